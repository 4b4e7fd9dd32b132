import { useNavigate } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { AccountPage } from "./account-page.tsx";
import { SignupForm } from "./signup-form.tsx";

/** Sign-up as a page (the same form as the panel); afterwards the home page, with the verify-by-e-mail popup. */
export function RegisterPage() {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  return (
    <AccountPage title={t("account.page.registerTitle")} lead={t("account.shell.signupLead")}>
      <SignupForm idPrefix="register-page" onDone={() => void navigate(`/${language}`)} />
    </AccountPage>
  );
}
