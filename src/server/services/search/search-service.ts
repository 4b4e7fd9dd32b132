// Search use-cases: a page of result items with an exact total, the count
// alone ("Show N Results"), and result items by id (saved and recently
// viewed lists).
import type { Queryable } from "../../db/client.ts";
import type { SearchQueryRequest } from "../../../domain/contracts/search-query-request.ts";
import type { SearchCountRequest } from "../../../domain/contracts/search-count-request.ts";
import type { PropertiesByIdsRequest } from "../../../domain/contracts/properties-by-ids-request.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { resolveSearchFilters } from "./resolve-filters.ts";
import type { KeywordBuildings } from "./keyword-buildings.ts";
import type { ReferenceNamesCache } from "./reference-names.ts";
import { searchCount, searchPageIds } from "./search-queries.ts";
import { listingCardRows } from "./listing-card-queries.ts";
import { presentResultItem, type ResultItem } from "./result-item.ts";
import { createTtlCache } from "./ttl-cache.ts";
import type { SearchFilters } from "./search-filters.ts";

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

/**
 * Totals are cached per distinct filter set for COUNT_CACHE_MS: a count over
 * every sale listing of a million is an index-only scan of most of an index
 * (~150 ms), and the same filter sets recur (presets, paging, the count
 * button then the search). Listings change by the minute, not the second.
 */
export const COUNT_CACHE_MS = 30_000;

export function createSearchService(db: Queryable, keywords: KeywordBuildings, names: ReferenceNamesCache, now: () => Date = () => new Date()): SearchService {
  const counts = createTtlCache<number>(COUNT_CACHE_MS, 5000);
  const countOf = (filters: SearchFilters) => counts.get(JSON.stringify(filters), () => searchCount(db, filters));
  return {
    async search(request, currencyId) {
      const filters = await resolveSearchFilters(request, keywords);
      const languageId = request.languageId || 1;
      const offset = (request.pageNumber - 1) * request.pageSize;
      const [ids, total] = await Promise.all([
        searchPageIds(db, filters, { sortBy: request.sortBy, orderBy: request.orderBy, languageId, limit: request.pageSize, offset }),
        countOf(filters),
      ]);
      const rows = await listingCardRows(db, names, ids, languageId);
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
    count: async (request) => countOf(await resolveSearchFilters(request, keywords)),
    async byIds(request, languageId = 1) {
      const ids = [...new Set(request.PropertyListingIds)];
      const rows = await listingCardRows(db, names, ids, languageId);
      const options = { currencyId: request.CurrencyType as CurrencyId, languageId, sizeType: "saleable" as const, preferRent: false, now: now() };
      return rows.map((row) => ({ ...presentResultItem(row, options), isAvaliable: row.available }));
    },
  };
}
