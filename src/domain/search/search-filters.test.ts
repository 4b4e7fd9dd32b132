import { describe, expect, it } from "vitest";
import { placeFilters, searchFilters } from "./search-filters.ts";
import { searchCountRequestSchema } from "../contracts/search-count-request.ts";
import { SUGGESTION_RESULT_TYPE } from "../listing/enums.ts";

describe("placeFilters", () => {
  it.each([1, 2, 4] as const)("finds what the request of a place's search finds (listing type %i)", (listingTypeId) => {
    for (const [kind, type] of [
      ["building", SUGGESTION_RESULT_TYPE.building],
      ["block", SUGGESTION_RESULT_TYPE.block],
      ["estate", SUGGESTION_RESULT_TYPE.estate],
      ["phase", SUGGESTION_RESULT_TYPE.phase],
      ["district", SUGGESTION_RESULT_TYPE.district],
    ] as const) {
      const request = searchCountRequestSchema.parse({ listingTypeId, searchResultType: type, searchResultId: 42 });
      expect(placeFilters(listingTypeId, { kind, id: 42 })).toEqual(searchFilters(request));
    }
  });

  it.each([1, 2, 4] as const)("finds what an empty request finds without a place (listing type %i)", (listingTypeId) => {
    expect(placeFilters(listingTypeId, null)).toEqual(searchFilters(searchCountRequestSchema.parse({ listingTypeId })));
  });
});

describe("the map's show-all below zoom 15", () => {
  const geoString = "rect-22.3~114.2_22.2~114.1";
  const rectAt = (zoomLevel: number) => searchFilters(searchCountRequestSchema.parse({ listingTypeId: 1, geoString, zoomLevel })).rect;
  it.each([11, 13, 14])("at zoom %i the map's rectangle does not narrow the results", (zoom) => {
    expect(rectAt(zoom)).toBeNull();
  });
  it.each([15, 17, 21])("from zoom 15 (here %i) only the listings inside the rectangle are results", (zoom) => {
    expect(rectAt(zoom)).toEqual({ north: 22.3, south: 22.2, east: 114.2, west: 114.1 });
  });
  it("a rectangle without a zoom narrows the results", () => {
    expect(searchFilters(searchCountRequestSchema.parse({ listingTypeId: 1, geoString })).rect).not.toBeNull();
  });
});
