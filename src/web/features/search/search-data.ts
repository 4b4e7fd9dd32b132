import type { SearchQuery } from "../../../domain/search/query.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { Pager } from "../../../server/services/search/search-service.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";
import type { PlaceTree } from "./place-tree.ts";

/** What the search route's loader gives the page (and load more fetches). */
export type SearchPageData = {
  query: SearchQuery;
  path: string;
  pager: Pager;
  properties: ResultItem[];
  places: PlaceTree;
  currencyId: CurrencyId;
  /** Tile URL template for the map view, null for the offline base layer only. */
  mapTileUrl: string | null;
};
