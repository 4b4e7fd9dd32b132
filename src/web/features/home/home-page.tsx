import { Link } from "react-router";
import { REGIONS } from "../../../domain/places/regions.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { PageMeta } from "../layout/page-meta.tsx";
import { HomeSearch } from "./home-search.tsx";

/** Home (pages 23 and 24): the search box first, then ways in by region. */
export function HomePage(props: { listingCount: number }) {
  const { t, language } = useI18n();
  return (
    <>
      <PageMeta title={t("home.title")} description={t("home.description", { count: props.listingCount })} />
      <section className="hero">
        <div className="container hero-inner">
          <h1>{t("home.heading")}</h1>
          <p className="hero-lead">{t("home.lead")}</p>
          <HomeSearch />
        </div>
      </section>
      <section className="container section">
        <h2>{t("home.regionsHeading")}</h2>
        <ul className="region-grid">
          {REGIONS.map((region) => (
            <li key={region.regionId} className="region-card">
              <h3>{t(`region.${region.regionId}`)}</h3>
              <div className="region-links">
                <Link to={`/${language}/property-search/buy`}>{t("home.regionBuy", { region: t(`region.${region.regionId}`) })}</Link>
                <Link to={`/${language}/property-search/rent`}>{t("home.regionRent", { region: t(`region.${region.regionId}`) })}</Link>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section className="container section">
        <h2>{t("home.whyHeading")}</h2>
        <ul className="feature-grid">
          <li><h3>{t("home.whySaleable")}</h3><p>{t("home.whySaleableText")}</p></li>
          <li><h3>{t("home.whyTransactions")}</h3><p>{t("home.whyTransactionsText")}</p></li>
          <li><h3>{t("home.whyLanguages")}</h3><p>{t("home.whyLanguagesText")}</p></li>
        </ul>
      </section>
    </>
  );
}
