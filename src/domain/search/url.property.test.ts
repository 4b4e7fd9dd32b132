import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { buildSearchPath, parseSearchPath, canonicalSearchPath } from "./url.ts";
import { canonicalSearchQuery } from "./url-canonical.ts";
import { DEFAULT_SEARCH_QUERY } from "./query.ts";
import type { SearchQuery } from "./query.ts";
import { SORT_FIELDS } from "./sort.ts";
import { SUGGESTION_RESULT_TYPES, MAP_AGGREGATION_LEVELS } from "../listing/enums.ts";
import { buildGeoString } from "../map/geo-string.ts";

const text = fc.oneof(
  fc.constant(""),
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.constantFrom(
    "Wan Chai",
    "灣仔",
    "海景花園",
    "building",
    "block",
    "page-2",
    "map",
    "..",
    ".",
    "a+b/c",
    "100% ocean",
    "ocean-keyword",
    "keyword-x",
    "localityarea-a1",
    "property-apartment",
    "Mid-Levels",
    " padded ",
    "em-1",
  ),
);
const amount = fc.oneof(
  fc.constantFrom(0, -1, 0.5, 1e15),
  fc.integer({ min: -5, max: 2_000_000_000 }),
  fc.double({ min: -10, max: 1e9, noNaN: true }),
);
const point = fc.record({ lat: fc.double({ min: -90, max: 90, noNaN: true }), lng: fc.double({ min: -180, max: 180, noNaN: true }) });

const query: fc.Arbitrary<SearchQuery> = fc.record({
  languageId: fc.integer({ min: -1, max: 4 }),
  districtName: fc.oneof(fc.constant(""), text),
  keyword: text,
  layout: fc.array(fc.constantFrom(1, 2, 3, 4, 5, 6, 7, 16, 17), { maxLength: 5 }),
  currencyId: fc.constantFrom(1, 2, 3, 4, 5),
  listingTypeId: fc.constantFrom(1, 2, 3, 4),
  area: fc.array(fc.integer({ min: -1, max: 5 }), { maxLength: 4 }),
  district: fc.array(fc.integer({ min: 0, max: 200 }), { maxLength: 5 }),
  priceMin: amount,
  priceMax: amount,
  sizeType: fc.constantFrom("saleable", "gross"),
  sizeMin: amount,
  sizeMax: amount,
  bedroomMin: fc.integer({ min: -1, max: 25 }),
  bedroomMax: fc.integer({ min: -1, max: 25 }),
  pageNumber: fc.integer({ min: -1, max: 10_000 }),
  pageSize: fc.integer({ min: 0, max: 200 }),
  searchSaveSetType: fc.constantFrom(1, 2, 3, 4, 5),
  searchResultId: fc.integer(),
  searchResultType: fc.constantFrom(...SUGGESTION_RESULT_TYPES),
  sortBy: fc.constantFrom(...SORT_FIELDS),
  orderBy: fc.constantFrom("asc", "desc"),
  hasParking: fc.boolean(),
  hasMaidRoom: fc.boolean(),
  hasOutdoorSpace: fc.boolean(),
  iconType: fc.constantFrom(0, 1, 2, 3, 4),
  isMap: fc.boolean(),
  geoString: fc.oneof(
    fc.constant(""),
    fc.constant("garbage"),
    fc.tuple(point, point).map(([ne, sw]) => buildGeoString({ ne, sw })),
  ),
  zoomLevel: fc.integer({ min: -1, max: 25 }),
  expandInMetres: fc.integer({ min: 0, max: 5000 }),
  mapDetailsType: fc.constantFrom(...MAP_AGGREGATION_LEVELS),
}) as fc.Arbitrary<SearchQuery>;

describe("search URL round trip", () => {
  it("parseSearchPath(buildSearchPath(q)) equals the canonical q", () => {
    fc.assert(
      fc.property(query, (q) => {
        const path = buildSearchPath(q);
        const r = parseSearchPath(path);
        if (!r.ok) throw new Error(`${path}: ${r.error.message}`);
        expect(r.query).toEqual(canonicalSearchQuery(q));
      }),
      { numRuns: 5000 },
    );
  });

  it("built paths are canonical (no redirect loop) and canonicalisation is idempotent", () => {
    fc.assert(
      fc.property(query, (q) => {
        const path = buildSearchPath(q);
        expect(canonicalSearchPath(path)).toMatchObject({ ok: true, redirect: false, path });
        const c = canonicalSearchQuery(q);
        expect(canonicalSearchQuery(c)).toEqual(c);
      }),
      { numRuns: 2000 },
    );
  });

  it("arbitrary paths either fail with a typed error or canonicalise to a fixed point", () => {
    const segment = fc.oneof(
      fc.constantFrom(
        "en",
        "zh",
        "property-search",
        "map",
        "buy",
        "sale",
        "rent",
        "exclusive",
        "building",
        "block",
        "em-1",
        "studio-beds",
        "page-2",
        "zm-3",
        "sortby-price",
        "orderby-asc",
        "price-below-5-hkd",
        "x-keyword",
      ),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segs) => {
        const r = canonicalSearchPath(`/${segs.join("/")}`);
        if (!r.ok) {
          expect(["not-a-search-path", "unknown-language", "unexpected-segment", "invalid-value"]).toContain(r.error.code);
          return;
        }
        expect(canonicalSearchPath(r.path)).toMatchObject({ ok: true, redirect: false, path: r.path });
      }),
      { numRuns: 3000 },
    );
  });

  it("defaults build the shortest path", () => {
    expect(buildSearchPath({ ...DEFAULT_SEARCH_QUERY })).toBe("/en/property-search/sale");
  });
});
