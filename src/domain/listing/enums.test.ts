import { describe, it, expect } from "vitest";
import {
  SUGGESTION_RESULT_TYPE,
  SAVED_SEARCH_TYPE,
  ICON_TYPE,
  MAP_AGGREGATION_LEVELS,
  DEFAULT_MAP_DETAILS_TYPE,
  PIN_STYLES,
} from "./enums.ts";
import { LAYOUTS, layoutKey, normaliseLayouts, isLayoutId } from "./layouts.ts";
import { AMENITIES, SHOW_ONLY, amenityIdsFromFlags, flagsFromAmenityIds } from "./amenities.ts";

describe("enumerations", () => {
  it("suggestion result types", () => {
    expect(SUGGESTION_RESULT_TYPE).toEqual({
      property: 1,
      building: 2,
      address: 3,
      district: 4,
      area: 5,
      estate: 6,
      phase: 7,
      block: 8,
      specialDistrict: 99,
      keyword: -1,
    });
  });
  it("saved search types", () => {
    expect(SAVED_SEARCH_TYPE).toEqual({ Search: 1, Building: 2, District: 3, Map: 4, Block: 5 });
  });
  it("icon types, aggregation levels, photo types, pin styles", () => {
    expect(Object.keys(ICON_TYPE)).toEqual(["None", "VirtualTour", "Video", "Exclusive", "All"]);
    expect(MAP_AGGREGATION_LEVELS).toEqual(["Country", "Area", "AreaLocality", "Locality", "Building", "BuildingProperty", "Property"]);
    expect(DEFAULT_MAP_DETAILS_TYPE).toBe("Area");
    expect(PIN_STYLES).toEqual(["DOT", "BUBBLE", "BUBBLE_LEG", "CALLOUT"]);
  });
  it.each([
    [1, "apartment"],
    [2, "duplex"],
    [3, "triplex"],
    [4, "penthouse"],
    [5, "house"],
    [7, "studio"],
    [16, "detached-house"],
    [17, "village-house"],
  ] as const)("layout %i has key %s", (id, key) => {
    expect(layoutKey(id)).toBe(key);
  });
  it("layout helpers", () => {
    expect(LAYOUTS).toHaveLength(8);
    expect(isLayoutId(6)).toBe(false);
    expect(normaliseLayouts([17, 1, 1, 99, 5])).toEqual([1, 5, 17]);
  });
  it("amenities and show-only", () => {
    expect(AMENITIES.map((a) => [a.id, a.key])).toEqual([
      [1, "carpark"],
      [2, "maid-room"],
      [3, "outdoor-space"],
    ]);
    expect(SHOW_ONLY.map((a) => [a.id, a.key])).toEqual([
      [1, "vr"],
      [2, "video"],
    ]);
    const flags = { hasParking: true, hasMaidRoom: false, hasOutdoorSpace: true };
    expect(amenityIdsFromFlags(flags)).toEqual([1, 3]);
    expect(flagsFromAmenityIds([1, 3])).toEqual(flags);
  });
});
