// Search use-cases: a page of result items with an exact total, the count
// alone ("Show N Results"), and result items by id (saved and recently
// viewed lists).
import type { SearchQueryRequest } from "../../../domain/contracts/search-query-request.ts";
import type { SearchCountRequest } from "../../../domain/contracts/search-count-request.ts";
import type { PropertiesByIdsRequest } from "../../../domain/contracts/properties-by-ids-request.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { resolveSearchFilters } from "./resolve-filters.ts";
import type { KeywordBuildings } from "./keyword-buildings.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import type { ListingCards } from "./listing-cards.ts";
import { presentResultItem, type ResultItem } from "./result-item.ts";

export type Pager = { currentPage: number; totalPages: number; totalItems: number };
export type SearchResult = { pager: Pager; properties: ResultItem[] };
export type PropertyById = ResultItem & { isAvaliable: boolean };

export interface SearchService {
  /** One page of results (page size from the request, 24 by default) with the exact total; prices in `currencyId` (default: the request's). */
  search(request: SearchQueryRequest, currencyId?: CurrencyId): Promise<SearchResult>;
  /** The same answer as search(), as JSON bytes: each card's JSON is kept with its card row and reused. */
  searchJson(request: SearchQueryRequest): Promise<Buffer>;
  /** The exact number of listings the filters match, for the filter panel's "Show N Results". */
  count(request: SearchCountRequest): Promise<number>;
  /** Result items for these ids in the given order; off-market ones come back with isAvaliable false, unknown ids are left out. */
  byIds(request: PropertiesByIdsRequest, languageId?: number): Promise<PropertyById[]>;
}

const COMMA = Buffer.from(",");
const CLOSE = Buffer.from("]}");

/** Pages and exact totals come from the in-memory listing index; the cards from the database through a cache. */
export function createSearchService(index: ListingIndex, cards: ListingCards, keywords: KeywordBuildings, now: () => Date = () => new Date()): SearchService {
  const page = async (request: SearchQueryRequest, currencyId: CurrencyId) => {
    const filters = await resolveSearchFilters(request, keywords);
    const languageId = request.languageId || 1;
    const offset = (request.pageNumber - 1) * request.pageSize;
    const { ids, total } = await index.search(filters, { sortBy: request.sortBy, orderBy: request.orderBy, languageId }, offset, request.pageSize);
    const options = { currencyId, languageId, sizeType: request.sizeType, preferRent: request.listingTypeId === 2, now: now() };
    const pager: Pager = { currentPage: request.pageNumber, totalPages: Math.ceil(total / request.pageSize), totalItems: total };
    return { ids, pager, options };
  };
  return {
    async search(request, currencyId) {
      const { ids, pager, options } = await page(request, currencyId ?? (request.currencyId as CurrencyId));
      const rows = await cards.rows(ids, options.languageId);
      return { pager, properties: rows.map((row) => presentResultItem(row, options)) };
    },
    async searchJson(request) {
      const { ids, pager, options } = await page(request, request.currencyId as CurrencyId);
      // Everything presentResultItem reads besides the row and the language.
      const variant = `${options.currencyId}:${options.sizeType}:${options.preferRent}:${options.now.getUTCFullYear()}`;
      const items = await cards.derived(ids, options.languageId, variant, (row) => Buffer.from(JSON.stringify(presentResultItem(row, options))));
      const parts = [Buffer.from(`{"pager":${JSON.stringify(pager)},"properties":[`)];
      items.forEach((item, i) => parts.push(...(i > 0 ? [COMMA, item] : [item])));
      parts.push(CLOSE);
      return Buffer.concat(parts);
    },
    count: async (request) => index.count(await resolveSearchFilters(request, keywords)),
    async byIds(request, languageId = 1) {
      const ids = [...new Set(request.PropertyListingIds)];
      const rows = await cards.rows(ids, languageId);
      const options = { currencyId: request.CurrencyType as CurrencyId, languageId, sizeType: "saleable" as const, preferRent: false, now: now() };
      return rows.map((row) => ({ ...presentResultItem(row, options), isAvaliable: row.available }));
    },
  };
}
