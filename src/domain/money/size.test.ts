import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { formatSize, DEFAULT_SIZE_TYPE, isSizeType } from "./size.ts";

/** Reads a formatted size back: the test's oracle. */
const readSize = (text: string) => (text === "Unlimited" ? -1 : Number(text.replace(/,/g, "")));

describe("size", () => {
  it("formats with separators and Unlimited for -1", () => {
    expect(formatSize(1200)).toBe("1,200");
    expect(formatSize(-1)).toBe("Unlimited");
    expect(formatSize(-1, "不限")).toBe("不限");
  });
  it("default type", () => {
    expect(DEFAULT_SIZE_TYPE).toBe("saleable");
    expect(isSizeType("gross")).toBe(true);
    expect(isSizeType("net")).toBe(false);
  });
  it("formatSize writes every size so it reads back", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1, max: 10_000_000 }), (n) => {
        expect(readSize(formatSize(n))).toBe(n);
      }),
      { numRuns: 2000 },
    );
  });
});
