import { describe, expect, it } from "vitest";
import { keywordPath } from "../../lib/keyword-path.ts";
import { moveHighlight, suggestionPath } from "./suggestion-path.ts";

describe("search overlay paths", () => {
  it("districts search by id, buildings and blocks by their URL forms", () => {
    expect(suggestionPath({ resultId: 37, result: "Wan Chai", type: 4 }, "en", "rent")).toBe("/en/property-search/rent/localityarea-d37");
    expect(suggestionPath({ resultId: 5, result: "Centrestage", type: 2 }, "zh-hk", "sale")).toBe(
      "/zh-hk/property-search/sale/building/Centrestage",
    );
    expect(suggestionPath({ resultId: 5, result: "Tower 1", type: 8 }, "en", "sale")).toBe(
      "/en/property-search/sale/building/block/Tower+1",
    );
    expect(suggestionPath({ resultId: 9, result: "Taikoo Shing", type: 6 }, "en", "sale")).toBe(
      "/en/property-search/sale/Taikoo+Shing-keyword",
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
