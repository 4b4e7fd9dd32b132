// Reads for the property transaction page (66): recent registered sales and
// leases across Hong Kong, filtered by district, building name and kind, and
// the district list its filter offers.
import type { Queryable } from "../../db/client.ts";
import type { TransactionRow } from "../listing-detail/listing-detail-queries.ts";

export type TransactionFilterSql = { districtId: number | null; building: string; kind: 1 | 2 | null };

/**
 * Counting every transaction in Hong Kong on each request would be a full
 * scan at a million rows; nobody pages past the first few hundred, so the
 * count stops at `cap` and the pager ends there.
 */
export async function filteredTransactions(
  db: Queryable, filter: TransactionFilterSql, n: string, page: number, pageSize: number, cap: number,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const params: unknown[] = [];
  const clauses: string[] = [];
  if (filter.districtId !== null) clauses.push(`t.district_id = $${params.push(filter.districtId)}`);
  if (filter.kind !== null) clauses.push(`t.kind = $${params.push(filter.kind)}`);
  if (filter.building !== "") {
    // A substring of the name in any language; % and _ typed by the reader are literal.
    const like = `%${filter.building.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const p = params.push(like);
    clauses.push(`t.building_id in (select id from buildings where name_en ilike $${p} or name_zh_hk like $${p} or name_zh_cn like $${p})`);
  }
  const where = clauses.length > 0 ? `where ${clauses.join(" and ")}` : "";
  const limit = params.length + 1;
  const [rows, [count]] = await Promise.all([
    db.query<TransactionRow>(
      `select t.id, t.kind, t.transacted_on, t.floor_level, t.flat, t.saleable_size, t.gross_size, t.price, t.ppsf_saleable, t.ppsf_gross,
         t.building_id, b.name_${n} as building_name
       from transactions t join buildings b on b.id = t.building_id ${where}
       order by t.transacted_on desc, t.id desc limit $${limit} offset $${limit + 1}`,
      [...params, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number | string }>(`select count(*) as n from (select 1 from transactions t ${where} limit $${limit}) capped`, [...params, cap]),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export type DistrictRow = { id: number; region_id: number; name_en: string; name_zh_hk: string; name_zh_cn: string };

/** Every district, for the transaction page's district filter. */
export const districtList = (db: Queryable) =>
  db.query<DistrictRow>("select id, region_id, name_en, name_zh_hk, name_zh_cn from districts order by region_id, name_en");

