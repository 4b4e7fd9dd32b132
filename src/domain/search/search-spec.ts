// A search in domain terms, decided once from what arrived (an API request
// or a results URL's query): what it matches, in which order, which page,
// and how its cards are shown. Services take this, never a request.
import type { SearchQueryRequest } from "../contracts/search-query-request.ts";
import type { CurrencyId } from "../money/currency.ts";
import type { SizeType } from "../money/size.ts";
import type { SearchQuery } from "./query.ts";
import { toSearchRequest } from "./request.ts";
import { searchFilters, type SearchFilters } from "./search-filters.ts";
import type { SortField } from "./sort.ts";

/** The order of results; name sorts follow the language. */
export type SearchOrder = { sortBy: SortField; orderBy: "asc" | "desc"; languageId: number };

export type SearchSpec = { filters: SearchFilters; order: SearchOrder; pageNumber: number; pageSize: number };

/** How result cards are shown: prices in a currency, names in a language, sizes on a basis. */
export type CardPresentation = { currencyId: CurrencyId; languageId: number; sizeType: SizeType };

/** The search a validated request asks for and how it wants its cards (language 0 reads as English). */
export function searchSpecOf(request: SearchQueryRequest): { spec: SearchSpec; presentation: CardPresentation } {
  const languageId = request.languageId || 1;
  return {
    spec: {
      filters: searchFilters(request),
      order: { sortBy: request.sortBy, orderBy: request.orderBy, languageId },
      pageNumber: request.pageNumber,
      pageSize: request.pageSize,
    },
    presentation: { currencyId: request.currencyId, languageId, sizeType: request.sizeType },
  };
}

/** The search of a results page's query (see url.ts), as the API would receive it. */
export const searchSpecOfQuery = (query: SearchQuery) => searchSpecOf(toSearchRequest(query));
