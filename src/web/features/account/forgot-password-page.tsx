import { useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi } from "../../lib/account-api.ts";
import { AccountPage, OutcomeLine } from "./account-page.tsx";
import { FormField } from "./form-field.tsx";
import { emailError } from "./login-form.tsx";
import { useAccountForm } from "./use-account-form.ts";

/** Asks for a reset link; the result says the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t, language } = useI18n();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm();
  if (sentTo !== null) {
    return (
      <AccountPage title={t("account.page.forgotResultTitle")}>
        <p className="lead">{t("account.page.forgotResultText", { email: sentTo })}</p>
        <div className="button-row">
          <Link className="button button-secondary" to={`/${language}/account/login`}>
            {t("account.page.goToSignIn")}
          </Link>
        </div>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("account.page.forgotTitle")} lead={t("account.page.forgotLead")}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form
            .run({ email: emailError(email) }, () => accountApi.forgotPassword(language, email.trim()))
            .then((answer) => {
              if (answer && !answer.result.hasError) setSentTo(email.trim());
            });
        }}
      >
        <fieldset disabled={form.loading} className="plain-fieldset">
          <FormField
            id="forgot-email"
            label={t("account.shell.email")}
            type="email"
            autoComplete="email"
            value={email}
            error={form.errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <OutcomeLine outcome={form.outcome} />
          <button type="submit" className="button button-primary">
            {t("account.page.forgotSubmit")}
          </button>
        </fieldset>
      </form>
    </AccountPage>
  );
}
