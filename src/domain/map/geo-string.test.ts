import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { buildGeoString, parseGeoString, roundCoordinate } from "./geo-string.ts";

describe("geo string", () => {
  it("builds and parses the spec shape", () => {
    const rect = { ne: { lat: 22.4, lng: 114.2 }, sw: { lat: 22.2, lng: 114.0 } };
    expect(buildGeoString(rect)).toBe("rect-22.4~114.2_22.2~114");
    expect(buildGeoString(rect, "geo")).toBe("geo-22.4~114.2_22.2~114");
    expect(parseGeoString("rect-22.4~114.2_22.2~114")).toEqual({ prefix: "rect", rect });
  });
  it.each(["", "rect-1~2_3", "rect-a~b_c~d", "rect-91~0_0~0", "rect-0~181_0~0", "-1~2_3~4", "rect-1e5~0_0~0"])("rejects %j", (text) => {
    expect(parseGeoString(text)).toBeNull();
  });
  it("parse inverts build", () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (ne, sw) => {
        const parsed = parseGeoString(buildGeoString({ ne, sw }));
        const r = (p: { lat: number; lng: number }) => ({ lat: roundCoordinate(p.lat), lng: roundCoordinate(p.lng) });
        expect(parsed).toEqual({ prefix: "rect", rect: { ne: r(ne), sw: r(sw) } });
      }),
      { numRuns: 2000 },
    );
  });
});
