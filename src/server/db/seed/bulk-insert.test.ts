import { describe, expect, it } from "vitest";
import { arrayLiteral } from "./bulk-insert.ts";

describe("arrayLiteral", () => {
  it("quotes words and leaves numbers bare", () => {
    expect(arrayLiteral(["yue", "en"])).toBe('{"yue","en"}');
    expect(arrayLiteral([1, 37, 119])).toBe("{1,37,119}");
    expect(arrayLiteral([])).toBe("{}");
  });

  it("escapes quotes and backslashes", () => {
    expect(arrayLiteral(['a"b', "c\\d"])).toBe('{"a\\"b","c\\\\d"}');
  });
});
