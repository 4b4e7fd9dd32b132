import { useLocation, useNavigate } from "react-router";
import { safeReturnUrl } from "../../../domain/navigation/return-url.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { AccountPage } from "./account-page.tsx";
import { LoginForm } from "./login-form.tsx";

/** The persistent login page: after signing in the browser goes to ReturnUrl (a path on this site, else /). */
export function LoginPage() {
  const { t, language } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const returnUrl = safeReturnUrl(new URLSearchParams(location.search).get("ReturnUrl"));
  return (
    <AccountPage title={t("account.page.loginTitle")} lead={t("account.shell.loginLead")}>
      <LoginForm
        idPrefix="login-page"
        returnUrl={returnUrl}
        // A full load, so the page is served for the signed-in member.
        onSignedIn={() => window.location.assign(returnUrl)}
        onLockedOut={() => void navigate(`/${language}/account/lockout`)}
      />
    </AccountPage>
  );
}
