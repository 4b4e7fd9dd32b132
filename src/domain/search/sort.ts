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

/** Every name of both naming sets, as the API accepts them. */
export const SORT_NAMES = [...SORT_FIELDS, ...(Object.keys(SORT_FIELD_ALIASES) as ["saleablesize", "localityname"])] as const;

// The server sort numbers, in the order the spec lists the fields.
const SERVER_SORTS: readonly Sort[] = [
  { sortBy: "qualityscore", orderBy: "desc" },
  { sortBy: "price", orderBy: "asc" },
  { sortBy: "price", orderBy: "desc" },
  { sortBy: "pricepersqft", orderBy: "asc" },
  { sortBy: "pricepersqft", orderBy: "desc" },
  { sortBy: "netsize", orderBy: "asc" },
  { sortBy: "netsize", orderBy: "desc" },
  { sortBy: "district", orderBy: "asc" },
  { sortBy: "district", orderBy: "desc" },
  { sortBy: "name", orderBy: "asc" },
  { sortBy: "name", orderBy: "desc" },
  { sortBy: "updateddate", orderBy: "desc" },
];
export const MAX_SORT_NUMBER = SERVER_SORTS.length - 1;

/** The field and direction of a server sort number 0–11, else null. */
export function sortOfNumber(n: number): Sort | null {
  return Number.isInteger(n) ? (SERVER_SORTS[n] ?? null) : null;
}

/**
 * A sort as given on the wire: a name of either set (the order as given), or
 * a server sort number, which names field and direction together.
 */
export function resolveSort(sortBy: string | number, orderBy: SortOrder): Sort | null {
  if (typeof sortBy === "number") return sortOfNumber(sortBy);
  const field = parseSortField(sortBy);
  return field ? { sortBy: field, orderBy } : null;
}

export function parseSortField(text: string): SortField | null {
  const lower = text.toLowerCase();
  if ((SORT_FIELDS as readonly string[]).includes(lower)) return lower as SortField;
  return SORT_FIELD_ALIASES[lower] ?? null;
}
