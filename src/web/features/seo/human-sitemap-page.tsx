import { PathLink } from "../../ui/path-link.tsx";
import { REGIONS } from "../../../domain/places/regions.ts";
import { districtPath, placePath } from "../../../domain/listing/listing-path.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { MORTGAGE_TOOLS, mortgageToolHref } from "../../lib/mortgage-tools.ts";
import type { Names } from "../../../domain/i18n/languages.ts";
import { nameIn } from "../../lib/localized-name.ts";

export type DirectoryEntry = {
  id: number;
  kind: "district" | "estate";
  regionId: number;
  districtId: number;
  names: Names;
  listings: number;
};

/** The human sitemap (/{lang}/sitemap): every section, every district by region, the busiest estates. */
export function HumanSitemapPage(props: { entries: DirectoryEntry[] }) {
  const { t, language } = useI18n();
  const districts = props.entries.filter((e) => e.kind === "district");
  const estates = props.entries.filter((e) => e.kind === "estate");
  return (
    <div className="container page-wide">
      <PageMeta title={`${t("seo.sitemapTitle")} | ${t("site.name")}`} description={t("seo.sitemapDescription")} />
      <Breadcrumbs items={[{ label: t("seo.sitemapTitle") }]} />
      <h1>{t("seo.sitemapTitle")}</h1>
      <div className="sitemap-grid">
        <section>
          <h2>{t("seo.sitemapSections")}</h2>
          <ul className="link-list">
            <li>
              <PathLink to={`/${language}/property-search/sale`}>{t("nav.buy")}</PathLink>
            </li>
            <li>
              <PathLink to={`/${language}/property-search/rent`}>{t("nav.rent")}</PathLink>
            </li>
            <li>
              <PathLink to={`/${language}/developments`}>{t("seo.developments")}</PathLink>
            </li>
            <li>
              <PathLink to={`/${language}/exclusive`}>{t("seo.exclusive")}</PathLink>
            </li>
            <li>
              <PathLink to={`/${language}/international`}>{t("seo.international")}</PathLink>
            </li>
            <li>
              <PathLink to={`/${language}/executive-listing`}>{t("seo.executive")}</PathLink>
            </li>
            <li>
              <PathLink to={`/${language}/property-transaction`}>{t("seo.transactions")}</PathLink>
            </li>
            <li>
              <PathLink to={`/${language}/property-agent-team`}>{t("nav.agents")}</PathLink>
            </li>
            <li>
              <PathLink to={`/${language}/about-us`}>{t("nav.aboutUs")}</PathLink>
            </li>
          </ul>
          <h2>{t("mortgage.hubTitle")}</h2>
          <ul className="link-list">
            {MORTGAGE_TOOLS.map((tool) => (
              <li key={tool.key}>
                <PathLink to={mortgageToolHref(language, tool.key)}>{t(`mortgage.tool.${tool.key}`)}</PathLink>
              </li>
            ))}
          </ul>
        </section>
        {REGIONS.map((region) => (
          <section key={region.regionId}>
            <h2>{t(`region.${region.regionId}`)}</h2>
            <ul className="link-list">
              {districts
                .filter((d) => d.regionId === region.regionId)
                .map((d) => (
                  <li key={d.id}>
                    <PathLink to={districtPath(language, nameIn(d.names, language), d.id)}>{nameIn(d.names, language)}</PathLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
        <section className="sitemap-wide">
          <h2>{t("seo.sitemapEstates")}</h2>
          <ul className="link-list link-columns">
            {estates.map((e) => (
              <li key={e.id}>
                <PathLink to={placePath(language, "estate", nameIn(e.names, language), e.id)}>{nameIn(e.names, language)}</PathLink>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
