import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { REGIONS, regionIdFromAreaId } from "./regions.ts";

describe("regions", () => {
  it("has the four spec regions", () => {
    expect(REGIONS.map((r) => [r.regionId, r.areaId, r.name])).toEqual([
      [1000, 1, "Hong Kong Island"],
      [2000, 2, "Kowloon"],
      [3000, 3, "New Territories"],
      [4000, 4, "Outlying Islands"],
    ]);
  });
  it("area id ↔ region id round-trips", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), (area) => {
        const region = regionIdFromAreaId(area);
        expect(region).not.toBeNull();
        expect(REGIONS.find((r) => r.regionId === region)?.areaId).toBe(area);
      }),
    );
    expect(regionIdFromAreaId(5)).toBeNull();
  });
});
