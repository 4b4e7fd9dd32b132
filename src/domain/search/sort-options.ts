// The sort options, default best match: the spec's 14 of the filter, offered
// by the page's one sort control (decision 0043), so every order a URL can
// carry can be chosen. The fields are fixed; the directions are our choice:
// both directions for every field except last updated (newest first).
import type { Sort } from "./sort.ts";

export type SortOption = { key: string } & Sort;

const o = (key: string, sortBy: Sort["sortBy"], orderBy: Sort["orderBy"]): SortOption => ({ key, sortBy, orderBy });

export const BEST_MATCH = o("bestMatch", "qualityscore", "desc");

export const SORT_OPTIONS: readonly SortOption[] = [
  BEST_MATCH,
  o("priceAsc", "price", "asc"),
  o("priceDesc", "price", "desc"),
  o("saleableSizeAsc", "netsize", "asc"),
  o("saleableSizeDesc", "netsize", "desc"),
  o("grossSizeAsc", "grosssize", "asc"),
  o("grossSizeDesc", "grosssize", "desc"),
  o("districtNameAsc", "district", "asc"),
  o("districtNameDesc", "district", "desc"),
  o("buildingNameAsc", "name", "asc"),
  o("buildingNameDesc", "name", "desc"),
  o("lastUpdated", "updateddate", "desc"),
  o("pricePerSqftAsc", "pricepersqft", "asc"),
  o("pricePerSqftDesc", "pricepersqft", "desc"),
];

export const DEFAULT_SORT_OPTION_KEY = BEST_MATCH.key;

/** The filter option matching a query sort; unknown pairs fall back to best match. */
export function sortOptionFor(sort: Sort): SortOption {
  return SORT_OPTIONS.find((x) => x.sortBy === sort.sortBy && x.orderBy === sort.orderBy) ?? BEST_MATCH;
}

export function sortOptionByKey(key: string): SortOption {
  return SORT_OPTIONS.find((x) => x.key === key) ?? BEST_MATCH;
}
