import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { formatSize, parseSize, SIZE_UPPER_LABEL, DEFAULT_SIZE_TYPE, isSizeType } from "./size.ts";

describe("size", () => {
  it.each([
    ["1,200", 1200],
    ["850", 850],
    ["-1", -1],
    ["abc", null],
    ["", null],
  ] as const)("parses %j", (text, value) => {
    expect(parseSize(text)).toBe(value);
  });
  it("formats with separators and Unlimited for -1", () => {
    expect(formatSize(1200)).toBe("1,200");
    expect(formatSize(-1)).toBe("Unlimited");
    expect(formatSize(-1, "不限")).toBe("不限");
  });
  it("upper label and default type", () => {
    expect(SIZE_UPPER_LABEL).toBe("5000+");
    expect(DEFAULT_SIZE_TYPE).toBe("saleable");
    expect(isSizeType("gross")).toBe(true);
    expect(isSizeType("net")).toBe(false);
  });
  it("parseSize inverts formatSize", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 10_000_000 }), (n) => {
        expect(parseSize(formatSize(n))).toBe(n);
      }),
      { numRuns: 2000 },
    );
  });
});
