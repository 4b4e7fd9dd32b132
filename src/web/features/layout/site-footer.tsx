import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import type { MenuData } from "./mega-menu-items.ts";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { languageIdFromCode } from "../../../domain/i18n/languages.ts";
import { NewsletterSignup } from "./newsletter-signup.tsx";

/** Links, the company's details (data/content/pages.json) and the current year (from the server, so hydration agrees). */
export function SiteFooter(props: { menu: MenuData; year: number }) {
  const { t, language } = useI18n();
  const l = (path: string) => `/${language}/${path}`;
  const { company, careersUrl } = props.menu;
  return (
    <footer className="site-footer">
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
          <NewsletterSignup />
        </div>
        <nav aria-label={t("footer.explore")}>
          <h2 className="footer-heading">{t("footer.explore")}</h2>
          <ul>
            <li>
              <Link to={buildSearchPath(createSearchQuery({ languageId: languageIdFromCode(language), listingTypeId: 1 }))}>
                {t("nav.buy")}
              </Link>
            </li>
            <li>
              <Link to={buildSearchPath(createSearchQuery({ languageId: languageIdFromCode(language), listingTypeId: 2 }))}>
                {t("nav.rent")}
              </Link>
            </li>
            <li>
              <Link to={l("list-property")}>{t("footer.list")}</Link>
            </li>
            <li>
              <Link to={l("developments")}>{t("footer.developments")}</Link>
            </li>
            <li>
              <Link to={l("international")}>{t("footer.international")}</Link>
            </li>
            <li>
              <Link to={l("property-transaction")}>{t("footer.transactions")}</Link>
            </li>
            <li>
              <Link to={l("mortgagecalculator/monthlyrepayment")}>{t("footer.mortgage")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.resources")}>
          <h2 className="footer-heading">{t("footer.resources")}</h2>
          <ul>
            <li>
              <Link to={l("property-news")}>{t("footer.news")}</Link>
            </li>
            <li>
              <Link to={l("property-guides")}>{t("footer.guides")}</Link>
            </li>
            <li>
              <Link to={l("property-questions")}>{t("footer.askAgent")}</Link>
            </li>
            <li>
              <Link to={l("faq")}>{t("footer.faq")}</Link>
            </li>
            <li>
              <Link to={l("sitemap")}>{t("footer.sitemap")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.company")}>
          <h2 className="footer-heading">{t("footer.company")}</h2>
          <ul>
            <li>
              <Link to={l("about-us")}>{t("footer.about")}</Link>
            </li>
            <li>
              <Link to={l("property-agent-team")}>{t("footer.agents")}</Link>
            </li>
            <li>
              <Link to={l("communication/enquiry")}>{t("footer.contactUs")}</Link>
            </li>
            {careersUrl ? (
              <li>
                <a href={careersUrl} rel="noopener" target="_blank">
                  {t("footer.careers")}
                </a>
              </li>
            ) : null}
            <li>
              <Link to={l("general/privacypolicy")}>{t("footer.privacy")}</Link>
            </li>
            <li>
              <Link to={l("general/termsandconditions")}>{t("footer.terms")}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-legal">
        <p>{t("footer.copyright", { year: props.year })}</p>
      </div>
    </footer>
  );
}
