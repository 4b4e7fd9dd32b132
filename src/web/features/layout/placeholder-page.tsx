import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import type { ComingSoonKey } from "../../lib/member-page-files.ts";

/** A real page for a menu destination whose feature has not landed yet. */
export function PlaceholderPage(props: { section: ComingSoonKey }) {
  const { t, language } = useI18n();
  const section = t(`section.${props.section}`);
  return (
    <div className="container page-narrow">
      <PageMeta
        title={`${t("placeholder.title", { section })} | ${t("site.name")}`}
        description={t("placeholder.description", { section })}
      />
      <Breadcrumbs items={[{ label: section }]} />
      <section className="notice">
        <h1>{t("placeholder.heading", { section })}</h1>
        <p className="lead">{t("placeholder.text")}</p>
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
