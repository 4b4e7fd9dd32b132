// The listing detail's parts against plain SQL written the obvious way: the
// building's facts, the other listings in the building, a page of the
// building's transactions and of "other transactions" (estate, else
// district) with their totals, and the nearest MTR stations. Listings in and
// outside estates, in the three languages, on first, later and empty pages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import type { PortalServices } from "../../../src/server/modules/registry.ts";
import { portalServicesOf } from "../portal.ts";
import { CURRENCY_ID } from "../../../src/domain/money/currency.ts";

let db: Database;
let services: PortalServices;
type Sample = { id: number; building_id: number; district_id: number; estate_id: number | null; lat: number; lng: number };
let samples: Sample[];

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 3000, seed: 11, now: new Date("2026-01-15T00:00:00Z") });
  services = portalServicesOf(db);
  const pick = (inEstate: boolean) =>
    db.query<Sample>(
      `select l.id, l.building_id, l.district_id, b.estate_id, l.lat, l.lng from listings l join buildings b on b.id = l.building_id
       where l.available and b.estate_id is ${inEstate ? "not" : ""} null order by l.id limit 4`,
    );
  samples = [...(await pick(true)), ...(await pick(false))];
});

afterAll(async () => {
  await db?.close();
});

const SUFFIX = { 1: "en", 2: "zh_hk", 3: "zh_cn" } as const;
const LANGUAGES = [1, 2, 3] as const;

async function transactionsOracle(where: string, params: unknown[], n: string, page: number) {
  const rows = await db.query<{ id: number; building: string }>(
    `select t.id, b.name_${n} as building from transactions t join buildings b on b.id = t.building_id where ${where}
     order by t.transacted_on desc, t.id desc limit 10 offset ${(page - 1) * 10}`,
    params,
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*) as n from transactions t join buildings b on b.id = t.building_id where ${where}`,
    params,
  );
  return { rows, total: Number(count!.n) };
}

describe("listing detail", () => {
  it("has samples in and outside estates", () => {
    expect(samples.filter((s) => s.estate_id !== null)).toHaveLength(4);
    expect(samples.filter((s) => s.estate_id === null)).toHaveLength(4);
  });

  it.each(LANGUAGES)("gives the building's facts, other listings and nearest stations as SQL does (language %i)", async (lang) => {
    const n = SUFFIX[lang];
    for (const s of samples) {
      const detail = (await services.listingDetail.byId(s.id, CURRENCY_ID.HKD, lang))!;
      const [facts] = await db.query<Record<string, unknown>>(
        `select b.name_${n} as name, st.name_${n} as street_name, e.name_${n} as estate_name, ph.full_name_${n} as phase_name,
           bl.full_name_${n} as block_name, d.name_${n} as district_name, r.name_${n} as region_name, b.built_year, b.floors
         from buildings b join streets st on st.id = b.street_id join districts d on d.id = b.district_id join regions r on r.id = b.region_id
         left join estates e on e.id = b.estate_id left join phases ph on ph.id = b.phase_id left join blocks bl on bl.id = b.block_id where b.id = $1`,
        [s.building_id],
      );
      expect(detail.building).toMatchObject(facts!);

      const others = await db.query<{ id: number }>(
        "select id from listings where building_id = $1 and id <> $2 and available order by quality_score desc, id limit 6",
        [s.building_id, s.id],
      );
      expect(detail.otherListings.map((l) => l.id)).toEqual(others.map((o) => o.id));

      const stations = await db.query<{ id: number; name: string; metres: number }>(
        `select st.id, st.name_${n} as name,
           6371000 * sqrt(power(radians(st.lat - $1::float8), 2) + power(radians(st.lng - $2::float8) * cos(radians($1::float8)), 2)) as metres
         from mtr_stations st where abs(st.lat - $1::float8) <= 0.03 and abs(st.lng - $2::float8) <= 0.03 order by metres limit 3`,
        [s.lat, s.lng],
      );
      expect(detail.nearbyStations.map((st) => [st.id, st.name, st.metres])).toEqual(
        stations.map((st) => [st.id, st.name, Math.round(st.metres)]),
      );
      for (const st of detail.nearbyStations) {
        // Lines by name in the page's language (Island Line, 港島綫, 港岛线), never by code (ISL).
        const names = await db.query<{ name: string }>(
          `select l.name_${n} as name from mtr_station_lines sl join mtr_lines l on l.code = sl.line_code where sl.station_id = $1 order by l.code`,
          [st.id],
        );
        expect(names.length).toBeGreaterThan(0);
        expect(st.lines).toEqual(names.map((r) => r.name));
      }
    }
  });

  it.each(LANGUAGES)("pages the building's and the other transactions with their totals as SQL does (language %i)", async (lang) => {
    const n = SUFFIX[lang];
    for (const s of samples) {
      for (const page of [1, 2, 40]) {
        const detail = (await services.listingDetail.byId(s.id, CURRENCY_ID.HKD, lang, {
          transactionsPage: page,
          otherTransactionsPage: page,
        }))!;
        const own = await transactionsOracle("t.building_id = $1", [s.building_id], n, page);
        expect(detail.transactions.items.map((t) => [t.id, t.building])).toEqual(own.rows.map((r) => [r.id, r.building]));
        expect(detail.transactions.pager).toEqual({ currentPage: page, totalPages: Math.ceil(own.total / 10), totalItems: own.total });

        const other =
          s.estate_id === null
            ? await transactionsOracle("t.district_id = $1 and t.building_id <> $2", [s.district_id, s.building_id], n, page)
            : await transactionsOracle("b.estate_id = $1 and t.building_id <> $2", [s.estate_id, s.building_id], n, page);
        expect(detail.otherTransactions.scope).toBe(s.estate_id === null ? "district" : "estate");
        expect(detail.otherTransactions.items.map((t) => [t.id, t.building])).toEqual(other.rows.map((r) => [r.id, r.building]));
        expect(detail.otherTransactions.pager.totalItems).toBe(other.total);
      }
    }
  });

  it("dates the advertisement from when the listing was first listed, apart from its last update", async () => {
    for (const s of samples) {
      const detail = (await services.listingDetail.byId(s.id, CURRENCY_ID.HKD, 1))!;
      const [row] = await db.query<{ listed_at: Date | string; updated_at: Date | string }>(
        "select listed_at, updated_at from listings where id = $1",
        [s.id],
      );
      expect(detail.listedAt).toBe(new Date(row!.listed_at).toISOString());
      expect(detail.listing.lastUpdated).toBe(new Date(row!.updated_at).toISOString());
    }
    // The seeded market has listings changed after they were listed: the two dates are not one column.
    const [changed] = await db.query<{ id: number }>("select id from listings where updated_at > listed_at order by id limit 1");
    const detail = (await services.listingDetail.byId(changed!.id, CURRENCY_ID.HKD, 1))!;
    expect(detail.listedAt < detail.listing.lastUpdated).toBe(true);
  });

  it("shows a listing taken off the market, with the other listings of its building", async () => {
    const [s] = samples;
    await db.query("update listings set available = false where id = $1", [s!.id]);
    await services.listingIndex.refresh();
    const detail = (await services.listingDetail.byId(s!.id, CURRENCY_ID.HKD, 1))!;
    expect(detail.listing.id).toBe(s!.id);
    const others = await db.query<{ id: number }>(
      "select id from listings where building_id = $1 and id <> $2 and available order by quality_score desc, id limit 6",
      [s!.building_id, s!.id],
    );
    expect(detail.otherListings.map((l) => l.id)).toEqual(others.map((o) => o.id));
    await db.query("update listings set available = true where id = $1", [s!.id]);
    await services.listingIndex.refresh();
  });

  it("answers null for an unknown listing", async () => {
    expect(await services.listingDetail.byId(999_999, CURRENCY_ID.HKD, 1)).toBeNull();
  });
});
