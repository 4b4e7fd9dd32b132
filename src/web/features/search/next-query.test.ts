import { describe, expect, it } from "vitest";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { buildSearchPath, parseSearchPath } from "../../../domain/search/url.ts";
import { filterFromQuery } from "./filter-from-query.ts";
import { nextSearchPath } from "./next-query.ts";
import type { PlaceTree } from "./place-tree.ts";

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
];
const at = (path: string) => {
  const parsed = parseSearchPath(path);
  if (!parsed.ok) throw new Error(path);
  return parsed.query;
};
const filterOf = (path: string) => filterFromQuery(at(path), { districtIds: at(path).district, currencyId: 3, view: "grid" });

describe("filter ↔ URL", () => {
  it.each([
    "/en/property-search/sale",
    "/en/property-search/rent/localityarea-d37/price-25000-40000-hkd/above-2-beds",
    "/zh-hk/property-search/sale/price-below-8000000-hkd/size-saleable-400-600-ft/features-carpark/sortby-price/orderby-asc",
    "/en/property-search/sale/building/Centrestage",
  ])("an unchanged filter gives back %s", (path) => {
    expect(nextSearchPath(filterOf(path), at(path), tree)).toBe(path);
  });
  it("a price preset and a bed option are written into the URL", () => {
    const base = at("/en/property-search/sale");
    const f = { ...filterOf("/en/property-search/sale"), priceMin: 0, priceMax: 8_000_000, bed: 2 as const };
    expect(nextSearchPath(f, base, tree)).toBe("/en/property-search/sale/price-below-8000000-hkd/above-2-beds");
  });
  it("switching to rent drops the sale price; a typed keyword is a keyword search", () => {
    const path = "/en/property-search/sale/building/Centrestage/price-below-8000000-hkd";
    const f = { ...filterOf(path), mode: "rent" as const, keyword: "ocean" };
    expect(nextSearchPath(f, at(path), tree)).toBe("/en/property-search/rent/ocean-keyword");
  });
  it("a whole region is written as its area; leaving the map drops its rectangle", () => {
    const path = "/en/property-search/map/sale/rect-22.3~114.2_22.2~114.1/zm-14/em-1";
    const f = { ...filterOf(path), districtIds: [1, 37], view: "grid" as const };
    expect(nextSearchPath(f, at(path), tree)).toBe(buildSearchPath(createSearchQuery({ area: [1] })));
  });
});
