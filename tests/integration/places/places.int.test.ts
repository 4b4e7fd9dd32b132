// The places service's reads that used to be computed in the web layer: the
// district tree (now from the database, once from data/*.json) and the home
// page's popular places (once the map pins of zoom 11 and 13 over Hong Kong).
// Each against the way it was computed before.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as OpenCC from "opencc-js";
import districtsJson from "../../../data/districts.json" with { type: "json" };
import regionsJson from "../../../data/regions.json" with { type: "json" };
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import type { PortalServices } from "../../../src/server/modules/registry.ts";
import { portalServicesOf } from "../portal.ts";
import { createSearchQuery } from "../../../src/domain/search/query.ts";
import { toSearchRequest } from "../../../src/domain/search/request.ts";
import { searchFilters } from "../../../src/domain/search/search-filters.ts";
import { CURRENCY_ID } from "../../../src/domain/money/currency.ts";

let db: Database;
let services: PortalServices;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 2000, seed: 5, now: new Date("2026-01-15T00:00:00Z") });
  services = portalServicesOf(db);
});

afterAll(async () => {
  await db?.close();
});

const LANGUAGES = [1, 2, 3] as const;

describe("district tree", () => {
  it.each(LANGUAGES)("has every region and district of the reference data, named and ordered in the language (%i)", async (languageId) => {
    const toSimplified = OpenCC.Converter({ from: "hk", to: "cn" });
    const nameIn = (p: { nameEn: string; nameZhHk: string }) =>
      languageId === 1 ? p.nameEn : languageId === 2 ? p.nameZhHk : toSimplified(p.nameZhHk);
    const collator = new Intl.Collator(languageId === 1 ? "en" : languageId === 2 ? "zh-Hant-HK-u-co-stroke" : "zh-Hans-CN-u-co-pinyin");
    const expected = regionsJson.map((region) => ({
      id: region.id,
      areaId: region.areaId,
      name: nameIn(region),
      districts: districtsJson
        .filter((d) => d.regionId === region.id)
        .map((d) => ({ id: d.id, name: nameIn(d) }))
        .sort((a, b) => collator.compare(a.name, b.name)),
    }));
    expect(await services.places.districtTree(languageId)).toEqual(expected);
  });

  it("is built once per language", async () => {
    expect(await services.places.districtTree(2)).toBe(await services.places.districtTree(2));
  });
});

describe("popular places", () => {
  // How the home page counted them before: the district (zoom 11) and building (zoom 13) map pins over the territory.
  async function fromPins(purpose: 1 | 2, languageId: number) {
    const HONG_KONG = { ne: { lat: 22.57, lng: 114.45 }, sw: { lat: 22.15, lng: 113.82 } };
    const request = toSearchRequest(createSearchQuery({ languageId, listingTypeId: purpose }));
    const pins = (zoom: number) =>
      services.mapPins.pins(searchFilters(request), { bounds: HONG_KONG, zoom }, { currencyId: request.currencyId, languageId });
    const top = (pins: { id: number; name: string; count: number }[]) =>
      [...pins]
        .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
        .slice(0, 8)
        .map((p) => ({ id: p.id, name: p.name, count: p.count }));
    const [districts, buildings] = await Promise.all([pins(11), pins(13)]);
    return { districts: top(districts.pins), buildings: top(buildings.pins) };
  }

  it.each(LANGUAGES)(
    "are the districts and buildings with the most listings, as the map pins count them (language %i)",
    async (languageId) => {
      for (const purpose of [1, 2] as const) {
        const popular = await services.places.popular(purpose, languageId);
        expect(popular).toEqual(await fromPins(purpose, languageId));
        expect(popular.districts).toHaveLength(8);
        expect(popular.buildings).toHaveLength(8);
      }
    },
  );
});

describe("place pages", () => {
  it("counts a district's listings for sale and rent as the search does, and reads a development as its estate", async () => {
    const [estate] = await db.query<{ id: number }>(
      "select estate_id as id from buildings where estate_id is not null order by id limit 1",
    );
    const options = { currencyId: CURRENCY_ID.HKD, languageId: 1 };
    const asEstate = await services.places.place("estate", estate!.id, options);
    const asDevelopment = await services.places.place("development", estate!.id, options);
    expect(asDevelopment).toEqual({ ...asEstate, kind: "development" });
    const district = (await services.places.place("district", 1, options))!;
    const count = (listingTypeId: 1 | 2) =>
      services.search.count(searchFilters(toSearchRequest(createSearchQuery({ listingTypeId, district: [1] }))));
    expect(district.listings).toEqual({ sale: await count(1), rent: await count(2) });
    expect(await services.places.place("block", 999_999, options)).toBeNull();
  });
});

describe("market stats", () => {
  it("counts the listings on the market as SQL does", async () => {
    const [row] = await db.query<{ n: number }>("select count(*) as n from listings where available");
    expect(await services.marketStats.availableListings()).toBe(Number(row!.n));
  });
});
