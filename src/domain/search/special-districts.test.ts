import { describe, it, expect } from "vitest";
import { specialDistrictQuery, detectSpecialDistrict } from "./special-districts.ts";
import { createSearchQuery } from "./query.ts";
import { buildSearchPath, parseSearchPath } from "./url.ts";

const config = { 1: [37, 4, 119], 2: [1, 2] } as const;

describe("special districts", () => {
  it("builds the localityarea shape from the configured set", () => {
    const q = specialDistrictQuery(1, config, createSearchQuery({ listingTypeId: 2, area: [1], keyword: "x" }));
    expect(q.searchResultType).toBe(99);
    expect(q.searchResultId).toBe(1);
    expect(buildSearchPath(q)).toBe("/en/property-search/rent/localityarea-d4-d37-d119");
    expect(buildSearchPath(specialDistrictQuery(2, config, createSearchQuery()), { purposeWord: "buy" })).toBe(
      "/en/property-search/buy/localityarea-d1-d2",
    );
  });
  it("recognises a parsed URL as special district type 1 or 2", () => {
    const r = parseSearchPath("/en/property-search/rent/localityarea-d119-d37-d4");
    expect(r.ok && detectSpecialDistrict(r.query, config)).toBe(1);
    expect(detectSpecialDistrict(createSearchQuery({ district: [1, 2] }), config)).toBe(2);
    expect(detectSpecialDistrict(createSearchQuery({ district: [1] }), config)).toBeNull();
    expect(detectSpecialDistrict(createSearchQuery({ district: [1, 2], area: [1] }), config)).toBeNull();
    expect(detectSpecialDistrict(createSearchQuery(), { 1: [], 2: [] })).toBeNull();
  });
});
