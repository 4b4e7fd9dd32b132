import { useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { PathLink } from "../../ui/path-link.tsx";
import type { User } from "../../../domain/contracts/account-user.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { logout } from "../../lib/account-session.ts";
import { useLayout, useLayoutStore } from "../../lib/layout-context.tsx";
import { useDismissableMenu } from "./use-dismissable-menu.ts";
import { Icon } from "../../ui/icons.tsx";
import { menuEntries } from "../../lib/member-pages.ts";

/** Below this width the page is "mobile": My Account opens the menu instead of going somewhere. */
const MOBILE_WIDTH_LIMIT = 1280;

export type AccountState = "guest" | "unverified" | "verified";

export function accountState(user: User | null): AccountState {
  return user === null ? "guest" : user.isConfirmed ? "verified" : "unverified";
}

/** The menu's entries for the person's state: the login panel, or their pages and Logout. */
export function AccountMenuItems(props: { onChoose: () => void }) {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { user, roles, pendingDocuments } = useLayout();
  const navigate = useNavigate();
  const state = accountState(user);
  const signOut = () => {
    props.onChoose();
    void logout(store, language, (to) => void navigate(to));
  };
  if (state === "guest") {
    return (
      <ul className="account-menu-list">
        <li>
          <button type="button" onClick={() => (props.onChoose(), store.openLogin())}>
            {t("account.shell.signIn")}
          </button>
        </li>
        <li>
          <button type="button" onClick={() => (props.onChoose(), store.openSignup())}>
            {t("account.shell.signUp")}
          </button>
        </li>
      </ul>
    );
  }
  const links: { key?: string; label: string; path: string }[] =
    state === "verified"
      ? menuEntries("account", { user, roles, agentId: null })
      : [{ label: "account.shell.resendVerification", path: "account/resendverification" }];
  return (
    <>
      <p className="account-menu-who">
        {state === "unverified" ? <span className="tag tag-warning">{t("account.shell.unverified")}</span> : null}
        <span>{t("account.shell.signedInAs", { email: user?.email ?? "" })}</span>
      </p>
      <ul className="account-menu-list">
        {links.map((item) => (
          <li key={item.path}>
            <PathLink to={`/${language}/${item.path}`} onClick={props.onChoose}>
              {t(item.label)}
              {item.key === "pendingDocuments" && pendingDocuments ? <PendingBadge count={pendingDocuments} /> : null}
            </PathLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={signOut}>
            {t("account.shell.logout")}
          </button>
        </li>
      </ul>
    </>
  );
}

/** The pending documents' count beside its menu entry: the number shown, and read out as "3 to sign". */
function PendingBadge(props: { count: number }) {
  const { t } = useI18n();
  return (
    <>
      <span className="count-badge" aria-hidden="true">
        {props.count}
      </span>
      <span className="visually-hidden">{` (${t("account.shell.pendingBadge", { count: props.count })})`}</span>
    </>
  );
}

/**
 * My Account in the header. On a wide screen it acts: a guest gets the login
 * panel, an unverified member the resend-verification page, a verified one
 * their personal details; the chevron beside it opens the menu. On a narrower
 * screen My Account itself toggles the menu.
 */
export function AccountMenu() {
  const { t, language } = useI18n();
  const store = useLayoutStore();
  const { user, pendingDocuments } = useLayout();
  const navigate = useNavigate();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDismissableMenu(root);
  const state = accountState(user);

  function myAccount() {
    if (window.innerWidth < MOBILE_WIDTH_LIMIT) setOpen((o) => !o);
    else if (state === "guest") store.openLogin();
    else void navigate(`/${language}/${state === "verified" ? "profile/accountinfo" : "account/resendverification"}`);
  }

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="icon-button account-button"
        aria-label={t("nav.myAccount")}
        title={t("nav.myAccount")}
        onClick={myAccount}
        aria-controls={open ? menuId : undefined}
        aria-expanded={open}
      >
        <Icon name="user" />
        {state === "unverified" || (state === "verified" && pendingDocuments) ? <span className="account-dot" aria-hidden="true" /> : null}
      </button>
      {state === "guest" ? null : (
        <button
          type="button"
          className="icon-button account-chevron"
          aria-label={t("account.shell.menu")}
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <Icon name="chevronDown" size={16} />
        </button>
      )}
      {open ? (
        <div className="dropdown-menu account-menu-panel" id={menuId}>
          <AccountMenuItems onChoose={() => setOpen(false)} />
        </div>
      ) : null}
    </div>
  );
}

/** My Account in the mobile menu: it toggles the account entries in place. */
export function MobileAccountEntry(props: { onChoose: () => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div className="mobile-account">
      <button type="button" className="mobile-menu-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
        {t("nav.myAccount")}
        <Icon name="chevronDown" size={16} />
      </button>
      <div id={listId}>
        {open ? (
          <AccountMenuItems
            onChoose={() => {
              setOpen(false);
              props.onChoose();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}
