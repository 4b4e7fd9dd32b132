// Invariants of a seeded market, checked in the database itself (PGlite, or
// PostgreSQL with TEST_DATABASE_URL): the same rows the app will read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../tests/integration/db.ts";
import type { Database } from "../client.ts";
import { distanceKm, isOnLand } from "./geo.ts";
import { collectReport, formatReport } from "./report.ts";
import { isMarketSeeded, resetMarket, seedMarket } from "./seed-market.ts";

const NOW = new Date("2026-01-15T00:00:00Z");
const OPTIONS = { listings: 2000, seed: 11, now: NOW };

/** A digest of the generated rows: equal digests mean equal ids and contents. */
async function digest(db: Database): Promise<string> {
  const [row] = await db.query<{ listings: string; buildings: string; photos: string; transactions: string }>(`select
    (select md5(string_agg(concat_ws('|', id, reference_id, building_id, sale_price, rent_price, saleable_size, gross_size, listed_at), ',' order by id)) from listings) as listings,
    (select md5(string_agg(concat_ws('|', id, name_en, lat, lng, district_id, block_id), ',' order by id)) from buildings) as buildings,
    (select md5(string_agg(concat_ws('|', listing_id, position, image_key), ',' order by listing_id, position)) from listing_photos) as photos,
    (select md5(string_agg(concat_ws('|', id, building_id, price), ',' order by id)) from transactions) as transactions`);
  return JSON.stringify(row);
}

let db: Database;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, OPTIONS);
});

afterAll(async () => {
  await db?.close();
});

describe("seeded market", () => {
  it("is marked as seeded", async () => {
    expect(await isMarketSeeded(db)).toBe(true);
    const [row] = await db.query<{ n: number }>("select count(*) as n from listings");
    expect(Number(row?.n)).toBe(2000);
  });

  it("never has a saleable area above the gross area", async () => {
    const [row] = await db.query<{ n: number }>(
      "select count(*) as n from listings where saleable_size > gross_size or saleable_size <= 0",
    );
    expect(Number(row?.n)).toBe(0);
  });

  it("prices every listing for its purpose", async () => {
    const [row] = await db.query<{ n: number }>(`select count(*) as n from listings where
      (purpose in (1, 3) and not coalesce(sale_price > 0, false)) or (purpose in (2, 3) and not coalesce(rent_price > 0, false))
      or (purpose = 1 and rent_price is not null) or (purpose = 2 and sale_price is not null) or purpose not in (1, 2, 3)`);
    expect(Number(row?.n)).toBe(0);
  });

  it("places every building on land and in its district", async () => {
    const rows = await db.query<{ name_en: string; lat: number; lng: number; dlat: number; dlng: number; radius_km: number }>(
      "select b.name_en, b.lat, b.lng, d.lat as dlat, d.lng as dlng, d.radius_km from buildings b join districts d on d.id = b.district_id",
    );
    expect(rows.length).toBeGreaterThan(3000);
    const offLand = rows.filter((b) => !isOnLand(b.lat, b.lng)).map((b) => b.name_en);
    const outside = rows.filter((b) => distanceKm(b.lat, b.lng, b.dlat, b.dlng) > b.radius_km + 1e-6).map((b) => b.name_en);
    expect(offLand).toEqual([]);
    expect(outside).toEqual([]);
  });

  it("gives listings the coordinates and district of their building", async () => {
    const [row] = await db.query<{ n: number }>(
      "select count(*) as n from listings l join buildings b on b.id = l.building_id where l.lat <> b.lat or l.lng <> b.lng or l.district_id <> b.district_id",
    );
    expect(Number(row?.n)).toBe(0);
  });

  it("never reuses a reference id", async () => {
    const [row] = await db.query<{ n: number; d: number }>("select count(*) as n, count(distinct reference_id) as d from listings");
    expect(Number(row?.d)).toBe(Number(row?.n));
  });

  it("keeps price history ending at the current asking price", async () => {
    const [row] = await db.query<{
      n: number;
      bad: number;
    }>(`select count(*) as n, count(*) filter (where h.new_price <> case h.purpose when 1 then l.sale_price else l.rent_price end) as bad
      from price_history h join listings l on l.id = h.listing_id
      where h.seq = (select max(seq) from price_history x where x.listing_id = h.listing_id)`);
    expect(Number(row?.n)).toBeGreaterThan(0);
    expect(Number(row?.bad)).toBe(0);
  });

  it("has no transaction from before its building was completed", async () => {
    const [row] = await db.query<{ n: number; early: number }>(`select count(*) as n,
      count(*) filter (where extract(year from t.transacted_on) < b.built_year) as early
      from transactions t join buildings b on b.id = t.building_id`);
    expect(Number(row?.n)).toBeGreaterThan(0);
    expect(Number(row?.early)).toBe(0);
  });

  it("has transactions consistent with asking prices", async () => {
    const [row] = await db.query<{ tx: number; asking: number }>(`select
      (select percentile_cont(0.5) within group (order by ppsf_saleable) from transactions where kind = 1 and transacted_on >= '2025-01-01') as tx,
      (select percentile_cont(0.5) within group (order by sale_ppsf_saleable) from listings where sale_price is not null) as asking`);
    const ratio = Number(row?.tx) / Number(row?.asking);
    expect(ratio).toBeGreaterThan(0.8);
    expect(ratio).toBeLessThan(1.25);
  });

  it("seeds agents with licences, offices, testimonials and three-language articles", async () => {
    const [row] = await db.query<{
      agents: number;
      bad_licence: number;
      offices: number;
      testimonials: number;
      translations: number;
    }>(`select
      (select count(*) from agents) as agents,
      (select count(*) from agents where licence_no !~ '^[ES]-[0-9]{6}$') as bad_licence,
      (select count(*) from offices) as offices,
      (select count(*) from agent_testimonials) as testimonials,
      (select count(*) from article_translations) as translations`);
    expect(Number(row?.agents)).toBeGreaterThan(100);
    expect(Number(row?.bad_licence)).toBe(0);
    expect(Number(row?.offices)).toBeGreaterThan(5);
    expect(Number(row?.testimonials)).toBeGreaterThan(50);
    expect(Number(row?.translations)).toBe(18);
  });

  it("reports distributions", async () => {
    const text = formatReport(await collectReport(db));
    expect(text).toContain("Listings: 2000");
    expect(text).toContain("Sale price (HKD)");
    expect(text).toContain("Central");
  });

  it("reseeds to identical rows with the same seed, and differently with another", async () => {
    const first = await digest(db);
    await resetMarket(db);
    expect(await isMarketSeeded(db)).toBe(false);
    await seedMarket(db, OPTIONS);
    expect(await digest(db)).toBe(first);
    await resetMarket(db);
    await seedMarket(db, { ...OPTIONS, seed: 12 });
    expect(await digest(db)).not.toBe(first);
  });

  it("refuses to seed twice without a reset", async () => {
    await expect(seedMarket(db, OPTIONS)).rejects.toThrow(/already seeded/);
  });
});
