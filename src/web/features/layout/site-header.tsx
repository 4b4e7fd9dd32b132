import { lazy, Suspense, useEffect, useLayoutEffect, useReducer, useRef, type ReactNode } from "react";
import { NavLink, useLocation } from "react-router";
import { PathLink } from "../../ui/path-link.tsx";
import { type CurrencyId, currencyCode } from "../../../domain/money/currency.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { ServedPanel } from "../../ui/served-panel.tsx";
import { HydrateWhenIdle } from "../../ui/hydrate-when-idle.tsx";
import { LanguageMenu } from "./language-menu.tsx";
import { CurrencyChoices, CurrencyMenu } from "./currency-menu.tsx";
import { AccountMenu, MobileAccountEntry } from "./account-menu.tsx";
import { SavedMenu } from "./saved-menu.tsx";
import { useCompactHeader } from "../../lib/use-compact-header.ts";
import { useSocialSignInWelcome } from "../../lib/use-social-sign-in-welcome.ts";
import { SAVED_PAGES } from "../../lib/saved-pages.ts";
import { megaMenuHeads, type MenuData } from "./mega-menu-items.ts";
import { identityKey } from "../../lib/kept-markup.ts";
import { usePreloadOnIntent } from "../../lib/use-preload-on-intent.ts";
import {
  CLOSED,
  hoverMenu,
  leaveMenu,
  mobileBack,
  mobileForward,
  toggleMenu,
  toggleMobile,
  type MegaMenuKey,
  type MenuState,
} from "./menu-state.ts";

/**
 * The popups' links: the server writes them into every page, the browser builds them only when a popup (or a
 * mobile menu step) opens, from a chunk fetched when the page is idle or someone reaches for the header.
 */
const loadMegaMenu = () => import("./mega-menu.tsx");
const serverMegaMenu = import.meta.env.SSR ? await loadMegaMenu() : null;
const MegaMenuBody = serverMegaMenu ? serverMegaMenu.MegaMenuBody : lazy(() => loadMegaMenu().then((m) => ({ default: m.MegaMenuBody })));

type Action =
  | { type: "toggle"; key: MegaMenuKey }
  | { type: "hover"; key: MegaMenuKey; pointer: string; width: number }
  | { type: "leave"; pointer: string }
  | { type: "mobile" }
  | { type: "forward"; key: MegaMenuKey }
  | { type: "back" }
  | { type: "close" };

function reduce(state: MenuState, action: Action): MenuState {
  switch (action.type) {
    case "toggle":
      return toggleMenu(state, action.key);
    case "hover":
      return hoverMenu(state, action.key, action.pointer, action.width);
    case "leave":
      return leaveMenu(state, action.pointer);
    case "mobile":
      return toggleMobile(state);
    case "forward":
      return mobileForward(state, action.key);
    case "back":
      return mobileBack(state);
    case "close":
      return state === CLOSED ? state : CLOSED;
  }
}

/** The top bar; `search` is the search button the root puts in its tools (the overlay is a feature of its own). */
export function SiteHeader(props: { currencyId: CurrencyId; search: ReactNode; menu: MenuData }) {
  const { t, language } = useI18n();
  const [state, dispatch] = useReducer(reduce, CLOSED);
  const header = useRef<HTMLElement>(null);
  const location = useLocation();
  const heads = megaMenuHeads(language, t);
  const close = () => dispatch({ type: "close" });
  useSocialSignInWelcome();

  // A navigation closes every menu.
  useEffect(close, [location.pathname, location.search]);

  // Escape closes and returns focus to what opened it; a click outside closes. Heard from the moment a menu opens
  // (a layout effect, not one after the next paint): an Escape pressed right after the click that opened it counts.
  useLayoutEffect(() => {
    if (state.open === null && !state.mobile) return;
    const opener = state.open ? `[aria-controls="mega-${state.open}"]` : "[aria-controls=mobile-menu]";
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      header.current?.querySelector<HTMLElement>(opener)?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    if (state.mobile) document.body.classList.add("scroll-locked");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
      document.body.classList.remove("scroll-locked");
    };
  }, [state.open, state.mobile]);

  // A dropdown (language, currency, account) opening closes the popups and the other dropdowns.
  const onClickCapture = (event: React.MouseEvent) => {
    const summary = (event.target as Element).closest("summary");
    if (!summary) return;
    close();
    for (const details of header.current?.querySelectorAll("details[open]") ?? [])
      if (details !== summary.parentElement) details.removeAttribute("open");
  };

  const megaItem = (key: MegaMenuKey) => {
    const menu = heads[key];
    const open = state.open === key;
    return (
      <li
        key={key}
        className={open ? "mega-item is-open" : "mega-item"}
        onPointerEnter={(e) => dispatch({ type: "hover", key, pointer: e.pointerType, width: window.innerWidth })}
        onPointerLeave={(e) => dispatch({ type: "leave", pointer: e.pointerType })}
      >
        <NavLink to={menu.to}>{menu.label}</NavLink>
        <button
          type="button"
          className="mega-toggle"
          aria-expanded={open}
          aria-controls={`mega-${key}`}
          aria-label={t("menu.showMenu", { name: menu.label })}
          onClick={() => dispatch({ type: "toggle", key })}
        >
          <Icon name="chevronDown" size={16} />
        </button>
        <ServedPanel
          id={`mega-${key}`}
          className="mega-panel"
          open={open}
          // The popup is drawn wholly from its menu, made once per language and menu places, so the server keeps its
          // markup by the menu (decision 0068); the browser's bundle leaves the key out.
          markupKey={serverMegaMenu ? () => `mega-menu ${identityKey(serverMegaMenu.megaMenuOf(key, language, props.menu, t))}` : undefined}
        >
          <Suspense fallback={null}>
            <MegaMenuBody menuKey={key} data={props.menu} onChoose={close} />
          </Suspense>
        </ServedPanel>
      </li>
    );
  };

  const step = state.mobileStep ? heads[state.mobileStep] : null;
  useCompactHeader();
  usePreloadOnIntent(loadMegaMenu);
  return (
    <header className="site-header" ref={header} onClickCapture={onClickCapture}>
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <div className="container header-bar">
        <PathLink to={`/${language}`} className="brand" aria-label={t("site.name")}>
          <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M7 16.5 16 9l9 7.5V25h-6v-5h-6v5H7z" fill="#fff" />
          </svg>
          <span className="brand-name">{t("site.name")}</span>
        </PathLink>
        <nav aria-label={t("nav.main")} className="main-nav">
          <ul>
            {megaItem("buy")}
            {megaItem("rent")}
            {megaItem("list")}
            <li className="mega-item">
              <NavLink to={`/${language}/property-agent-team`}>{t("nav.agents")}</NavLink>
            </li>
            {megaItem("aboutUs")}
            {megaItem("resources")}
          </ul>
        </nav>
        {/* The dropdowns and buttons hydrate in an idle moment of their own, or at once when someone reaches for the page (decision 0066). */}
        <HydrateWhenIdle>
          <div className="header-tools">
            {props.search}
            <LanguageMenu />
            <CurrencyMenu currencyId={props.currencyId} />
            <SavedMenu />
            <AccountMenu />
            <button
              type="button"
              className="icon-button mobile-menu-toggle"
              aria-expanded={state.mobile}
              aria-controls="mobile-menu"
              aria-label={state.mobile ? t("nav.closeMenu") : t("nav.menu")}
              onClick={() => dispatch({ type: "mobile" })}
            >
              <Icon name={state.mobile ? "close" : "menu"} />
            </button>
          </div>
        </HydrateWhenIdle>
      </div>
      <ServedPanel as="nav" id="mobile-menu" className="mobile-menu-sheet" aria-label={t("nav.menu")} open={state.mobile}>
        {step ? (
          <div className="mobile-step">
            <button type="button" className="mobile-back" onClick={() => dispatch({ type: "back" })}>
              ‹ {t("menu.back")}
            </button>
            <p className="mobile-step-heading">
              <PathLink to={step.to} onClick={close}>
                {step.label}
              </PathLink>
            </p>
            <Suspense fallback={null}>
              <MegaMenuBody menuKey={step.key} data={props.menu} onChoose={close} />
            </Suspense>
          </div>
        ) : (
          <>
            <ul className="mobile-top">
              {(["buy", "rent", "list"] as const).map((key) => (
                <li key={key}>
                  <button type="button" className="mobile-forward" onClick={() => dispatch({ type: "forward", key })}>
                    {heads[key].label} <span aria-hidden="true">›</span>
                  </button>
                </li>
              ))}
              <li>
                <PathLink to={`/${language}/property-agent-team`} onClick={close}>
                  {t("nav.agents")}
                </PathLink>
              </li>
              {(["aboutUs", "resources"] as const).map((key) => (
                <li key={key}>
                  <button type="button" className="mobile-forward" onClick={() => dispatch({ type: "forward", key })}>
                    {heads[key].label} <span aria-hidden="true">›</span>
                  </button>
                </li>
              ))}
              <li>
                <MobileAccountEntry onChoose={close} />
              </li>
              {SAVED_PAGES.map((page) => (
                <li key={page.path}>
                  <PathLink to={`/${language}/${page.path}`} onClick={close} reloadDocument>
                    {t(page.label)}
                  </PathLink>
                </li>
              ))}
            </ul>
            <p className="mobile-menu-note">{t("currency.current", { code: currencyCode(props.currencyId) })}</p>
            <nav aria-label={t("currency.label")}>
              <CurrencyChoices currencyId={props.currencyId} className="mobile-currency-list" />
            </nav>
          </>
        )}
      </ServedPanel>
    </header>
  );
}
