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
