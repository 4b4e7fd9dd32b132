// List-view column headers ↔ the query's sort. The domain's table rules
// decide the direction (clicking the active column flips it, another column
// starts ascending); the query has one price field for sale and rent, so the
// sale/lease price column maps to "price" and follows a purpose switch.
import { clickColumn, DEFAULT_TABLE_SORT, switchPurpose, type TableSort, type TableSortColumn } from "../../../domain/search/table-sort.ts";
import type { Sort, SortField } from "../../../domain/search/sort.ts";
import { sortOptionFor } from "../../../domain/search/sort-options.ts";

export const LIST_COLUMNS: readonly { column: TableSortColumn; field: SortField }[] = [
  { column: "saleprice", field: "price" },
  { column: "netsize", field: "netsize" },
  { column: "grosssize", field: "grosssize" },
  { column: "name", field: "name" },
  { column: "updateddate", field: "updateddate" },
];

const FIELD_OF: Partial<Record<TableSortColumn, SortField>> = {
  saleprice: "price",
  leaseprice: "price",
  netsize: "netsize",
  grosssize: "grosssize",
  name: "name",
  updateddate: "updateddate",
  qualityscore: "qualityscore",
};

export function tableSortOf(sort: Sort, purpose: "sale" | "rent"): TableSort {
  const column = (Object.keys(FIELD_OF) as TableSortColumn[]).find((c) => FIELD_OF[c] === sort.sortBy) ?? DEFAULT_TABLE_SORT.column;
  return switchPurpose({ column, order: sort.orderBy }, purpose);
}

/** The filter's sort key after clicking a column header. */
export function sortKeyAfterClick(current: Sort, purpose: "sale" | "rent", column: TableSortColumn): string {
  const next = clickColumn(tableSortOf(current, purpose), column);
  return sortOptionFor({ sortBy: FIELD_OF[next.column] ?? "qualityscore", orderBy: next.order }).key;
}
