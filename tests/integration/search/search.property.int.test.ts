// Property-based tests of POST /api/property/search and /search/count over a
// real seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL): for
// random queries every page holds exactly the oracle's listings in the
// oracle's order, so every filter holds, totals are exact, the sort order
// holds and consecutive pages are disjoint and cover the set.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { apiVisitor, type ApiVisitor } from "../api-client.ts";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import { buildApp } from "../../../src/server/app.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { searchQueryRequestSchema, type SearchQueryRequest } from "../../../src/domain/contracts/search-query-request.ts";
import { SORT_FIELDS } from "../../../src/domain/search/sort.ts";
import { compareFor, loadOracleRows, matches, type OracleRow } from "./search-oracle.ts";
import { extendViewport, containsPoint } from "../../../src/domain/map/viewport.ts";
import { convertFromHkd, type CurrencyId } from "../../../src/domain/money/currency.ts";

let db: Database;
let app: FastifyInstance;
let api: ApiVisitor;
let rows: OracleRow[];
const special = new Map<number, number[]>();
let buildingIds: number[] = [];
let estateIds: number[] = [];
let districtIds: number[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 3000, seed: 5, now: new Date("2026-01-15T00:00:00Z") });
  app = await buildApp({ config: loadConfig({ DATA_DIR: "/tmp/hk-search-test", LOG_LEVEL: "silent" }), database: db, logger: false });
  api = apiVisitor(app);
  rows = await loadOracleRows(db);
  for (const m of await db.query<{ s: number; d: number }>(
    "select special_district_id as s, district_id as d from special_district_members",
  )) {
    special.set(m.s, [...(special.get(m.s) ?? []), m.d]);
  }
  buildingIds = [...new Set(rows.map((r) => r.building_id))];
  estateIds = [...new Set(rows.flatMap((r) => (r.estate_id ? [r.estate_id] : [])))];
  districtIds = [...new Set(rows.map((r) => r.district_id))];
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const opt = <T>(arb: fc.Arbitrary<T>, none: T) => fc.oneof({ arbitrary: fc.constant(none), weight: 4 }, { arbitrary: arb, weight: 1 });
const list = (values: () => number[], max: number) =>
  fc.constant(null).chain(() => fc.subarray(values(), { maxLength: max }).map((a) => a.join(",")));

function queries(): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .record({
      listingTypeId: fc.constantFrom(1, 2, 3, 4),
      currencyId: opt(fc.constantFrom(1, 2, 4, 5), 3),
      priceLo: opt(fc.integer({ min: 1, max: 3000 }), 0),
      priceSpan: opt(fc.integer({ min: 1, max: 5000 }), 0),
      sizeType: fc.constantFrom("saleable", "gross"),
      sizeMin: opt(fc.integer({ min: 200, max: 1500 }), 0),
      sizeMax: opt(fc.integer({ min: 1500, max: 4000 }), 0),
      bedroomMin: opt(fc.integer({ min: 0, max: 4 }), 0),
      bedroomMax: opt(fc.integer({ min: 4, max: 20 }), 20),
      layout: opt(
        fc.subarray([1, 2, 3, 4, 5, 7, 16, 17], { minLength: 1, maxLength: 3 }).map((a) => a.join(",")),
        "",
      ),
      district: opt(
        list(() => districtIds, 4),
        "",
      ),
      area: opt(
        fc.subarray([1, 2, 3, 4, 1000, 3000], { minLength: 1, maxLength: 2 }).map((a) => a.join(",")),
        "",
      ),
      hasParking: opt(fc.constant(true), false),
      hasMaidRoom: opt(fc.constant(true), false),
      hasOutdoorSpace: opt(fc.constant(true), false),
      iconType: opt(fc.constantFrom(1, 2, 3, 4), 0),
      place: opt(
        fc.oneof(
          fc.constantFrom("garden", "road", "tower", "hill", "花園", "花园", "道", "bay", "%", "_a").map((keyword) => ({ keyword })),
          fc
            .constant(null)
            .chain(() => fc.constantFrom(...buildingIds.slice(0, 200)))
            .map((id) => ({ searchResultType: 2, searchResultId: id })),
          fc
            .constant(null)
            .chain(() => fc.constantFrom(...estateIds))
            .map((id) => ({ searchResultType: 6, searchResultId: id })),
          fc
            .constant(null)
            .chain(() => fc.constantFrom(...districtIds))
            .map((id) => ({ searchResultType: 4, searchResultId: id })),
          fc.constantFrom(901, 902, 903, 904).map((id) => ({ searchResultType: 99, searchResultId: id })),
          fc.constantFrom(1, 2, 3).map((id) => ({ searchResultType: 5, searchResultId: id })),
        ) as fc.Arbitrary<Record<string, unknown>>,
        {},
      ),
      geo: opt(fc.constant("rect-22.35~114.25_22.25~114.1"), ""),
      sortBy: fc.constantFrom(...SORT_FIELDS, "saleablesize", "localityname"),
      orderBy: fc.constantFrom("asc", "desc"),
      pageSize: fc.constantFrom(7, 24, 100),
    })
    .map((q) => {
      const { priceLo, priceSpan, place, geo, sortBy, ...rest } = q;
      const rent = q.listingTypeId === 2;
      const scale = rent ? 20 : 1; // rent in dollars, sale in units of 10000
      return {
        ...rest,
        ...place,
        sortBy: sortBy === "saleablesize" ? "netsize" : sortBy === "localityname" ? "district" : sortBy,
        priceMin: priceLo * scale,
        priceMax: priceSpan === 0 ? 0 : (priceLo + priceSpan) * scale,
        geoString: geo,
      };
    });
}

async function page(q: SearchQueryRequest, pageNumber: number) {
  const res = await api.inject({ method: "POST", url: "/api/property/search", payload: { ...q, pageNumber } });
  expect(res.statusCode).toBe(200);
  return res.json() as { pager: { currentPage: number; totalPages: number; totalItems: number }; properties: { id: number }[] };
}

describe("search over a seeded market", () => {
  it("returns exactly the oracle's listings, in order, page by page", async () => {
    await fc.assert(
      fc.asyncProperty(queries(), async (raw) => {
        const q = searchQueryRequestSchema.parse(raw);
        const expected = rows
          .filter((r) => matches(r, q, special))
          .sort(compareFor(q))
          .map((r) => r.id);
        const totalPages = Math.ceil(expected.length / q.pageSize);
        if (process.env.SEARCH_DEBUG) console.log("expected", expected.length);
        const count = await api.inject({
          method: "POST",
          url: "/api/property/search/count",
          payload: { ...raw, sortBy: undefined, orderBy: undefined, pageSize: undefined },
        });
        expect(count.json()).toEqual({ totalItems: expected.length });
        // Every page when there are few, else the first three and the last.
        const pages = totalPages <= 8 ? [...Array(totalPages).keys()].map((i) => i + 1) : [1, 2, 3, totalPages];
        const seen = new Set<number>();
        for (const n of pages) {
          const body = await page(q, n);
          expect(body.pager).toEqual({ currentPage: n, totalPages, totalItems: expected.length });
          const ids = body.properties.map((p) => p.id);
          expect(ids).toEqual(expected.slice((n - 1) * q.pageSize, n * q.pageSize));
          for (const id of ids) {
            expect(seen.has(id)).toBe(false);
            seen.add(id);
          }
        }
        if (totalPages <= 8) expect(seen.size).toBe(expected.length);
        const past = await page(q, totalPages + 1);
        expect(past.properties).toEqual([]);
        expect(past.pager).toEqual({ currentPage: totalPages + 1, totalPages, totalItems: expected.length });
      }),
      { numRuns: Number(process.env.SEARCH_RUNS ?? 60) },
    );
  });

  it("map pins at every layer count and price exactly the oracle's listings", async () => {
    const centres = {
      district: await db.query<{ id: number; lat: number; lng: number }>("select id, lat, lng from districts"),
      region: await db.query<{ id: number; lat: number; lng: number }>("select id, lat, lng from regions"),
    };
    const viewports = fc.record({
      zoom: fc.constantFrom(10, 12, 14, 16, 18),
      lat: fc.double({ min: 22.2, max: 22.45, noNaN: true }),
      lng: fc.double({ min: 113.95, max: 114.3, noNaN: true }),
      span: fc.double({ min: 0.005, max: 0.3, noNaN: true }),
    });
    await fc.assert(
      fc.asyncProperty(queries(), viewports, async (raw, v) => {
        const { sortBy: _s, orderBy: _o, pageSize: _p, ...filters } = raw;
        const bounds = { ne: { lat: v.lat + v.span / 2, lng: v.lng + v.span }, sw: { lat: v.lat - v.span / 2, lng: v.lng - v.span } };
        const res = await api.inject({ method: "POST", url: "/api/property/mappins", payload: { ...filters, zoom: v.zoom, bounds } });
        expect(res.statusCode).toBe(200);
        const body = res.json() as { layer: string; pins: { id: number; count: number; value: number | null }[] };
        const q = searchQueryRequestSchema.parse(raw);
        const rent = q.listingTypeId === 2;
        const money = (hkd: number | null) => (hkd === null ? null : Math.round(convertFromHkd(hkd, q.currencyId as CurrencyId)));
        const view = extendViewport(bounds);
        const hits = rows.filter((r) => matches(r, q, special));
        const group = (list: OracleRow[], key: (r: OracleRow) => number) => {
          const by = new Map<number, { n: number; min: number | null }>();
          for (const r of list) {
            const g = by.get(key(r)) ?? { n: 0, min: null };
            const price = rent ? r.rent_price : r.sale_price;
            g.n++;
            if (price !== null && (g.min === null || price < g.min)) g.min = price;
            by.set(key(r), g);
          }
          return [...by].map(([id, g]) => `${id}:${g.n}:${money(g.min)}`);
        };
        let expected: string[];
        if (body.layer === "AREA" || body.layer === "DISTRICT") {
          const area = body.layer === "AREA";
          const inView = new Set((area ? centres.region : centres.district).filter((c) => containsPoint(view, c)).map((c) => c.id));
          expected = group(hits, (r) => (area ? r.region_id : r.district_id)).filter((s) => inView.has(Number(s.split(":")[0])));
        } else {
          const seen = hits.filter((r) => containsPoint(view, r));
          expected =
            body.layer === "BUILDING"
              ? group(seen, (r) => r.building_id)
              : seen
                  .sort((a, b) => b.quality_score - a.quality_score || a.id - b.id)
                  .slice(0, 500)
                  .map((r) => `${r.id}:1:${money(rent ? r.rent_price : r.sale_price)}`);
        }
        expect(body.pins.map((p) => `${p.id}:${p.count}:${p.value}`).sort()).toEqual(expected.sort());
      }),
      { numRuns: Number(process.env.SEARCH_RUNS ?? 60) },
    );
  });

  it("prices come back in the requested currency", async () => {
    const hkd = await page(searchQueryRequestSchema.parse({ pageSize: 5 }), 1);
    const usd = await page(searchQueryRequestSchema.parse({ pageSize: 5, currencyId: 1 }), 1);
    const first = hkd.properties[0] as unknown as { salePrice: number };
    expect((usd.properties[0] as unknown as { salePrice: number }).salePrice).toBe(Math.round(first.salePrice * 0.13));
  });

  it("fills every field of the spec's result item", async () => {
    const body = await page(searchQueryRequestSchema.parse({ listingTypeId: 2, pageSize: 3, languageId: 2 }), 1);
    const item = body.properties[0] as Record<string, unknown>;
    for (const key of [
      "price",
      "salePrice",
      "leasePrice",
      "size",
      "pricePerSqft",
      "pricePerSqftGross",
      "pricePerSqftSaleable",
      "salePricePerSqftGross",
      "leasePricePerSqftSaleable",
      "images",
      "amenities",
      "isSoleAgent",
      "isJointSoleAgent",
      "includeManagementFee",
      "building",
      "area",
      "districtId",
      "address",
      "type",
      "sizeGross",
      "sizeSaleable",
      "buildingAge",
      "floor",
      "isSaved",
      "isVirtual",
      "isVideo",
      "lastUpdated",
      "referenceId",
      "lat",
      "lng",
      "banners",
      "isRelated",
      "isLeaseSubjectToOffer",
      "isSaleSubjectToOffer",
      "isSubjectToOffer",
      "agentImage",
      "agentName",
      "available",
    ]) {
      expect(item, key).toHaveProperty(key);
    }
    expect(item.type).toMatch(/rent/);
    expect((item.amenities as { key: string }[]).map((a) => a.key)).toEqual(expect.arrayContaining(["bed", "bath"]));
    expect(item.building).toMatch(/[\u4e00-\u9fff]/);
  });
});
