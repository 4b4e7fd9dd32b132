import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { safeReturnUrl } from "../../../domain/navigation/return-url.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { externalLoginHref } from "../../lib/account-api.ts";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { Icon } from "../../ui/icons.tsx";
import { Modal } from "../../ui/modal.tsx";
import { LoginForm } from "./login-form.tsx";
import { SignupForm } from "./signup-form.tsx";

/** The login page's path: a sign-in there goes on to the return URL instead of staying. */
export const isLoginPage = (pathname: string) => /^\/[^/]+\/account\/login\/?$/.test(pathname);

function PanelHead(props: { id: string; title: string; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <div className="panel-head">
      <h2 id={props.id}>{props.title}</h2>
      <button type="button" className="icon-button" aria-label={t("account.shell.close")} onClick={props.onClose}>
        <Icon name="close" />
      </button>
    </div>
  );
}

/**
 * The login panel, the sign-up panel and the existing-account popup, one at a
 * time as the layout state says. Loaded lazily the first time one opens (the
 * dim comes first, so the chunk has those 100 ms to arrive).
 */
export default function AccountPanels() {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { panel, loginEmail, existingAccount } = useLayout();
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search;

  // A link followed from a panel (forgot password, a menu entry) closes it.
  const path = useRef(location.pathname);
  useEffect(() => {
    if (path.current !== location.pathname && store.getState().panel) store.closePanel();
    path.current = location.pathname;
  }, [location.pathname, store]);

  function signedIn(user: User) {
    if (isLoginPage(location.pathname)) {
      window.location.assign(safeReturnUrl(new URLSearchParams(location.search).get("ReturnUrl"), `/${language}`));
      return;
    }
    store.closePanel();
    store.setUser(user);
    store.showBigPopup({ type: "success", title: "account.msg.loginSuccess", caption: "account.msg.loginSuccessCaption" });
  }

  const close = () => store.closePanel();
  return (
    <>
      <Modal open={panel === "login"} onCancel={close} className="prompt account-panel" labelledBy="login-panel-title">
        <PanelHead id="login-panel-title" title={t("account.shell.loginTitle")} onClose={close} />
        <p className="panel-lead">{t("account.shell.loginLead")}</p>
        <LoginForm
          key={loginEmail ?? ""}
          idPrefix="login-panel"
          focusFirst
          lockedEmail={loginEmail}
          returnUrl={here}
          onSignedIn={signedIn}
          onLockedOut={() => {
            store.closePanel();
            void navigate(`/${language}/account/lockout`);
          }}
          onSignUp={() => store.openSignup()}
        />
      </Modal>
      <Modal open={panel === "signup"} onCancel={close} className="prompt account-panel" labelledBy="signup-panel-title">
        <PanelHead id="signup-panel-title" title={t("account.shell.signupTitle")} onClose={close} />
        <p className="panel-lead">{t("account.shell.signupLead")}</p>
        <SignupForm idPrefix="signup-panel" focusFirst onSignIn={() => store.openLogin()} onDone={close} />
      </Modal>
      <Modal
        open={panel === "existingAccount"}
        onCancel={close}
        className="prompt account-panel"
        labelledBy="existing-account-title"
        role="alertdialog"
      >
        {existingAccount ? (
          <div>
            <PanelHead id="existing-account-title" title={t("account.shell.existingTitle")} onClose={close} />
            <p>
              {existingAccount.loginProvider
                ? t("account.shell.existingTextSocial", { email: existingAccount.email, provider: existingAccount.loginProvider })
                : t("account.shell.existingText", { email: existingAccount.email })}
            </p>
            <div className="button-row">
              <button
                type="button"
                className="button button-primary"
                onClick={() => {
                  const { email, loginProvider } = existingAccount;
                  if (loginProvider) {
                    store.closePanel();
                    window.location.assign(externalLoginHref(loginProvider, here));
                  } else {
                    store.closePanel();
                    store.openLogin({ email });
                  }
                }}
              >
                {t("account.shell.existingConfirm")}
              </button>
              <button type="button" className="button button-ghost" onClick={close}>
                {t("account.shell.cancel")}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
