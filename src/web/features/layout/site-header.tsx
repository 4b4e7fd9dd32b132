import { useRef, type ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { type CurrencyId, currencyCode } from "../../../domain/money/currency.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Icon } from "../../ui/icons.tsx";
import { LanguageMenu } from "./language-menu.tsx";
import { MAIN_NAV, sectionHref } from "./site-nav-items.ts";
import { CurrencyChoices, CurrencyMenu } from "./currency-menu.tsx";
import { AccountMenu, MobileAccountEntry } from "./account-menu.tsx";

/** The top bar; `search` is the search button the root puts in its tools (the overlay is a feature of its own). */
export function SiteHeader(props: { currencyId: CurrencyId; search: ReactNode }) {
  const { t, language } = useI18n();
  const mobileMenu = useRef<HTMLDetailsElement>(null);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      <div className="container header-bar">
        <Link to={`/${language}`} className="brand" aria-label={t("site.name")}>
          <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
            <rect width="32" height="32" rx="7" fill="currentColor" />
            <path d="M7 16.5 16 9l9 7.5V25h-6v-5h-6v5H7z" fill="#fff" />
          </svg>
          <span className="brand-name">{t("site.name")}</span>
        </Link>
        <nav aria-label={t("nav.main")} className="main-nav">
          <ul>
            {MAIN_NAV.map((item) => (
              <li key={item.key}>
                <NavLink to={sectionHref(language, item.key)}>{t(item.label)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-tools">
          {props.search}
          <LanguageMenu />
          <CurrencyMenu currencyId={props.currencyId} />
          <Link className="icon-button" to={sectionHref(language, "favourite")} aria-label={t("nav.favourite")} title={t("nav.favourite")}>
            <Icon name="heart" />
          </Link>
          <AccountMenu />
          <details className="mobile-menu" ref={mobileMenu}>
            <summary className="icon-button" aria-label={t("nav.menu")}>
              <Icon name="menu" />
            </summary>
            <div className="mobile-menu-sheet">
              <ul>
                {MAIN_NAV.map((item) => (
                  <li key={item.key}>
                    <Link to={sectionHref(language, item.key)} reloadDocument>
                      {t(item.label)}
                    </Link>
                  </li>
                ))}
                <li>
                  <MobileAccountEntry onChoose={() => mobileMenu.current?.removeAttribute("open")} />
                </li>
                <li>
                  <Link to={sectionHref(language, "favourite")} reloadDocument>
                    {t("nav.favourite")}
                  </Link>
                </li>
              </ul>
              <p className="mobile-menu-note">{t("currency.current", { code: currencyCode(props.currencyId) })}</p>
              <nav aria-label={t("currency.label")}>
                <CurrencyChoices currencyId={props.currencyId} className="mobile-currency-list" />
              </nav>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
