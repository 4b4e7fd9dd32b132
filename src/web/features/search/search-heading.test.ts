import { describe, expect, it } from "vitest";
import { createSearchQuery } from "../../../domain/search/query.ts";
import type { PlaceTree } from "./place-tree.ts";
import { searchedPlace } from "./search-heading.ts";

const tree: PlaceTree = [
  {
    id: 1000,
    areaId: 1,
    name: "Hong Kong Island",
    districts: [
      { id: 119, name: "Central" },
      { id: 37, name: "Wan Chai" },
    ],
  },
];
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key);
const wanChai = { id: 37, name: "Wan Chai" };

describe("the place a search heading names", () => {
  it("is the place a zoomed-in map shows, where no district is chosen", () => {
    expect(searchedPlace(createSearchQuery(), tree, t, wanChai)).toBe("Wan Chai");
    // Without a map place: nothing, and the heading says "in Hong Kong".
    expect(searchedPlace(createSearchQuery(), tree, t)).toBe("");
  });

  it("is the map's place when it is one of the chosen districts, and the chosen ones when the map is elsewhere", () => {
    expect(searchedPlace(createSearchQuery({ district: [119, 37] }), tree, t, wanChai)).toBe("Wan Chai");
    expect(searchedPlace(createSearchQuery({ district: [119] }), tree, t, wanChai)).toBe("Central");
  });

  it("is the keyword when one was searched", () => {
    expect(searchedPlace(createSearchQuery({ keyword: "Taikoo" }), tree, t, wanChai)).toBe('search.heading.quoted{"text":"Taikoo"}');
  });
});
