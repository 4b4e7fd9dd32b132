// Reads of registered transactions: a page of one place's (a building, the
// buildings of a block, phase or estate, or a district), a page of those
// the transaction page's filter picks, and a place's average price per
// square foot by quarter. Every page is newest first, carries its
// building's name in the three languages (so one read serves every
// language) and is picked before any building is joined to it, so a
// district's transactions are not hash-joined to every building.
import type { Queryable } from "../client.ts";
import type { transactions } from "../schema/transactions.ts";
import type { NameTriple } from "../../../domain/i18n/languages.ts";
import type { TransactionScope, TransactionScopeKind } from "../../../domain/places/place-kinds.ts";

/** A transaction as the schema has it, with its building's names. */
export type NamedTransaction = Pick<
  typeof transactions.$inferSelect,
  | "id"
  | "kind"
  | "transactedOn"
  | "floorLevel"
  | "flat"
  | "saleableSize"
  | "grossSize"
  | "price"
  | "ppsfSaleable"
  | "ppsfGross"
  | "buildingId"
> & { buildingNames: NameTriple };
export type TransactionRows = { rows: NamedTransaction[]; total: number };

/**
 * The transactions of each kind of place, as a clause over `t` alone with
 * the place's id as $1. Transactions carry their building's district, so a
 * district's are read through their own index rather than through every building's.
 */
const SCOPE: Record<TransactionScopeKind, string> = {
  building: "t.building_id = $1",
  block: "t.building_id in (select id from buildings where block_id = $1)",
  phase: "t.building_id in (select id from buildings where phase_id = $1)",
  estate: "t.building_id in (select id from buildings where estate_id = $1)",
  district: "t.district_id = $1",
};

/** The rows of a page picked by `where` (over `t`), as one JSON array, in the page's order. */
const namedPage = (where: string, limit: string, offset: string) =>
  `(select json_agg(json_build_object('id', p.id, 'kind', p.kind, 'transactedOn', p.transacted_on, 'floorLevel', p.floor_level, 'flat', p.flat,
      'saleableSize', p.saleable_size, 'grossSize', p.gross_size, 'price', p.price, 'ppsfSaleable', p.ppsf_saleable, 'ppsfGross', p.ppsf_gross,
      'buildingId', p.building_id, 'buildingNames', json_build_array(pb.name_en, pb.name_zh_hk, pb.name_zh_cn)) order by p.transacted_on desc, p.id desc)
    from (select t.* from transactions t ${where} order by t.transacted_on desc, t.id desc limit ${limit} offset ${offset}) p
    join buildings pb on pb.id = p.building_id)`;

/**
 * A page of the place's transactions with their total, in one round trip;
 * `exceptBuildingId` leaves one building's out (a listing's "other
 * transactions" of its estate or district).
 */
export async function scopedTransactions(
  db: Queryable,
  scope: TransactionScope,
  exceptBuildingId: number | null,
  page: number,
  pageSize: number,
): Promise<TransactionRows> {
  const where = exceptBuildingId === null ? `where ${SCOPE[scope.kind]}` : `where ${SCOPE[scope.kind]} and t.building_id <> $2`;
  const params: unknown[] = exceptBuildingId === null ? [scope.id] : [scope.id, exceptBuildingId];
  const [row] = await db.query<{ rows: NamedTransaction[] | null; total: number }>(
    `select (select count(*) from transactions t ${where}) as total,
       ${namedPage(where, `$${params.length + 1}`, `$${params.length + 2}`)} as rows`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  return { rows: row?.rows ?? [], total: Number(row?.total ?? 0) };
}

/** The transaction page's filter in the stored terms: kind 1 sale, 2 lease. */
type TransactionFilterRow = { districtId: number | null; building: string; kind: 1 | 2 | null };

/**
 * A page of the transactions across Hong Kong that the filter picks.
 * Counting every transaction on each request would be a full scan at a
 * million rows; nobody pages past the first few hundred, so the count stops
 * at `cap` and the pager ends there.
 */
export async function filteredTransactions(
  db: Queryable,
  filter: TransactionFilterRow,
  page: number,
  pageSize: number,
  cap: number,
): Promise<TransactionRows> {
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
  const next = params.length + 1;
  const [[page_], [count]] = await Promise.all([
    db.query<{ rows: NamedTransaction[] | null }>(`select ${namedPage(where, `$${next}`, `$${next + 1}`)} as rows`, [
      ...params,
      pageSize,
      (page - 1) * pageSize,
    ]),
    db.query<{ n: number }>(`select count(*) as n from (select 1 from transactions t ${where} limit $${next}) capped`, [...params, cap]),
  ]);
  return { rows: page_?.rows ?? [], total: Number(count?.n ?? 0) };
}

export type QuarterRow = { quarter: string; kind: number; transactions: number; ppsf_saleable: number; ppsf_gross: number };

/** Average price per sq ft of the place's transactions by quarter, sales and leases apart, oldest first. */
export function pricePerSqftByQuarter(db: Queryable, scope: TransactionScope): Promise<QuarterRow[]> {
  return db.query<QuarterRow>(
    `select to_char(date_trunc('quarter', t.transacted_on), 'YYYY-"Q"Q') as quarter, t.kind, count(*) as transactions,
       round(avg(t.ppsf_saleable)::numeric, 2) as ppsf_saleable, round(avg(t.ppsf_gross)::numeric, 2) as ppsf_gross
     from transactions t where ${SCOPE[scope.kind]}
     group by 1, 2 order by 1, 2`,
    [scope.id],
  );
}
