// The transactions service against plain SQL written the obvious way (a
// join of transactions and buildings, filtered on the joined columns): a
// page of each kind of place's transactions with its total, with and
// without one building left out, in the three languages and currencies; the
// transaction page's filter; the price per square foot by quarter.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import { createTransactionsService, type TransactionsService } from "../../../src/server/services/transactions/transactions-service.ts";
import { TRANSACTION_SCOPE_KINDS, type TransactionScope, type TransactionScopeKind } from "../../../src/domain/places/place-kinds.ts";
import { CURRENCY_ID, convertFromHkd } from "../../../src/domain/money/currency.ts";

let db: Database;
let service: TransactionsService;
/** Per kind: a place with many transactions and one with few, and a building of each. */
const places = new Map<TransactionScopeKind, { id: number; buildingId: number }[]>();

/** The column of `buildings` (joined as b) that names each kind of place. */
const COLUMN: Record<TransactionScopeKind, string> = {
  building: "b.id",
  block: "b.block_id",
  phase: "b.phase_id",
  estate: "b.estate_id",
  district: "b.district_id",
};
const SUFFIX = { 1: "en", 2: "zh_hk", 3: "zh_cn" } as const;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 2000, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
  service = createTransactionsService(db);
  for (const kind of TRANSACTION_SCOPE_KINDS) {
    const rows = await db.query<{ id: number; building_id: number; n: number }>(
      `select ${COLUMN[kind]} as id, min(b.id) as building_id, count(*) as n from transactions t join buildings b on b.id = t.building_id
       where ${COLUMN[kind]} is not null group by 1 order by count(*) desc, 1`,
    );
    places.set(
      kind,
      [rows[0]!, rows[rows.length - 1]!].map((r) => ({ id: r.id, buildingId: r.building_id })),
    );
  }
});

afterAll(async () => {
  await db?.close();
});

async function oracle(kind: TransactionScopeKind, id: number, except: number | null, lang: 1 | 2 | 3, page: number) {
  const where = `${COLUMN[kind]} = $1${except === null ? "" : " and t.building_id <> $2"}`;
  const params = except === null ? [id] : [id, except];
  const rows = await db.query<{ id: number; building: string; price: number }>(
    `select t.id, b.name_${SUFFIX[lang]} as building, t.price from transactions t join buildings b on b.id = t.building_id where ${where}
     order by t.transacted_on desc, t.id desc limit 10 offset ${(page - 1) * 10}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*) as n from transactions t join buildings b on b.id = t.building_id where ${where}`,
    params,
  );
  return { rows, total: Number(count!.n) };
}

describe("transactions of a place", () => {
  it("has places of every kind with transactions", () => {
    for (const kind of TRANSACTION_SCOPE_KINDS) expect(places.get(kind)).toHaveLength(2);
  });

  it.each(TRANSACTION_SCOPE_KINDS)("pages a %s's transactions with their total as SQL does", async (kind) => {
    for (const place of places.get(kind)!) {
      const scope: TransactionScope = { kind, id: place.id };
      for (const except of kind === "building" ? [null] : [null, place.buildingId]) {
        for (const lang of [1, 2, 3] as const) {
          for (const page of [1, 2, 50]) {
            const expected = await oracle(kind, place.id, except, lang, page);
            const got = await service.pageOfPlace(scope, page, { currencyId: CURRENCY_ID.USD, languageId: lang }, except ?? undefined);
            expect(got.items.map((t) => [t.id, t.building, t.price])).toEqual(
              expected.rows.map((r) => [r.id, r.building, Math.round(convertFromHkd(Number(r.price), CURRENCY_ID.USD))]),
            );
            expect(got.pager).toEqual({ currentPage: page, totalPages: Math.ceil(expected.total / 10), totalItems: expected.total });
          }
        }
      }
    }
  });

  it.each(TRANSACTION_SCOPE_KINDS)("averages a %s's price per square foot by quarter as SQL does", async (kind) => {
    const { id } = places.get(kind)![0]!;
    const expected = await db.query<{ quarter: string; kind: number; n: number }>(
      `select to_char(date_trunc('quarter', t.transacted_on), 'YYYY-"Q"Q') as quarter, t.kind, count(*) as n
       from transactions t join buildings b on b.id = t.building_id where ${COLUMN[kind]} = $1 group by 1, 2 order by 1, 2`,
      [id],
    );
    const got = await service.quarters({ kind, id });
    expect(got.map((q) => [q.quarter, q.kind, Number(q.transactions)])).toEqual(expected.map((q) => [q.quarter, q.kind, Number(q.n)]));
  });
});

describe("the transaction page's filter", () => {
  it.each([
    { districtId: null, building: "", kind: null },
    { districtId: null, building: "", kind: "lease" },
    { districtId: 1, building: "", kind: "sale" },
    { districtId: null, building: "tower", kind: null },
    { districtId: null, building: "100%_", kind: null },
  ] as const)("finds what SQL finds for %o", async (filter) => {
    const clauses: string[] = [];
    const params: unknown[] = [];
    if (filter.districtId !== null) clauses.push(`t.district_id = $${params.push(filter.districtId)}`);
    if (filter.kind !== null) clauses.push(`t.kind = $${params.push(filter.kind === "sale" ? 1 : 2)}`);
    if (filter.building !== "") {
      // The reader's text as a literal substring of any of the three names.
      const p = params.push(filter.building.toLowerCase());
      clauses.push(`(strpos(lower(b.name_en), $${p}) > 0 or strpos(b.name_zh_hk, $${p}) > 0 or strpos(b.name_zh_cn, $${p}) > 0)`);
    }
    const where = clauses.length ? `where ${clauses.join(" and ")}` : "";
    const expected = await db.query<{ id: number; building: string }>(
      `select t.id, b.name_zh_hk as building from transactions t join buildings b on b.id = t.building_id ${where}
       order by t.transacted_on desc, t.id desc limit 20 offset 20`,
      params,
    );
    const [count] = await db.query<{ n: number }>(
      `select count(*) as n from transactions t join buildings b on b.id = t.building_id ${where}`,
      params,
    );
    const got = await service.filtered(filter, 2, { currencyId: CURRENCY_ID.HKD, languageId: 2 });
    expect(got.items.map((t) => [t.id, t.building])).toEqual(expected.map((r) => [r.id, r.building]));
    const total = Math.min(Number(count!.n), 1000);
    expect(got.pager).toEqual({ currentPage: 2, totalPages: Math.ceil(total / 20), totalItems: total });
    expect(got.capped).toBe(Number(count!.n) >= 1000);
  });
});
