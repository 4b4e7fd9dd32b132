import { useLocation, useNavigate } from "react-router";
import { safeReturnUrl } from "../../../domain/navigation/return-url.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { AccountPage } from "./account-page.tsx";
import { LoginForm } from "./login-form.tsx";

/** What a failed social sign-in may say when the server sends the person back here (?externalError=). */
const EXTERNAL_ERRORS = new Set(["externalLoginFailed", "externalEmailUnverified", "unknownProvider"]);

/** The persistent login page: after signing in the browser goes to ReturnUrl (a path on this site, else this language's home). */
export function LoginPage(props: { providers: { id: string; name: string }[] }) {
  const { t, language } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const query = new URLSearchParams(location.search);
  const returnUrl = safeReturnUrl(query.get("ReturnUrl"), `/${language}`);
  // Only the known keys: a link cannot put words of its own on this page.
  const externalError = query.get("externalError");
  return (
    <AccountPage title={t("account.page.loginTitle")} lead={t("account.shell.loginLead")}>
      <LoginForm
        idPrefix="login-page"
        initialMessage={externalError !== null && EXTERNAL_ERRORS.has(externalError) ? externalError : null}
        returnUrl={returnUrl}
        providers={props.providers}
        // A full load, so the page is served for the signed-in member.
        onSignedIn={() => window.location.assign(returnUrl)}
        onLockedOut={() => void navigate(`/${language}/account/lockout`)}
      />
    </AccountPage>
  );
}
