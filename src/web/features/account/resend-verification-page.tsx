import { useState } from "react";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi } from "../../lib/account-api.ts";
import { useLayout } from "../../lib/layout-context.tsx";
import { AccountPage, OutcomeLine } from "./account-page.tsx";
import { FormField } from "./form-field.tsx";
import { emailError } from "./login-form.tsx";
import { useAccountForm } from "./use-account-form.ts";

/** A new verification link: to the signed-in member's address, or to the address a guest gives. */
export function ResendVerificationPage() {
  const { t, language } = useI18n();
  const { user } = useLayout();
  const [email, setEmail] = useState("");
  const form = useAccountForm();
  const signedIn = user !== null;
  if (user?.isConfirmed) {
    return (
      <AccountPage title={t("account.page.resendTitle")}>
        <p className="form-success">{t("account.msg.alreadyConfirmed")}</p>
      </AccountPage>
    );
  }
  return (
    <AccountPage
      title={t("account.page.resendTitle")}
      lead={signedIn ? t("account.page.resendLeadSignedIn", { email: user.email }) : t("account.page.resendLead")}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.run(signedIn ? {} : { email: emailError(email) }, () =>
            accountApi.resendVerification(language, signedIn ? undefined : email.trim()),
          );
        }}
      >
        <fieldset disabled={form.loading} className="plain-fieldset">
          {signedIn ? null : (
            <FormField
              id="resend-email"
              label={t("account.shell.email")}
              type="email"
              autoComplete="email"
              value={email}
              error={form.errors.email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
          )}
          <OutcomeLine outcome={form.outcome} />
          <button type="submit" className="button button-primary">
            {t("account.page.resendSubmit")}
          </button>
        </fieldset>
      </form>
    </AccountPage>
  );
}
