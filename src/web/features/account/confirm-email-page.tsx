import { useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi } from "../../lib/account-api.ts";
import { waitingListingPath } from "../../lib/pending-listing.ts";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { AccountPage, OutcomeLine } from "./account-page.tsx";
import { PasswordFields, newPasswordErrors, type NewPassword } from "./password-fields.tsx";
import { useAccountForm } from "./use-account-form.ts";

const NAMES = { password: "password", confirm: "confirmPassword" };

/**
 * The verification link's page: confirms the address and, for an account
 * without a password yet, sets the first one. Also confirms a changed address.
 */
export function ConfirmEmailPage(props: { token: string }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { user } = useLayout();
  const [value, setValue] = useState<NewPassword>({ password: "", confirmPassword: "" });
  const [done, setDone] = useState(false);
  const [listingPath, setListingPath] = useState<string | null>(null);
  const form = useAccountForm();
  const needsPassword = !user?.hasPassword;
  if (!props.token) {
    return (
      <AccountPage title={t("account.page.confirmTitle")}>
        <p className="form-error">{t("account.page.noToken")}</p>
        <Link to={`/${language}/account/resendverification`}>{t("account.shell.resendVerification")}</Link>
      </AccountPage>
    );
  }
  return (
    <AccountPage
      title={t("account.page.confirmTitle")}
      lead={done ? undefined : needsPassword ? t("account.page.confirmLead") : t("account.page.confirmLeadHasPassword")}
    >
      {done ? (
        <>
          <OutcomeLine outcome={form.outcome} />
          <div className="button-row">
            {/* A listing filled in before signing up waits in this browser: going back to it comes first. */}
            {user && listingPath ? (
              <Link className="button button-primary" to={listingPath}>
                {t("account.page.continueListing")}
              </Link>
            ) : null}
            <Link
              className={`button ${user && listingPath ? "button-secondary" : "button-primary"}`}
              to={user ? `/${language}/profile/accountinfo` : `/${language}/account/login`}
            >
              {user ? t("account.page.goToAccount") : t("account.page.goToSignIn")}
            </Link>
          </div>
        </>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const body = needsPassword ? { token: props.token, ...value } : { token: props.token };
            void form
              .run(needsPassword ? newPasswordErrors(value, NAMES) : {}, () => accountApi.confirmEmail(body))
              .then((answer) => {
                if (!answer || answer.result.hasError) return;
                if (answer.user) store.setUser(answer.user);
                setListingPath(waitingListingPath());
                setDone(true);
              });
          }}
        >
          <fieldset disabled={form.loading} className="plain-fieldset">
            {needsPassword ? (
              <PasswordFields idPrefix="confirm" value={value} onChange={setValue} errors={form.errors} names={NAMES} />
            ) : null}
            <OutcomeLine outcome={form.outcome} />
            <button type="submit" className="button button-primary">
              {t("account.page.confirmSubmit")}
            </button>
          </fieldset>
          {form.outcome?.message === "tokenInvalid" ? (
            <Link to={`/${language}/account/resendverification`}>{t("account.shell.resendVerification")}</Link>
          ) : null}
        </form>
      )}
    </AccountPage>
  );
}
