import { describe, it, expect } from "vitest";
import { DEFAULT_SORT, parseSortField } from "./sort.ts";
import { SORT_OPTIONS, DEFAULT_SORT_OPTION_KEY, sortOptionFor, sortOptionByKey } from "./sort-options.ts";
import { DEFAULT_TABLE_SORT, clickColumn, switchPurpose } from "./table-sort.ts";

describe("sort", () => {
  it("defaults to quality score descending", () => {
    expect(DEFAULT_SORT).toEqual({ sortBy: "qualityscore", orderBy: "desc" });
    expect(DEFAULT_TABLE_SORT).toEqual({ column: "qualityscore", order: "desc" });
    expect(DEFAULT_SORT_OPTION_KEY).toBe("bestMatch");
  });
  it.each([
    ["price", "price"],
    ["netsize", "netsize"],
    ["saleablesize", "netsize"],
    ["grosssize", "grosssize"],
    ["district", "district"],
    ["localityname", "district"],
    ["name", "name"],
    ["updateddate", "updateddate"],
    ["qualityscore", "qualityscore"],
    ["pricepersqft", "pricepersqft"],
    ["PRICE", "price"],
    ["colour", null],
  ] as const)("both naming sets: %s → %s", (text, field) => {
    expect(parseSortField(text)).toBe(field);
  });
  it("has the filter's 14 options, each with its own key", () => {
    expect(SORT_OPTIONS).toHaveLength(14);
    expect(new Set(SORT_OPTIONS.map((x) => x.key)).size).toBe(14);
    expect(sortOptionFor({ sortBy: "price", orderBy: "asc" }).key).toBe("priceAsc");
    expect(sortOptionFor({ sortBy: "updateddate", orderBy: "asc" }).key).toBe("bestMatch");
    expect(sortOptionByKey("nope").key).toBe("bestMatch");
    for (const option of SORT_OPTIONS) expect(sortOptionByKey(option.key)).toBe(option);
  });
  it("clicking a column toggles ascending and descending", () => {
    const a = clickColumn(DEFAULT_TABLE_SORT, "saleprice");
    expect(a).toEqual({ column: "saleprice", order: "asc" });
    expect(clickColumn(a, "saleprice")).toEqual({ column: "saleprice", order: "desc" });
    expect(clickColumn(clickColumn(a, "saleprice"), "saleprice")).toEqual(a);
  });
  it("switching sale ↔ rent moves the price column", () => {
    expect(switchPurpose({ column: "saleprice", order: "asc" }, "rent")).toEqual({ column: "leaseprice", order: "asc" });
    expect(switchPurpose({ column: "leaseprice", order: "desc" }, "sale")).toEqual({ column: "saleprice", order: "desc" });
    expect(switchPurpose({ column: "name", order: "desc" }, "rent")).toEqual({ column: "name", order: "desc" });
  });
});
