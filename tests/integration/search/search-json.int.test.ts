// The search route answers with searchJson (cards' JSON kept with their
// rows); pages rendered on the server use search (objects). Both must say
// exactly the same thing, first time and from the kept JSON.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import type { PortalServices } from "../../../src/server/modules/registry.ts";
import { portalServicesOf } from "../portal.ts";
import { searchQueryRequestSchema } from "../../../src/domain/contracts/search-query-request.ts";
import { searchSpecOf } from "../../../src/domain/search/search-spec.ts";

let db: Database;
let services: PortalServices;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 400, seed: 21, now: new Date("2026-01-15T00:00:00Z") });
  services = portalServicesOf(db);
});

afterAll(async () => {
  await db?.close();
});

const QUERIES = [
  {},
  { listingTypeId: 2, languageId: 2, currencyId: 1, pageSize: 10 },
  { listingTypeId: 2, languageId: 2, currencyId: 3, pageSize: 10 }, // the same cards in another currency
  { listingTypeId: 1, languageId: 3, currencyId: 5, sizeType: "gross", sortBy: "price", orderBy: "asc" },
  { listingTypeId: 4, languageId: 1, currencyId: 2, pageNumber: 2, pageSize: 7 },
  { listingTypeId: 1, pageNumber: 999 },
];

describe("searchJson", () => {
  it.each(QUERIES)("says what search says, fresh and from the kept JSON: %j", async (raw) => {
    const { spec, presentation } = searchSpecOf(searchQueryRequestSchema.parse(raw));
    const objects = JSON.parse(JSON.stringify(await services.search.search(spec, presentation)));
    expect(JSON.parse((await services.search.searchJson(spec, presentation)).toString("utf8"))).toEqual(objects);
    expect(JSON.parse((await services.search.searchJson(spec, presentation)).toString("utf8"))).toEqual(objects);
  });
});
