import { describe, expect, it } from "vitest";
import { nearestPlace } from "./nearest-place.ts";

const places = [
  { name: "Wan Chai", at: [22.2776, 114.1747] as const },
  { name: "Causeway Bay", at: [22.279, 114.184] as const },
  { name: "Tsim Sha Tsui", at: [22.2988, 114.1722] as const },
];

describe("nearest place", () => {
  it.each([
    [22.2781, 114.1752, "Wan Chai"],
    [22.2795, 114.1835, "Causeway Bay"],
    [22.297, 114.17, "Tsim Sha Tsui"],
    // In the harbour north-east of Causeway Bay: still nearer it than Tsim Sha Tsui.
    [22.289, 114.19, "Causeway Bay"],
  ])("(%f, %f) is in %s", (lat, lng, name) => {
    expect(nearestPlace(places, { lat, lng })?.name).toBe(name);
  });
  it("is null without places", () => {
    expect(nearestPlace([], { lat: 22.3, lng: 114.2 })).toBeNull();
  });
});
