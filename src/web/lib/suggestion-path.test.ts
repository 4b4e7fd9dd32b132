import { describe, expect, it } from "vitest";
import { keywordPath } from "./keyword-path.ts";
import { moveHighlight, suggestionPath } from "./suggestion-path.ts";

describe("search overlay paths", () => {
  it("districts search by id, other places by their type and id (buildings and blocks in their URL forms)", () => {
    expect(suggestionPath({ resultId: 37, result: "Wan Chai", type: 4 }, "en", "rent")).toBe("/en/property-search/rent/localityarea-d37");
    expect(suggestionPath({ resultId: 5, result: "Centrestage", type: 2 }, "zh-hk", "sale")).toBe(
      "/zh-hk/property-search/sale/building/Centrestage?searchResultType=2&searchResultId=5",
    );
    expect(suggestionPath({ resultId: 5, result: "Tower 1", type: 8 }, "en", "sale")).toBe(
      "/en/property-search/sale/building/block/Tower+1?searchResultType=8&searchResultId=5",
    );
    expect(suggestionPath({ resultId: 9, result: "太古城", type: 6 }, "zh-hk", "sale")).toBe(
      "/zh-hk/property-search/sale/%E5%A4%AA%E5%8F%A4%E5%9F%8E-keyword?searchResultType=6&searchResultId=9",
    );
    expect(suggestionPath({ resultId: 3, result: "King's Road", type: 3 }, "en", "rent")).toBe(
      "/en/property-search/rent/King's+Road-keyword?searchResultType=3&searchResultId=3",
    );
  });
  it("a special district searches its fixed district set in the localityarea form", () => {
    expect(suggestionPath({ resultId: 902, result: "Island South", type: 99, districtIds: [1, 2, 6] }, "en", "sale")).toBe(
      "/en/property-search/sale/localityarea-d1-d2-d6",
    );
  });
  it("a raw keyword is a keyword search", () => {
    expect(keywordPath(" ocean ", "en", "rent")).toBe("/en/property-search/rent/ocean-keyword");
  });
  it("up and down wrap", () => {
    expect(moveHighlight(-1, 3, 1)).toBe(0);
    expect(moveHighlight(-1, 3, -1)).toBe(2);
    expect(moveHighlight(2, 3, 1)).toBe(0);
    expect(moveHighlight(0, 3, -1)).toBe(2);
    expect(moveHighlight(0, 0, 1)).toBe(-1);
  });
});
