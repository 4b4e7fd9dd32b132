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
  /** The exact number of listings the filters match, for the filter panel's "Show N Results". */
  count(request: SearchCountRequest): Promise<number>;
  /** Result items for these ids in the given order; off-market ones come back with isAvaliable false, unknown ids are left out. */
  byIds(request: PropertiesByIdsRequest, languageId?: number): Promise<PropertyById[]>;
}

/** Pages and exact totals come from the in-memory listing index; the cards from the database through a cache. */
export function createSearchService(index: ListingIndex, cards: ListingCards, keywords: KeywordBuildings, now: () => Date = () => new Date()): SearchService {
  return {
    async search(request, currencyId) {
      const filters = await resolveSearchFilters(request, keywords);
      const languageId = request.languageId || 1;
      const offset = (request.pageNumber - 1) * request.pageSize;
      const { ids, total } = await index.search(filters, { sortBy: request.sortBy, orderBy: request.orderBy, languageId }, offset, request.pageSize);
      const rows = await cards.rows(ids, languageId);
      const options = {
        currencyId: currencyId ?? (request.currencyId as CurrencyId),
        languageId,
        sizeType: request.sizeType,
        preferRent: request.listingTypeId === 2,
        now: now(),
      };
      return {
        pager: { currentPage: request.pageNumber, totalPages: Math.ceil(total / request.pageSize), totalItems: total },
        properties: rows.map((row) => presentResultItem(row, options)),
      };
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
