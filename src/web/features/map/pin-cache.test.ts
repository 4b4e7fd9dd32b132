import { describe, expect, it } from "vitest";
import { fetchArea, needsFetch } from "./pin-cache.ts";

const view = { ne: { lat: 22.4, lng: 114.3 }, sw: { lat: 22.2, lng: 114.1 } };

describe("pin cache", () => {
  it("refetches on a new filter, zoom or a move outside the extended area", () => {
    const last = { key: "q", zoom: 13, area: fetchArea(view) };
    const small = { ne: { lat: 22.42, lng: 114.32 }, sw: { lat: 22.22, lng: 114.12 } };
    expect(needsFetch(null, "q", 13, view)).toBe(true);
    expect(needsFetch(last, "q", 13, small)).toBe(false);
    expect(needsFetch(last, "q", 14, small)).toBe(true);
    expect(needsFetch(last, "other", 13, small)).toBe(true);
    expect(needsFetch(last, "q", 13, { ne: { lat: 22.6, lng: 114.3 }, sw: { lat: 22.4, lng: 114.1 } })).toBe(true);
  });
});
