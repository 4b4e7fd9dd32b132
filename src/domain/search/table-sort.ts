// Column sorting of result tables (result page, agent profile): default
// quality score descending; clicking the active column flips the order;
// clicking another column starts it ascending (spec silent, our choice);
// switching sale ↔ rent moves a price column between sale and lease price.
import type { SortOrder } from "../listing/enums.ts";

export const TABLE_SORT_COLUMNS = [
  "qualityscore",
  "name",
  "saleprice",
  "leaseprice",
  "netsize",
  "grosssize",
  "bed",
  "bath",
  "updateddate",
] as const;
export type TableSortColumn = (typeof TABLE_SORT_COLUMNS)[number];

export type TableSort = { column: TableSortColumn; order: SortOrder };
export const DEFAULT_TABLE_SORT: TableSort = { column: "qualityscore", order: "desc" };

export function clickColumn(current: TableSort, column: TableSortColumn): TableSort {
  if (current.column === column) return { column, order: current.order === "asc" ? "desc" : "asc" };
  return { column, order: "asc" };
}

export function switchPurpose(current: TableSort, purpose: "sale" | "rent"): TableSort {
  if (purpose === "rent" && current.column === "saleprice") return { ...current, column: "leaseprice" };
  if (purpose === "sale" && current.column === "leaseprice") return { ...current, column: "saleprice" };
  return current;
}
