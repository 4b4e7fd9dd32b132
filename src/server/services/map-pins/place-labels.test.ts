import { describe, expect, it } from "vitest";
import { PlaceLabelGrid } from "./place-labels.ts";
import type { PlaceLabelRow } from "../../db/map/place-label-queries.ts";

const place = (id: number, kind: PlaceLabelRow["kind"], lat: number, lng: number, homes: number): PlaceLabelRow => ({
  id,
  kind,
  lat,
  lng,
  homes,
  name_en: `Place ${String(id)}`,
  name_zh_hk: `地方${String(id)}號`,
  name_zh_cn: `地方${String(id)}号`,
});

// Around Wan Chai; an estate and a building may share an id (different tables).
const rows = [
  place(1, "estate", 22.2781, 114.1752, 800),
  place(1, "building", 22.2779, 114.1749, 120),
  place(2, "estate", 22.2849, 114.1755, 2400),
  place(3, "building", 22.2801, 114.1851, 90),
  // On another cell's edge and just outside the rectangle below.
  place(4, "building", 22.275, 114.17, 60),
  place(5, "building", 22.2901, 114.1751, 5000),
];
const grid = new PlaceLabelGrid(rows);
const box = { south: 22.275, west: 114.17, north: 22.29, east: 114.19, languageId: 1, limit: 100 };
const ids = (answer: ReturnType<PlaceLabelGrid["within"]>) => answer.places.map((p) => `${p.kind}:${String(p.id)}`);

describe("place labels from the in-memory grid", () => {
  it("answers the places inside the bounds (edges included), the most homes first", () => {
    expect(ids(grid.within(box))).toEqual(["estate:2", "estate:1", "building:1", "building:3", "building:4"]);
  });

  it("leaves out places outside the bounds, across cells", () => {
    expect(ids(grid.within({ ...box, north: 22.28, east: 114.18 }))).toEqual(["estate:1", "building:1", "building:4"]);
    expect(ids(grid.within({ ...box, south: 22.3, north: 22.31 }))).toEqual([]);
  });

  it("keeps the most prominent places within the limit, with their rank among all places", () => {
    const answer = grid.within({ ...box, limit: 2 });
    expect(ids(answer)).toEqual(["estate:2", "estate:1"]);
    // Place 5 (5,000 homes) ranks first of all, outside these bounds.
    expect(answer.places.map((p) => p.rank)).toEqual([1, 2]);
  });

  it("names each place in the language asked for, at its point", () => {
    const inBox = { ...box, north: 22.279, east: 114.176, limit: 1 };
    expect(grid.within({ ...inBox, languageId: 1 }).places).toEqual([
      { id: 1, kind: "estate", name: "Place 1", at: [22.2781, 114.1752], rank: 2 },
    ]);
    expect(grid.within({ ...inBox, languageId: 2 }).places[0]?.name).toBe("地方1號");
    expect(grid.within({ ...inBox, languageId: 3 }).places[0]?.name).toBe("地方1号");
  });
});
