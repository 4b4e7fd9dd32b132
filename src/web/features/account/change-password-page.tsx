import { useState } from "react";
import { Link } from "react-router";
import { required } from "../../../domain/validation/rules.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi } from "../../lib/account-api.ts";
import { AccountPage, OutcomeLine } from "./account-page.tsx";
import { FormField } from "./form-field.tsx";
import { PasswordFields, newPasswordErrors, type NewPassword } from "./password-fields.tsx";
import { useAccountForm } from "./use-account-form.ts";

const NAMES = { password: "newPassword", confirm: "confirmPassword" };

/** Change password: the current one, then the new one twice. The member's other sessions end. */
export function ChangePasswordPage(props: { user: User }) {
  const { t, language } = useI18n();
  const [current, setCurrent] = useState("");
  const [value, setValue] = useState<NewPassword>({ password: "", confirmPassword: "" });
  const form = useAccountForm();
  if (!props.user.hasPassword) {
    // A social account has no password to change; it can set one by the reset link.
    return (
      <AccountPage title={t("account.page.changePasswordTitle")} lead={t("account.page.forgotLead")}>
        <Link className="button button-primary" to={`/${language}/account/forgotpassword`}>
          {t("account.page.resetPasswordLink")}
        </Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage title={t("account.page.changePasswordTitle")}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form
            .run({ currentPassword: required(current), ...newPasswordErrors(value, NAMES) }, () =>
              accountApi.changePassword({ currentPassword: current, newPassword: value.password, confirmPassword: value.confirmPassword }),
            )
            .then((answer) => {
              if (answer && !answer.result.hasError) {
                setCurrent("");
                setValue({ password: "", confirmPassword: "" });
              }
            });
        }}
      >
        <fieldset disabled={form.loading} className="plain-fieldset">
          <input type="hidden" name="username" autoComplete="username" value={props.user.email} />
          <FormField
            id="change-current"
            label={t("account.page.currentPassword")}
            type="password"
            autoComplete="current-password"
            value={current}
            error={form.errors.currentPassword}
            onChange={(e) => setCurrent(e.currentTarget.value)}
          />
          <PasswordFields idPrefix="change" value={value} onChange={setValue} errors={form.errors} names={NAMES} />
          <OutcomeLine outcome={form.outcome} />
          <button type="submit" className="button button-primary">
            {t("account.page.changePasswordSubmit")}
          </button>
        </fieldset>
      </form>
    </AccountPage>
  );
}
