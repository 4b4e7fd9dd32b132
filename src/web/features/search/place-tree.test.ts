import { describe, expect, it } from "vitest";
import {
  placeLabels,
  placeTreeFromJson,
  placeTreeToJson,
  regionState,
  selectedDistrictIds,
  splitPlaces,
  toggleRegion,
  type PlaceTree,
} from "./place-tree.ts";

const tree: PlaceTree = [
  {
    id: 1000,
    areaId: 1,
    name: "HK Island",
    districts: [
      { id: 1, name: "Aberdeen" },
      { id: 37, name: "Wan Chai" },
    ],
  },
  { id: 2000, areaId: 2, name: "Kowloon", districts: [{ id: 50, name: "Mong Kok" }] },
];

describe("place tree", () => {
  it("a region ticks and unticks all its districts", () => {
    expect(toggleRegion(tree, [50], 1000)).toEqual([1, 37, 50]);
    expect(toggleRegion(tree, [1, 37, 50], 1000)).toEqual([50]);
    expect(regionState(tree[0]!, [37])).toBe("some");
  });
  it("areas in the URL select their districts", () => {
    expect(selectedDistrictIds(tree, [2], [37])).toEqual([37, 50]);
  });
  it("writes whole regions as areas and keeps unknown ids", () => {
    expect(splitPlaces(tree, [1, 37, 50, 901])).toEqual({ area: [1, 2], district: [901] });
    expect(splitPlaces(tree, [37])).toEqual({ area: [], district: [37] });
  });
  it("names a whole region once", () => {
    expect(placeLabels(tree, [1, 37, 50])).toEqual(["HK Island", "Kowloon"]);
    expect(placeLabels(tree, [37])).toEqual(["Wan Chai"]);
  });
  it("travels as a JSON text and comes back as the same tree, decoded once per text", () => {
    const json = placeTreeToJson(tree);
    expect(placeTreeFromJson(json)).toEqual(tree);
    expect(placeTreeFromJson(json)).toBe(placeTreeFromJson(placeTreeToJson(tree)));
  });
});
