// Search use-cases: a page of result items with an exact total, the count
// alone ("Show N Results"), and result items by id (saved and recently
// viewed lists). Each takes the search in domain terms (see
// domain/search/search-spec.ts); the cards are presented in a second step
// by the card presenter (result-item.ts).
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { SearchFilters } from "../../../domain/search/search-filters.ts";
import type { CardPresentation, SearchSpec } from "../../../domain/search/search-spec.ts";
import { pagerOf, type Pager } from "../../../domain/util/pager.ts";
import { resolveSearchFilters } from "./resolve-filters.ts";
import type { KeywordBuildings } from "./keyword-buildings.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import type { ListingCards } from "./listing-cards.ts";
import { presentResultItem, type ResultItem } from "./result-item.ts";

export type { Pager };
export type SearchResult = { pager: Pager; properties: ResultItem[] };
export type PropertyById = ResultItem & { isAvaliable: boolean };

export interface SearchService {
  /** One page of results with the exact total, presented. */
  search(spec: SearchSpec, presentation: CardPresentation): Promise<SearchResult>;
  /** The same answer as search(), as JSON bytes: each card's JSON is kept with its card row and reused. */
  searchJson(spec: SearchSpec, presentation: CardPresentation): Promise<Buffer>;
  /** The exact number of listings the filters match, for the filter panel's "Show N Results". */
  count(filters: SearchFilters): Promise<number>;
  /** Result items for these ids in the given order; off-market ones come back with isAvaliable false, unknown ids are left out. */
  byIds(ids: readonly number[], presentation: { currencyId: CurrencyId; languageId: number }): Promise<PropertyById[]>;
  /**
   * The cards of these ids (unknown ids left out), each with its JSON left open for the caller's own
   * fields (no closing brace, no isSaved): kept with the card row like searchJson's, so a list of
   * saved listings is answered without presenting or serialising its cards again.
   */
  openCards(ids: readonly number[], presentation: { currencyId: CurrencyId; languageId: number }): Promise<OpenCard[]>;
}

export type OpenCard = { item: Omit<ResultItem, "isSaved">; open: Buffer };

const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]}");

/** Pages and exact totals come from the in-memory listing index; the cards from the database through a cache. */
export function createSearchService(
  index: ListingIndex,
  cards: ListingCards,
  keywords: KeywordBuildings,
  now: () => Date = () => new Date(),
): SearchService {
  /** The use-case: which listings, in order, and how many. */
  const page = async (spec: SearchSpec) => {
    const filters = await resolveSearchFilters(spec.filters, keywords);
    const offset = (spec.pageNumber - 1) * spec.pageSize;
    const { ids, total } = await index.search(filters, spec.order, offset, spec.pageSize);
    return { ids, pager: pagerOf(spec.pageNumber, total, spec.pageSize) };
  };
  /** What the card presenter needs besides the row; a rent search shows rents first. */
  const presenting = (spec: SearchSpec, p: CardPresentation) => ({
    ...p,
    preferRent: spec.filters.priceColumn === "rent_price",
    now: now(),
  });
  return {
    async search(spec, presentation) {
      const { ids, pager } = await page(spec);
      const options = presenting(spec, presentation);
      const rows = await cards.rows(ids, options.languageId);
      return { pager, properties: rows.map((row) => presentResultItem(row, options)) };
    },
    async searchJson(spec, presentation) {
      const { ids, pager } = await page(spec);
      const options = presenting(spec, presentation);
      // Everything presentResultItem reads besides the row and the language.
      const variant = `${options.currencyId}:${options.sizeType}:${options.preferRent}:${options.now.getUTCFullYear()}`;
      const items = await cards.derived(ids, options.languageId, variant, (row) =>
        Buffer.from(JSON.stringify(presentResultItem(row, options))),
      );
      const parts = [Buffer.from(`{"pager":${JSON.stringify(pager)},"properties":[`)];
      items.forEach((item, i) => parts.push(...(i > 0 ? [COMMA, item] : [item])));
      parts.push(CLOSE);
      return Buffer.concat(parts);
    },
    count: async (filters) => index.count(await resolveSearchFilters(filters, keywords)),
    async byIds(ids, { currencyId, languageId }) {
      const rows = await cards.rows([...new Set(ids)], languageId);
      const options = { currencyId, languageId, sizeType: "saleable" as const, preferRent: false, now: now() };
      return rows.map((row) => ({ ...presentResultItem(row, options), isAvaliable: row.available }));
    },
    async openCards(ids, { currencyId, languageId }) {
      const options = { currencyId, languageId, sizeType: "saleable" as const, preferRent: false, now: now() };
      const variant = `open:${currencyId}:${options.now.getUTCFullYear()}`;
      return cards.derived([...new Set(ids)], languageId, variant, (row) => {
        const { isSaved: _isSaved, ...item } = presentResultItem(row, options);
        return { item, open: Buffer.from(JSON.stringify(item).slice(0, -1)) };
      });
    },
  };
}
