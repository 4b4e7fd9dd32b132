import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";

/** Page 48: shown with status 404 for any unknown address, in the page's language. */
export function NotFoundPage() {
  const { t, language } = useI18n();
  return (
    <div className="container page-narrow">
      <PageMeta title={`${t("notFound.title")} | ${t("site.name")}`} description={t("notFound.description")} noindex />
      <Breadcrumbs items={[{ label: t("notFound.title") }]} />
      <section className="notice">
        <p className="notice-code" aria-hidden="true">
          404
        </p>
        <h1>{t("notFound.heading")}</h1>
        <p className="lead">{t("notFound.text")}</p>
        <div className="button-row">
          <Link className="button button-primary" to={`/${language}/property-search/sale`}>
            {t("nav.buy")}
          </Link>
          <Link className="button button-secondary" to={`/${language}/property-search/rent`}>
            {t("nav.rent")}
          </Link>
          <Link className="button button-ghost" to={`/${language}`}>
            {t("notFound.home")}
          </Link>
        </div>
      </section>
    </div>
  );
}
