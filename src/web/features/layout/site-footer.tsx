import { lazy, Suspense } from "react";
import { Kept } from "../../ui/served-panel.tsx";
import { identityKey } from "../../lib/kept-markup.ts";
import { PathLink } from "../../ui/path-link.tsx";
import { useI18n } from "../../i18n/i18n.tsx";
import type { MenuData } from "./mega-menu-items.ts";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { languageIdFromCode } from "../../../domain/i18n/languages.ts";
import { openCookieSettings } from "../../lib/analytics-consent.ts";

/**
 * The newsletter box is drawn by the server with the footer; the browser makes it live from a chunk of its
 * own, fetched as the footer hydrates (Preact keeps the served box meanwhile), so no first load carries it.
 */
const loadNewsletter = () => import("./newsletter-signup.tsx");
const NewsletterSignup = import.meta.env.SSR
  ? (await loadNewsletter()).NewsletterSignup
  : lazy(() => loadNewsletter().then((m) => ({ default: m.NewsletterSignup })));

/**
 * Links, the company's details (data/content/pages.json) and the current year (from the server, so hydration agrees);
 * "Cookie settings" when the site has a tag manager, to change the analytics answer.
 */
export function SiteFooter(props: { menu: MenuData; year: number; cookieSettings: boolean }) {
  const { t, language } = useI18n();
  const l = (path: string) => `/${language}/${path}`;
  const { company, careersUrl } = props.menu;
  return (
    <Kept
      as="footer"
      className="site-footer"
      // Drawn from the catalog, the company details (one object until they change) and the year (decision 0068).
      markupKey={() =>
        `footer ${language} ${identityKey(t)} ${identityKey(company)} ${careersUrl ?? ""} ${String(props.cookieSettings)} ${String(props.year)}`
      }
    >
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{t("site.name")}</p>
          <p className="muted">{t("site.tagline")}</p>
          <address className="footer-company">
            {company.name}
            <br />
            {company.address}
            <br />
            {t("footer.licence", { licence: company.licence })}
            <br />
            <a href={`tel:${company.phone.replace(/\s+/g, "")}`}>{company.phone}</a> ·{" "}
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
          <Suspense fallback={null}>
            <NewsletterSignup />
          </Suspense>
        </div>
        <nav aria-label={t("footer.explore")}>
          <h2 className="footer-heading">{t("footer.explore")}</h2>
          <ul>
            <li>
              <PathLink to={buildSearchPath(createSearchQuery({ languageId: languageIdFromCode(language), listingTypeId: 1 }))}>
                {t("nav.buy")}
              </PathLink>
            </li>
            <li>
              <PathLink to={buildSearchPath(createSearchQuery({ languageId: languageIdFromCode(language), listingTypeId: 2 }))}>
                {t("nav.rent")}
              </PathLink>
            </li>
            <li>
              <PathLink to={l("list-property")}>{t("footer.list")}</PathLink>
            </li>
            <li>
              <PathLink to={l("developments")}>{t("footer.developments")}</PathLink>
            </li>
            <li>
              <PathLink to={l("international")}>{t("footer.international")}</PathLink>
            </li>
            <li>
              <PathLink to={l("property-transaction")}>{t("footer.transactions")}</PathLink>
            </li>
            <li>
              <PathLink to={l("mortgagecalculator/monthlyrepayment")}>{t("footer.mortgage")}</PathLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.resources")}>
          <h2 className="footer-heading">{t("footer.resources")}</h2>
          <ul>
            <li>
              <PathLink to={l("property-news")}>{t("footer.news")}</PathLink>
            </li>
            <li>
              <PathLink to={l("property-guides")}>{t("footer.guides")}</PathLink>
            </li>
            <li>
              <PathLink to={l("property-questions")}>{t("footer.askAgent")}</PathLink>
            </li>
            <li>
              <PathLink to={l("faq")}>{t("footer.faq")}</PathLink>
            </li>
            <li>
              <PathLink to={l("sitemap")}>{t("footer.sitemap")}</PathLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.company")}>
          <h2 className="footer-heading">{t("footer.company")}</h2>
          <ul>
            <li>
              <PathLink to={l("about-us")}>{t("footer.about")}</PathLink>
            </li>
            <li>
              <PathLink to={l("property-agent-team")}>{t("footer.agents")}</PathLink>
            </li>
            <li>
              <PathLink to={l("communication/enquiry")}>{t("footer.contactUs")}</PathLink>
            </li>
            {careersUrl ? (
              <li>
                <a href={careersUrl} rel="noopener" target="_blank">
                  {t("footer.careers")}
                </a>
              </li>
            ) : null}
            <li>
              <PathLink to={l("general/privacypolicy")}>{t("footer.privacy")}</PathLink>
            </li>
            <li>
              <PathLink to={l("general/termsandconditions")}>{t("footer.terms")}</PathLink>
            </li>
            {props.cookieSettings ? (
              <li>
                <button type="button" className="link-button" onClick={openCookieSettings}>
                  {t("footer.cookieSettings")}
                </button>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <div className="container footer-legal">
        <p>{t("footer.copyright", { year: props.year })}</p>
      </div>
    </Kept>
  );
}
