import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { AccountPage } from "./account-page.tsx";

/** Shown after a sign-in refused because the account is locked. */
export function LockoutPage() {
  const { t, language } = useI18n();
  return (
    <AccountPage title={t("account.page.lockoutTitle")} lead={t("account.page.lockoutText")}>
      <div className="button-row">
        <Link className="button button-primary" to={`/${language}/account/forgotpassword`}>
          {t("account.page.resetPasswordLink")}
        </Link>
        <Link className="button button-ghost" to={`/${language}`}>
          {t("account.page.goHome")}
        </Link>
      </div>
    </AccountPage>
  );
}
