import { describe, expect, it } from "vitest";
import { fetchArea, mergePins, needsFetch } from "./pin-cache.ts";

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

describe("merging pins of a pan (spec: highest value for districts and areas, position for the rest)", () => {
  const pin = (type: "area" | "district" | "building" | "property", id: number, lat: number, value: number | null, count = 1) => ({
    id,
    lat,
    lng: 114.1,
    type,
    name: `${type} ${String(id)}`,
    value,
    count,
  });
  it("a district or area keeps its highest value", () => {
    const merged = mergePins(
      [pin("district", 4, 22.3, 900), pin("district", 5, 22.4, 100)],
      [pin("district", 4, 22.3, 500), pin("district", 5, 22.4, 300)],
    );
    expect(merged.map((p) => [p.id, p.value])).toEqual([
      [4, 900],
      [5, 300],
    ]);
  });
  it("a building or listing is replaced by the pin at its position; others stay", () => {
    const merged = mergePins(
      [pin("building", 1, 22.3, 900, 2), pin("building", 2, 22.5, 100)],
      [pin("building", 1, 22.3, 950, 3), pin("building", 3, 22.6, 50)],
    );
    expect(merged.map((p) => [p.id, p.value, p.count])).toEqual([
      [1, 950, 3],
      [2, 100, 1],
      [3, 50, 1],
    ]);
  });
  it("listings of one building (one position) each keep their pin", () => {
    const merged = mergePins(
      [pin("property", 1, 22.3, 900), pin("property", 2, 22.3, 800)],
      [pin("property", 2, 22.3, 750), pin("property", 3, 22.3, 700)],
    );
    expect(merged.map((p) => [p.id, p.value])).toEqual([
      [1, 900],
      [2, 750],
      [3, 700],
    ]);
  });
});
