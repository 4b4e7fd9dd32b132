import { PathLink } from "../../ui/path-link.tsx";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { REGIONS } from "../../../domain/places/regions.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { ResultCard } from "../../ui/result-card.tsx";
import { SearchIconSprite } from "../../ui/search-icons.tsx";
import { HomeSearch } from "./home-search.tsx";
import { PopularPlaces } from "./popular-places.tsx";
import type { HomeData } from "./home-data.server.ts";
import { articlePath } from "../../lib/content-paths.ts";
import { formatDate } from "../../../domain/dates/format.ts";

type Props = HomeData & { listingCount: number; currencyId: CurrencyId };

/** The home page: the search box first, popular places, featured homes, then ways in by region. */
export function HomePage(props: Props) {
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
      <PopularPlaces sale={props.popular.sale} rent={props.popular.rent} />
      <section className="container section" aria-labelledby="featured-heading">
        <SearchIconSprite cardsOnly />
        <div className="popular-head">
          <h2 id="featured-heading">{t("search.home.featuredHeading")}</h2>
          <div className="button-row home-see-all">
            <PathLink to={`/${language}/property-search/sale`}>{t("search.home.seeAllBuy")}</PathLink>
            <PathLink to={`/${language}/property-search/rent`}>{t("search.home.seeAllRent")}</PathLink>
          </div>
        </div>
        <ul className="results-grid">
          {props.featured.map((item: ResultItem) => (
            <li key={item.id}>
              <ResultCard
                item={item}
                searched={item.leasePrice !== null && item.salePrice === null ? "rent" : "sale"}
                currencyId={props.currencyId}
                layout="grid"
                headingLevel={3}
              />
            </li>
          ))}
        </ul>
      </section>
      <section className="container section">
        <h2>{t("home.regionsHeading")}</h2>
        <ul className="region-grid">
          {REGIONS.map((region) => (
            <li key={region.regionId} className="region-card">
              <h3>{t(`region.${region.regionId}`)}</h3>
              <div className="region-links">
                <PathLink to={`/${language}/property-search/sale/localityarea-a${region.areaId}`}>
                  {t("home.regionBuy", { region: t(`region.${region.regionId}`) })}
                </PathLink>
                <PathLink to={`/${language}/property-search/rent/localityarea-a${region.areaId}`}>
                  {t("home.regionRent", { region: t(`region.${region.regionId}`) })}
                </PathLink>
              </div>
            </li>
          ))}
        </ul>
      </section>
      {props.press.length > 0 ? (
        <section className="container section" aria-labelledby="press-heading">
          <h2 id="press-heading">{t("home.pressHeading")}</h2>
          <ul className="article-list">
            {props.press.map((article) => (
              <li key={article.slug} className="article-card">
                <img src={article.image} alt="" width={320} height={200} loading="lazy" />
                <div>
                  <time dateTime={article.publishedAt} className="muted">
                    {formatDate(new Date(article.publishedAt))}
                  </time>
                  <h3 className="article-card-title">
                    <PathLink to={articlePath(language, article)}>{article.title}</PathLink>
                  </h3>
                  <p>{article.summary}</p>
                </div>
              </li>
            ))}
          </ul>
          <PathLink to={`/${language}/property-news`}>{t("home.pressAll")}</PathLink>
        </section>
      ) : null}
      <section className="container section">
        <h2>{t("home.whyHeading")}</h2>
        <ul className="feature-grid">
          <li>
            <h3>{t("home.whySaleable")}</h3>
            <p>{t("home.whySaleableText")}</p>
          </li>
          <li>
            <h3>{t("home.whyTransactions")}</h3>
            <p>{t("home.whyTransactionsText")}</p>
          </li>
          <li>
            <h3>{t("home.whyLanguages")}</h3>
            <p>{t("home.whyLanguagesText")}</p>
          </li>
        </ul>
      </section>
    </>
  );
}
