import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";

/** Page 49: the listing does not exist (status 404); offers searches instead. */
export function ListingNotFound() {
  const { t, language } = useI18n();
  return (
    <div className="container page-narrow">
      <PageMeta title={`${t("listing.notFoundTitle")} | ${t("site.name")}`} description={t("listing.notFoundText")} noindex />
      <Breadcrumbs items={[{ label: t("listing.notFoundTitle") }]} />
      <section className="notice">
        <p className="notice-code" aria-hidden="true">
          404
        </p>
        <h1>{t("listing.notFoundTitle")}</h1>
        <p className="lead">{t("listing.notFoundText")}</p>
        <div className="button-row">
          <Link className="button button-primary" to={`/${language}/property-search/sale`}>
            {t("nav.buy")}
          </Link>
          <Link className="button button-secondary" to={`/${language}/property-search/rent`}>
            {t("nav.rent")}
          </Link>
        </div>
      </section>
    </div>
  );
}
