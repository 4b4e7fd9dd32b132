import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { sectionHref } from "./site-nav-items.ts";
import { NewsletterSignup } from "./newsletter-signup.tsx";

export function SiteFooter() {
  const { t, language } = useI18n();
  const href = (key: Parameters<typeof sectionHref>[1]) => sectionHref(language, key);
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{t("site.name")}</p>
          <p className="muted">{t("site.tagline")}</p>
          <NewsletterSignup />
        </div>
        <nav aria-label={t("footer.explore")}>
          <h2 className="footer-heading">{t("footer.explore")}</h2>
          <ul>
            <li>
              <Link to={href("buy")}>{t("nav.buy")}</Link>
            </li>
            <li>
              <Link to={href("rent")}>{t("nav.rent")}</Link>
            </li>
            <li>
              <Link to={href("resources")}>{t("footer.guides")}</Link>
            </li>
            <li>
              <Link to={`/${language}/mortgagecalculator/monthlyrepayment`}>{t("footer.mortgage")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.company")}>
          <h2 className="footer-heading">{t("footer.company")}</h2>
          <ul>
            <li>
              <Link to={href("aboutUs")}>{t("footer.about")}</Link>
            </li>
            <li>
              <Link to={href("agents")}>{t("footer.agents")}</Link>
            </li>
            <li>
              <Link to={href("enquiry")}>{t("footer.contact")}</Link>
            </li>
            <li>
              <Link to={`/${language}/sitemap`}>{t("footer.sitemap")}</Link>
            </li>
            <li>
              <Link to={href("privacy")}>{t("footer.privacy")}</Link>
            </li>
            <li>
              <Link to={href("terms")}>{t("footer.terms")}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container footer-legal">
        <p>{t("footer.copyright", { year: 2026 })}</p>
      </div>
    </footer>
  );
}
