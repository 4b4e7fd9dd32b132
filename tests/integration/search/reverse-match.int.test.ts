// The alerts' reverse search never disagrees with the search: for saved sets
// of every shape (purposes, districts, regions, ranges, layouts, amenities,
// followed buildings and districts, keywords), the listings the reverse
// search says a set matches are exactly those the search finds among them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import { createListingIndex, type ListingIndex } from "../../../src/server/services/listing-index/listing-index.ts";
import { createKeywordBuildings } from "../../../src/server/services/search/keyword-buildings.ts";
import { resolveSearchFilters } from "../../../src/server/services/search/resolve-filters.ts";
import { filtersOfCriteria } from "../../../src/server/services/alerts/alert-service.ts";
import type { SearchFilters } from "../../../src/domain/search/search-filters.ts";

let db: Database;
let index: ListingIndex;
let all: number[];
let districts: number[];
let buildings: { id: number; name: string }[];

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 500, seed: 23, now: new Date("2026-01-15T00:00:00Z") });
  index = createListingIndex(db);
  all = (await db.query<{ id: number }>("select id from listings where available order by id")).map((r) => r.id);
  districts = (await db.query<{ district_id: number }>("select distinct district_id from listings order by 1")).map((r) => r.district_id);
  buildings = await db.query(
    "select b.id, b.name_en as name from buildings b where exists (select 1 from listings l where l.building_id = b.id) order by b.id limit 5",
  );
});
afterAll(async () => db?.close());

describe("reverse search", () => {
  it("agrees with the search for every kind of saved set, in one batch and one listing at a time", async () => {
    const keywords = createKeywordBuildings(db);
    const criteria: Record<string, unknown>[] = [
      { listingTypeId: 1 },
      { listingTypeId: 2, priceMin: 15000, priceMax: 40000 },
      { listingTypeId: 1, district: districts.slice(0, 3).join(","), priceMax: 1500, bedroomMin: 2 },
      { listingTypeId: 2, district: String(districts[4]), bedroomMin: 0, bedroomMax: 0 },
      { listingTypeId: 1, area: "1", hasParking: true },
      { listingTypeId: 4, layout: "1,4", sizeMin: 500, sizeMax: 1000 },
      { listingTypeId: 4, searchResultType: 2, searchResultId: buildings[0]!.id },
      { listingTypeId: 4, searchResultType: 4, searchResultId: districts[2] },
      { listingTypeId: 1, keyword: buildings[1]!.name.split(" ")[0] },
      { listingTypeId: 2, district: `${String(districts[1])},${String(districts[5])}`, area: "2", hasOutdoorSpace: true },
    ];
    const filters: SearchFilters[] = [];
    for (const c of criteria) filters.push(await resolveSearchFilters(filtersOfCriteria(c)!, keywords));
    const batch = await index.reverseMatch(filters, all);
    for (const [i, f] of filters.entries()) {
      const { ids } = await index.search(f, { sortBy: "qualityscore", orderBy: "desc", languageId: 1 }, 0, 10_000);
      expect(
        [...(batch.get(i) ?? [])].sort((a, b) => a - b),
        JSON.stringify(criteria[i]),
      ).toEqual([...ids].sort((a, b) => a - b));
    }
    // One listing at a time says the same.
    for (const id of all.filter((_, k) => k % 25 === 0)) {
      const single = await index.reverseMatch(filters, [id]);
      filters.forEach((_, i) =>
        expect(single.get(i)?.length === 1, `${String(id)} ${JSON.stringify(criteria[i])}`).toBe(batch.get(i)?.includes(id) ?? false),
      );
    }
    expect(batch.size).toBeGreaterThan(0);
  });
});
