import { useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi } from "../../lib/account-api.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { AccountPage, OutcomeLine } from "./account-page.tsx";
import { PasswordFields, newPasswordErrors, type NewPassword } from "./password-fields.tsx";
import { useAccountForm } from "./use-account-form.ts";

const NAMES = { password: "password", confirm: "confirmPassword" };

/** The reset link's page: a new password ends every session, so the person signs in again. */
export function ResetPasswordPage(props: { token: string }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const [value, setValue] = useState<NewPassword>({ password: "", confirmPassword: "" });
  const [done, setDone] = useState(false);
  const form = useAccountForm();
  if (!props.token) {
    return (
      <AccountPage title={t("account.page.resetTitle")}>
        <p className="form-error">{t("account.page.noToken")}</p>
        <Link to={`/${language}/account/forgotpassword`}>{t("account.page.forgotTitle")}</Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("account.page.resetTitle")}>
      {done ? (
        <>
          <OutcomeLine outcome={form.outcome} />
          <div className="button-row">
            <Link className="button button-primary" to={`/${language}/account/login`}>
              {t("account.page.goToSignIn")}
            </Link>
          </div>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form
              .run(newPasswordErrors(value, NAMES), () => accountApi.resetPassword({ token: props.token, ...value }))
              .then((answer) => {
                if (!answer || answer.result.hasError) return;
                store.setUser(null);
                setDone(true);
              });
          }}
        >
          <fieldset disabled={form.loading} className="plain-fieldset">
            <PasswordFields idPrefix="reset" value={value} onChange={setValue} errors={form.errors} names={NAMES} />
            <OutcomeLine outcome={form.outcome} />
            <button type="submit" className="button button-primary">
              {t("account.page.resetSubmit")}
            </button>
          </fieldset>
          {form.outcome?.message === "tokenInvalid" ? (
            <Link to={`/${language}/account/forgotpassword`}>{t("account.page.forgotTitle")}</Link>
          ) : null}
        </form>
      )}
    </AccountPage>
  );
}
