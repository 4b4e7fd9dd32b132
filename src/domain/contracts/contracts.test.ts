import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { safeString } from "./safe-string.ts";
import { searchQueryRequestSchema } from "./search-query-request.ts";
import { searchCountRequestSchema } from "./search-count-request.ts";
import { keywordSuggestionsRequestSchema } from "./keyword-suggestions-request.ts";
import { propertiesByIdsRequestSchema } from "./properties-by-ids-request.ts";
import { mapPinsRequestSchema } from "./map-pins-request.ts";
import { toSearchRequest } from "../search/request.ts";
import { createSearchQuery } from "../search/query.ts";

const ok = (schema: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) => schema.safeParse(v).success;

describe("safeString", () => {
  it.each([
    ["plain", true],
    ["海景 ✓ 😀", true],
    ["a\u0000b", false],
    ["\uD800", false],
    ["x\uDC00", false],
    ["x".repeat(201), false],
  ])("%j → %s", (s, expected) => {
    expect(safeString().safeParse(s).success).toBe(expected);
  });
});

describe("search query request", () => {
  it("fills defaults, page size 24", () => {
    const parsed = searchQueryRequestSchema.parse({});
    expect(parsed.pageSize).toBe(24);
    expect(parsed.bedroomMax).toBe(20);
    expect(parsed.sortBy).toBe("qualityscore");
  });
  it.each<[string, Record<string, unknown>, boolean]>([
    ["unknown key", { colour: "red" }, false],
    ["page size 100", { pageSize: 100 }, true],
    ["page size 101", { pageSize: 101 }, false],
    ["page size 0", { pageSize: 0 }, false],
    ["negative min", { priceMin: -1 }, false],
    ["max -1 unlimited", { priceMin: 5, priceMax: -1 }, true],
    ["max 0 unlimited", { priceMin: 5, priceMax: 0 }, true],
    ["max -2", { priceMax: -2 }, false],
    ["reversed price", { priceMin: 50, priceMax: 10 }, false],
    ["reversed size", { sizeMin: 800, sizeMax: 400 }, false],
    ["reversed beds", { bedroomMin: 3, bedroomMax: 1 }, false],
    ["studio", { bedroomMin: 0, bedroomMax: 0 }, true],
    ["beds 21", { bedroomMax: 21 }, false],
    ["comma list", { district: "1,4,37" }, true],
    ["bad comma list", { district: "1,,4" }, false],
    ["NUL keyword", { keyword: "a\u0000" }, false],
    ["bad geo", { geoString: "rect-1~2" }, false],
    ["good geo", { geoString: "rect-22.4~114.2_22.2~114" }, true],
    ["unknown currency", { currencyId: 9 }, false],
    ["unknown result type", { searchResultType: 42 }, false],
    ["unknown sort", { sortBy: "colour" }, false],
    ["sort number 12", { sortBy: 12 }, false],
    ["sort number -1", { sortBy: -1 }, false],
  ])("%s", (_name, body, expected) => {
    expect(ok(searchQueryRequestSchema, body)).toBe(expected);
  });
  it("accepts every normalised query as its wire form", () => {
    fc.assert(
      fc.property(
        fc.record({
          priceMin: fc.integer({ min: -5, max: 1e9 }),
          priceMax: fc.integer({ min: -5, max: 1e9 }),
          bedroomMin: fc.integer({ min: -1, max: 30 }),
          bedroomMax: fc.integer({ min: -1, max: 30 }),
          district: fc.array(fc.integer({ min: 1, max: 200 })),
          keyword: fc.string(),
        }),
        (overrides) => {
          const wire = toSearchRequest(createSearchQuery(overrides));
          const r = searchQueryRequestSchema.safeParse(wire);
          expect(r.success).toBe(true);
          expect(wire.priceMax).toBeGreaterThanOrEqual(0); // unlimited is sent as 0
        },
      ),
    );
  });
});

describe("other contracts", () => {
  it.each<[string | number, string | undefined, { sortBy: string; orderBy: string }]>([
    ["price", "asc", { sortBy: "price", orderBy: "asc" }],
    ["netsize", undefined, { sortBy: "netsize", orderBy: "desc" }],
    ["saleablesize", "asc", { sortBy: "netsize", orderBy: "asc" }],
    ["grosssize", "asc", { sortBy: "grosssize", orderBy: "asc" }],
    ["district", "asc", { sortBy: "district", orderBy: "asc" }],
    ["localityname", "desc", { sortBy: "district", orderBy: "desc" }],
    ["name", "asc", { sortBy: "name", orderBy: "asc" }],
    ["updateddate", undefined, { sortBy: "updateddate", orderBy: "desc" }],
    ["qualityscore", undefined, { sortBy: "qualityscore", orderBy: "desc" }],
    ["pricepersqft", "asc", { sortBy: "pricepersqft", orderBy: "asc" }],
    [0, undefined, { sortBy: "qualityscore", orderBy: "desc" }],
    [1, undefined, { sortBy: "price", orderBy: "asc" }],
    [2, "asc", { sortBy: "price", orderBy: "desc" }],
    [3, undefined, { sortBy: "pricepersqft", orderBy: "asc" }],
    [4, undefined, { sortBy: "pricepersqft", orderBy: "desc" }],
    [5, undefined, { sortBy: "netsize", orderBy: "asc" }],
    [6, undefined, { sortBy: "netsize", orderBy: "desc" }],
    [7, undefined, { sortBy: "district", orderBy: "asc" }],
    [8, undefined, { sortBy: "district", orderBy: "desc" }],
    [9, undefined, { sortBy: "name", orderBy: "asc" }],
    [10, undefined, { sortBy: "name", orderBy: "desc" }],
    [11, undefined, { sortBy: "updateddate", orderBy: "desc" }],
  ])("sort %j (order %s) → %j: both naming sets and the server numbers 0–11", (sortBy, orderBy, expected) => {
    const parsed = searchQueryRequestSchema.parse(orderBy ? { sortBy, orderBy } : { sortBy });
    expect({ sortBy: parsed.sortBy, orderBy: parsed.orderBy }).toEqual(expected);
  });
  it("count variant has no paging or sort", () => {
    expect(ok(searchCountRequestSchema, {})).toBe(true);
    expect(ok(searchCountRequestSchema, { pageSize: 24 })).toBe(false);
    expect(ok(searchCountRequestSchema, { priceMin: 5, priceMax: 1 })).toBe(false);
  });
  it("keyword suggestions", () => {
    const body = { keyword: "ocean", listingTypeId: 2, searchResultType: -1, searchResultId: 0 };
    expect(ok(keywordSuggestionsRequestSchema, body)).toBe(true);
    expect(ok(keywordSuggestionsRequestSchema, { ...body, extra: 1 })).toBe(false);
    expect(ok(keywordSuggestionsRequestSchema, { ...body, keyword: "  " })).toBe(false);
    expect(ok(keywordSuggestionsRequestSchema, { ...body, listingTypeId: 5 })).toBe(false);
    const { keyword: _k, ...missing } = body;
    expect(ok(keywordSuggestionsRequestSchema, missing)).toBe(false);
  });
  it("properties by ids", () => {
    expect(ok(propertiesByIdsRequestSchema, { CurrencyType: 3, PropertyListingIds: [1, 2] })).toBe(true);
    expect(ok(propertiesByIdsRequestSchema, { CurrencyType: 3, PropertyListingIds: [] })).toBe(false);
    expect(ok(propertiesByIdsRequestSchema, { CurrencyType: 3, PropertyListingIds: [-1] })).toBe(false);
    expect(ok(propertiesByIdsRequestSchema, { currencyType: 3, PropertyListingIds: [1] })).toBe(false);
    expect(ok(propertiesByIdsRequestSchema, { CurrencyType: 3, PropertyListingIds: Array.from({ length: 1001 }, (_, i) => i + 1) })).toBe(
      false,
    );
  });
  it("map pins", () => {
    const bounds = { ne: { lat: 22.5, lng: 114.3 }, sw: { lat: 22.2, lng: 114.0 } };
    expect(ok(mapPinsRequestSchema, { bounds, zoom: 14 })).toBe(true);
    expect(ok(mapPinsRequestSchema, { bounds, zoom: 22 })).toBe(false);
    expect(ok(mapPinsRequestSchema, { bounds: { ne: bounds.sw, sw: bounds.ne }, zoom: 14 })).toBe(false);
    expect(ok(mapPinsRequestSchema, { bounds: { ...bounds, x: 1 }, zoom: 14 })).toBe(false);
    expect(ok(mapPinsRequestSchema, { bounds, zoom: 14, priceMin: 9, priceMax: 1 })).toBe(false);
  });
});
