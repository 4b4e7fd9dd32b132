import { describe, expect, it } from "vitest";
import { distanceKm, isOnLand } from "./geo.ts";

describe("base map geometry", () => {
  it.each([
    ["Centrestage", 22.2843, 114.1496],
    ["Taikoo Shing", 22.2866, 114.2165],
    ["Sha Tin", 22.382, 114.19],
    ["Tung Chung", 22.288, 113.942],
    ["Discovery Bay", 22.296, 114.016],
  ])("%s is on land", (_, lat, lng) => expect(isOnLand(lat, lng)).toBe(true));

  it.each([
    ["Victoria Harbour", 22.291, 114.17],
    ["South China Sea", 22.15, 114.1],
    ["Plover Cove Reservoir (a hole in the land)", 22.47, 114.25],
  ])("%s is not land", (_, lat, lng) => expect(isOnLand(lat, lng)).toBe(false));

  it("measures distances", () => {
    // Central to Tsim Sha Tsui stations: about 2 km across the harbour.
    const km = distanceKm(22.2819, 114.1581, 22.2975, 114.1722);
    expect(km).toBeGreaterThan(2);
    expect(km).toBeLessThan(2.5);
  });
});
