import { PathLink } from "../../ui/path-link.tsx";
import type { DistrictGuide, MenuPlace } from "../../../server/services/content/content-service.ts";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { languageIdFromCode } from "../../../domain/i18n/languages.ts";
import { districtPath } from "../../../domain/listing/listing-path.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { agentPath, articlePath, districtGuidePath } from "../../lib/content-paths.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";

/** A district's guide: what is on the market there, its busiest buildings, the agents who serve it, articles about it. */
export function DistrictGuidePage({ guide }: { guide: DistrictGuide }) {
  const { t, language } = useI18n();
  const { publicUrl } = useRootData();
  const languageId = languageIdFromCode(language);
  const search = (purpose: 1 | 2) => buildSearchPath(createSearchQuery({ languageId, listingTypeId: purpose, district: [guide.id] }));
  const building = (purpose: 1 | 2, b: MenuPlace) =>
    buildSearchPath(
      createSearchQuery({ languageId, listingTypeId: purpose, keyword: b.name, searchResultType: SUGGESTION_RESULT_TYPE.building }),
    );
  const title = t("content.districtGuide.title", { district: guide.name });
  const description = t("content.districtGuide.description", { district: guide.name, sale: guide.forSale, rent: guide.forRent });
  const alternates = {
    en: districtGuidePath("en", { id: guide.id, name: guide.names.en }),
    "zh-hk": districtGuidePath("zh-hk", { id: guide.id, name: guide.names["zh-hk"] }),
    "zh-cn": districtGuidePath("zh-cn", { id: guide.id, name: guide.names["zh-cn"] }),
  };
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: title,
    description,
    inLanguage: language,
    about: { "@type": "Place", name: guide.name },
    mainEntityOfPage: `${publicUrl}${alternates[language]}`,
    publisher: { "@type": "Organization", name: t("site.name"), url: publicUrl },
  };
  return (
    <article className="container page-narrow content-page">
      <PageMeta title={`${title} | ${t("site.name")}`} description={description} alternates={alternates} type="article" jsonLd={[jsonLd]} />
      <Breadcrumbs items={[{ label: t("content.guides.title"), to: `/${language}/property-guides` }, { label: title }]} />
      <h1>{title}</h1>
      <p className="lead">{description}</p>
      <p>
        <PathLink to={districtPath(language, guide.name, guide.id)}>
          {t("content.districtGuide.placePage", { district: guide.name })}
        </PathLink>
      </p>
      {([1, 2] as const).map((purpose) => (
        <section key={purpose} className="content-section" aria-labelledby={`guide-${purpose}`}>
          <h2 id={`guide-${purpose}`}>
            {t(purpose === 1 ? "content.districtGuide.forSale" : "content.districtGuide.forRent", {
              count: purpose === 1 ? guide.forSale : guide.forRent,
            })}
          </h2>
          <ul className="link-list">
            {(purpose === 1 ? guide.buildings.sale : guide.buildings.rent).map((b) => (
              <li key={b.id}>
                <PathLink to={building(purpose, b)}>{b.name}</PathLink> <span className="muted">({b.count})</span>
              </li>
            ))}
          </ul>
          <p>
            <PathLink to={search(purpose)}>
              {t(purpose === 1 ? "content.districtGuide.searchSale" : "content.districtGuide.searchRent", { district: guide.name })}
            </PathLink>
          </p>
        </section>
      ))}
      {guide.agents.length > 0 ? (
        <section className="content-section" aria-labelledby="guide-agents">
          <h2 id="guide-agents">{t("content.districtGuide.agents", { district: guide.name })}</h2>
          <ul className="link-list">
            {guide.agents.map((a) => (
              <li key={a.id}>
                <PathLink to={agentPath(language, a)}>{a.name}</PathLink> <span className="muted">{a.title}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {guide.articles.length > 0 ? (
        <section className="content-section" aria-labelledby="guide-articles">
          <h2 id="guide-articles">{t("content.districtGuide.articles")}</h2>
          <ul className="link-list">
            {guide.articles.map((a) => (
              <li key={a.slug}>
                <PathLink to={articlePath(language, a)}>{a.title}</PathLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="content-next">
        <PathLink to={`/${language}/property-guides`}>{t("content.allGuides")}</PathLink>
      </p>
    </article>
  );
}
