// The in-memory listing index follows the database: listings inserted,
// changed, taken off the market or deleted after it loaded are searched as
// the database now holds them once POLL_MS has passed, a TRUNCATE empties
// it, and a new market is then found whole. Checked through the API against
// the brute-force oracle over the database's current rows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { apiVisitor, type ApiVisitor } from "../api-client.ts";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { resetMarket, seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import { buildApp } from "../../../src/server/app.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { searchQueryRequestSchema } from "../../../src/domain/contracts/search-query-request.ts";
import { POLL_MS } from "../../../src/server/services/listing-index/listing-index.ts";
import { compareFor, loadOracleRows, matches } from "./search-oracle.ts";

let db: Database;
let app: FastifyInstance;
let api: ApiVisitor;
const NOW = new Date("2026-01-15T00:00:00Z");

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 600, seed: 11, now: NOW });
  app = await buildApp({ config: loadConfig({ DATA_DIR: "/tmp/hk-index-test", LOG_LEVEL: "silent" }), database: db, logger: false });
  api = apiVisitor(app);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const settle = () => new Promise((r) => setTimeout(r, POLL_MS + 50));

async function ids(raw: Record<string, unknown>): Promise<{ ids: number[]; total: number }> {
  const res = await api.inject({ method: "POST", url: "/api/property/search", payload: { pageSize: 100, ...raw } });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { pager: { totalItems: number }; properties: { id: number }[] };
  return { ids: body.properties.map((p) => p.id), total: body.pager.totalItems };
}

/** Every query agrees with the oracle over the rows the database holds now. */
async function expectOracle(queries: Record<string, unknown>[]) {
  const rows = await loadOracleRows(db);
  for (const raw of queries) {
    const q = searchQueryRequestSchema.parse({ pageSize: 100, ...raw });
    const expected = rows
      .filter((r) => matches(r, q, new Map()))
      .sort(compareFor(q))
      .map((r) => r.id);
    expect(await ids(raw), JSON.stringify(raw)).toEqual({ ids: expected.slice(0, 100), total: expected.length });
  }
}

const QUERIES = [
  { listingTypeId: 4 },
  { listingTypeId: 1, sortBy: "price", orderBy: "asc" },
  { listingTypeId: 2, sortBy: "updateddate", orderBy: "desc" },
  { listingTypeId: 4, bedroomMin: 3 },
];

describe("the listing index follows the database", () => {
  it("sees inserts, updates, listings taken off the market and deletions", async () => {
    await expectOracle(QUERIES);
    const [a, b, c, d] = await db.query<{ id: number; district_id: number }>(
      "select id, district_id from listings where available order by id limit 4",
    );
    const [other] = await db.query<{ id: number; region_id: number }>(
      "select id, region_id from districts where id <> $1 order by id limit 1",
      [a!.district_id],
    );
    expect((await ids({ listingTypeId: 4, district: String(a!.district_id) })).ids).toContain(a!.id); // its card is read now
    const countAll = async () =>
      (await api.inject({ method: "POST", url: "/api/property/search/count", payload: { listingTypeId: 4 } })).json();
    const before = await countAll(); // and this count is remembered
    // a moves district, becomes sale-only and cheap; b goes off the market; c is deleted; a copy of d is listed.
    await db.query(
      "update listings set district_id = $2, region_id = $3, purpose = 1, sale_price = 1000, rent_price = null where id = $1",
      [a!.id, other!.id, other!.region_id],
    );
    await db.query("update listings set available = false where id = $1", [b!.id]);
    await db.query("delete from listings where id = $1", [c!.id]);
    const [{ id: copy } = { id: 0 }] = await db.query<{ id: number }>(
      `insert into listings
      select (select max(id) + 1 from listings), reference_id || 'X', purpose, available, building_id, estate_id, block_id, district_id,
        region_id, built_year, lat, lng, layout, sale_price, rent_price, gross_size, saleable_size, sale_ppsf_gross, sale_ppsf_saleable,
        rent_ppsf_gross, rent_ppsf_saleable, bedrooms, bathrooms, maid_rooms, floor_level, floor_name, has_carpark, has_maid_room,
        has_outdoor_space, has_balcony, has_terrace, has_garden, has_roof, is_virtual, is_video, is_exclusive, is_sole_agent,
        is_joint_sole_agent, management_fee, is_sale_subject_to_offer, is_lease_subject_to_offer, banners, 100, photo_count, agent_id,
        listed_at, updated_at, last_confirmed_at
      from listings where id = $1 returning id`,
      [d!.id],
    );
    await settle();

    const moved = await ids({ listingTypeId: 1, district: String(other!.id), sortBy: "price", orderBy: "asc" });
    expect(moved.ids[0]).toBe(a!.id);
    // The card was read (and kept) before the change: it shows the new price.
    const card = await api.inject({
      method: "POST",
      url: "/api/property/search",
      payload: { listingTypeId: 1, district: String(other!.id), sortBy: "price", orderBy: "asc" },
    });
    expect((card.json() as { properties: { id: number; salePrice: number }[] }).properties[0]).toMatchObject({
      id: a!.id,
      salePrice: 1000,
    });
    expect((await ids({ listingTypeId: 4, district: String(a!.district_id) })).ids).not.toContain(a!.id);
    expect((await ids({ listingTypeId: 2, district: String(other!.id) })).ids).not.toContain(a!.id);
    const all = await ids({ listingTypeId: 4, pageSize: 100 });
    expect(all.ids[0]).toBe(copy); // quality 100 ranks first
    await expectOracle([...QUERIES, { listingTypeId: 4, district: String(other!.id) }]);
    // b off the market and c deleted, one copy listed: one fewer.
    expect(await countAll()).toEqual({ totalItems: before.totalItems - 1 });
    expect(await countAll()).toEqual({ totalItems: (await loadOracleRows(db)).filter((r) => r.available).length });
  });

  it("empties on TRUNCATE and then finds a new market whole", async () => {
    await resetMarket(db);
    await settle();
    expect(await ids({ listingTypeId: 4 })).toEqual({ ids: [], total: 0 });
    await seedMarket(db, { listings: 300, seed: 12, now: NOW });
    await settle();
    await expectOracle(QUERIES);
  });
});
