import { describe, expect, it } from "vitest";
import { sortKeyAfterClick, tableSortOf } from "./sort-columns.ts";

describe("list column sorting", () => {
  it("defaults to quality score descending", () => {
    expect(tableSortOf({ sortBy: "qualityscore", orderBy: "desc" }, "sale")).toEqual({ column: "qualityscore", order: "desc" });
  });
  it("a new column starts ascending; clicking it again flips it", () => {
    expect(sortKeyAfterClick({ sortBy: "qualityscore", orderBy: "desc" }, "sale", "saleprice")).toBe("priceAsc");
    expect(sortKeyAfterClick({ sortBy: "price", orderBy: "asc" }, "sale", "saleprice")).toBe("priceDesc");
  });
  it("the price column follows the purpose", () => {
    expect(tableSortOf({ sortBy: "price", orderBy: "asc" }, "rent")).toEqual({ column: "leaseprice", order: "asc" });
    expect(sortKeyAfterClick({ sortBy: "price", orderBy: "asc" }, "rent", "leaseprice")).toBe("priceDesc");
  });
});
