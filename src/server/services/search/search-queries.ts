// The two statements of a search: one page of ids in order, one exact count.
// They share the WHERE clause and run in parallel on separate connections.
import type { Queryable } from "../../db/client.ts";
import type { SortField } from "../../../domain/search/sort.ts";
import type { SearchFilters } from "./search-filters.ts";
import { createSqlParams } from "./sql-params.ts";
import { searchWhereSql } from "./search-where-sql.ts";
import { searchOrderSql } from "./search-order-sql.ts";

export type PageSpec = { sortBy: SortField; orderBy: "asc" | "desc"; languageId: number; limit: number; offset: number };

export async function searchPageIds(db: Queryable, f: SearchFilters, page: PageSpec): Promise<number[]> {
  const p = createSqlParams();
  const where = searchWhereSql(f, p);
  const order = searchOrderSql(page.sortBy, page.orderBy, f, page.languageId);
  const rows = await db.query<{ id: number }>(
    `select l.id from listings l ${order.joins} where ${where} order by ${order.orderBy} limit ${p.add(page.limit)} offset ${p.add(page.offset)}`,
    p.values,
  );
  return rows.map((r) => r.id);
}

export async function searchCount(db: Queryable, f: SearchFilters): Promise<number> {
  const p = createSqlParams();
  const [row] = await db.query<{ n: number }>(`select count(*) as n from listings l where ${searchWhereSql(f, p)}`, p.values);
  return Number(row?.n ?? 0);
}
