import { useState } from "react";
import { useNavigate } from "react-router";
import { required } from "../../../domain/validation/rules.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { accountApi, MY_DATA_PATH } from "../../lib/account-api.ts";
import { useLayoutStore } from "../../lib/layout-context.tsx";
import { Modal } from "../../ui/modal.tsx";
import { AccountPage, OutcomeLine } from "./account-page.tsx";
import { FormField } from "./form-field.tsx";
import { useAccountForm } from "./use-account-form.ts";

/** Download my data (a JSON file) and delete my account, after a confirmation. */
export function ManageDataPage(props: { user: User }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirming, setConfirming] = useState(false);
  const form = useAccountForm();
  const needsPassword = props.user.hasPassword;

  function remove() {
    setConfirming(false);
    void form
      .run({}, () => accountApi.deleteAccount(needsPassword ? password : undefined))
      .then((answer) => {
        if (!answer || answer.result.hasError) return;
        store.setUser(null);
        store.showBigPopup({ type: "success", title: "account.msg.deleteUser" });
        void navigate(`/${language}`);
      });
  }

  return (
    <AccountPage title={t("account.page.manageDataTitle")}>
      <h2>{t("account.page.downloadTitle")}</h2>
      <p>{t("account.page.downloadText")}</p>
      <a className="button button-secondary" href={MY_DATA_PATH} download>
        {t("account.page.downloadButton")}
      </a>
      <h2 className="account-danger-title">{t("account.page.deleteTitle")}</h2>
      <p>{t("account.page.deleteText")}</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const missing = needsPassword ? required(password) : null;
          form.setErrors({ password: missing ?? undefined });
          if (!missing) setConfirming(true);
        }}
      >
        <fieldset disabled={form.loading} className="plain-fieldset">
          {needsPassword ? (
            <>
              <input type="hidden" name="username" autoComplete="username" value={props.user.email} />
              <FormField
                id="delete-password"
                label={t("account.page.deletePassword")}
                type="password"
                autoComplete="current-password"
                value={password}
                error={form.errors.password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
            </>
          ) : null}
          <OutcomeLine outcome={form.outcome} />
          <button type="submit" className="button button-danger">
            {t("account.page.deleteButton")}
          </button>
        </fieldset>
      </form>
      <Modal
        open={confirming}
        onCancel={() => setConfirming(false)}
        className="prompt"
        labelledBy="delete-confirm-title"
        role="alertdialog"
      >
        <h2 id="delete-confirm-title">{t("account.page.deleteConfirmTitle")}</h2>
        <p>{t("account.page.deleteConfirmText")}</p>
        <div className="button-row">
          <button type="button" className="button button-danger" onClick={remove}>
            {t("account.page.deleteConfirm")}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setConfirming(false)} autoFocus>
            {t("account.shell.cancel")}
          </button>
        </div>
      </Modal>
    </AccountPage>
  );
}
