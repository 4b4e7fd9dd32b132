import { useState } from "react";
import { Link } from "react-router";
import type { User } from "../../../domain/contracts/account-user.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi } from "../../lib/account-api.ts";
import { AccountPage, OutcomeLine } from "./account-page.tsx";
import { FormField } from "./form-field.tsx";
import { emailError } from "./login-form.tsx";
import { useAccountForm } from "./use-account-form.ts";

/** Change of address: a link goes to the new address, which takes effect when followed. */
export function ReverifyEmailPage(props: { user: User }) {
  const { t, language } = useI18n();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAccountForm();
  if (sentTo !== null) {
    return (
      <AccountPage title={t("account.page.reverifyResultTitle")}>
        <p className="lead">{t("account.page.reverifyResultText", { email: sentTo })}</p>
        <Link className="button button-secondary" to={`/${language}/profile/accountinfo`}>
          {t("account.page.goToAccount")}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("account.page.reverifyTitle")} lead={t("account.page.reverifyLead", { email: props.user.email })}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form
            .run({ email: emailError(email) }, () => accountApi.reverifyEmail(language, email.trim()))
            .then((answer) => {
              if (answer && !answer.result.hasError) setSentTo(email.trim());
            });
        }}
      >
        <fieldset disabled={form.loading} className="plain-fieldset">
          <FormField
            id="reverify-email"
            label={t("account.page.newEmail")}
            type="email"
            autoComplete="email"
            value={email}
            error={form.errors.email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <OutcomeLine outcome={form.outcome} />
          <button type="submit" className="button button-primary">
            {t("account.page.reverifySubmit")}
          </button>
        </fieldset>
      </form>
    </AccountPage>
  );
}
