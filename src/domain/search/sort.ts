// Sort fields of the search query. Two naming sets exist in the spec
// (netsize/saleablesize, district/localityname); the first set is canonical
// (URL `sortby-` and query), the second is accepted as an alias.
//
// Server sort numbers 0–11: the spec lists the fields (quality, price, price
// per sqft, net size, district, name, update date) but not the numbering.
// Our documented mapping: quality is descending only, update date newest
// first only, and the other five fields take an ascending/descending pair in
// the listed order. Gross size has no number (sent by name only).
import type { SortOrder } from "../listing/enums.ts";

export const SORT_FIELDS = ["qualityscore", "price", "netsize", "grosssize", "district", "name", "updateddate", "pricepersqft"] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const SORT_FIELD_ALIASES: Readonly<Record<string, SortField>> = {
  saleablesize: "netsize",
  localityname: "district",
};

export type Sort = { sortBy: SortField; orderBy: SortOrder };
export const DEFAULT_SORT: Sort = { sortBy: "qualityscore", orderBy: "desc" };

export function parseSortField(text: string): SortField | null {
  const lower = text.toLowerCase();
  if ((SORT_FIELDS as readonly string[]).includes(lower)) return lower as SortField;
  return SORT_FIELD_ALIASES[lower] ?? null;
}
