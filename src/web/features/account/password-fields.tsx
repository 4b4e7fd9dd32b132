import { password as passwordRule, passwordConfirmation, required } from "../../../domain/validation/rules.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { FormField } from "./form-field.tsx";
import type { FieldErrors } from "./use-account-form.ts";

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** The browser's checks of a new password (the server also refuses commonly used ones). */
export function newPasswordErrors(value: NewPassword, names: { password: string; confirm: string }): Record<string, string | null> {
  return {
    [names.password]: required(value.password) ?? passwordRule(value.password),
    [names.confirm]: required(value.confirmPassword) ?? passwordConfirmation(value.password, value.confirmPassword),
  };
}

/** New password and its confirmation; `names` are the call's field names, so the server's errors land on them. */
export function PasswordFields(props: {
  idPrefix: string;
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: FieldErrors;
  names: { password: string; confirm: string };
}) {
  const { t } = useI18n();
  const { value, onChange, errors, names } = props;
  return (
    <>
      <FormField
        id={`${props.idPrefix}-password`}
        label={t("account.page.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("account.page.passwordHint")}
        value={value.password}
        error={errors[names.password]}
        onChange={(e) => onChange({ ...value, password: e.currentTarget.value })}
      />
      <FormField
        id={`${props.idPrefix}-confirm`}
        label={t("account.page.confirmPassword")}
        type="password"
        autoComplete="new-password"
        value={value.confirmPassword}
        error={errors[names.confirm]}
        onChange={(e) => onChange({ ...value, confirmPassword: e.currentTarget.value })}
      />
    </>
  );
}
