import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { LANGUAGE_CODES, pathInLanguage } from "../../lib/language-path.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { ResultCard } from "../../ui/result-card.tsx";
import { SearchIconSprite } from "../../ui/search-icons.tsx";
import type { CardPurpose } from "../../lib/card-format.ts";
import { pageHref, Pager } from "../../ui/pager.tsx";
import { COLLECTION_PAGE_PARAM } from "../../lib/page-param.ts";

export type ListingCollection = { items: ResultItem[]; total: number; page: number; totalPages: number };

/**
 * A fixed selection of listings as result cards, paged with links: the
 * exclusive (67) and executive (37) pages. Cards are the search results'
 * own, so a listing looks the same wherever it is met.
 */
export function ListingCollectionPage(props: {
  title: string;
  description: string;
  lead: string;
  collection: ListingCollection;
  currencyId: CurrencyId;
  purpose: CardPurpose;
  tabs?: ReactNode;
}) {
  const { t, language } = useI18n();
  const { collection } = props;
  const { pathname, search } = useLocation();
  // The query (purpose, page) is part of what the page shows, so it stays in the canonical and hreflang links.
  const alternates = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, `${pathInLanguage(pathname, code)}${search}`])) as Record<
    (typeof LANGUAGE_CODES)[number],
    string
  >;
  return (
    <div className="container page-wide listing-collection">
      <SearchIconSprite cardsOnly />
      <PageMeta
        title={`${props.title} | ${t("site.name")}`}
        description={props.description}
        noindex={collection.items.length === 0}
        alternates={alternates}
      />
      <Breadcrumbs items={[{ label: props.title }]} />
      <h1>{props.title}</h1>
      <p className="lead">{props.lead}</p>
      {props.tabs}
      <p className="muted" data-testid="collection-count">
        {t("listing.collectionCount", { count: collection.total })}
      </p>
      {collection.items.length === 0 ? (
        <p>
          {t("listing.collectionEmpty")}{" "}
          <Link to={`/${language}/property-search/${props.purpose}`}>{t(props.purpose === "rent" ? "nav.rent" : "nav.buy")}</Link>
        </p>
      ) : (
        <ul className="results-grid">
          {collection.items.map((item, index) => (
            <li key={item.id}>
              <ResultCard item={item} searched={props.purpose} currencyId={props.currencyId} layout="grid" eager={index < 2} />
            </li>
          ))}
        </ul>
      )}
      {collection.totalPages > 1 ? (
        <Pager
          page={collection.page}
          totalPages={collection.totalPages}
          hrefFor={(n) => pageHref(pathname, search, COLLECTION_PAGE_PARAM, n)}
          label={t("listing.collectionPager")}
          statusTestId="collection-page"
        />
      ) : null}
    </div>
  );
}
