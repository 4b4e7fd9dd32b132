import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  LISTING_PURPOSE,
  SEARCH_FILTER_TYPE,
  SEARCH_FILTER_TYPE_TEXT,
  parseSearchFilterType,
  purposeFromFilterType,
  filterTypeFromPurpose,
  isListingPurpose,
} from "./purpose.ts";

describe("listing purpose", () => {
  it("has the spec ids", () => {
    expect(LISTING_PURPOSE).toEqual({ Sale: 1, Rent: 2, Both: 3, All: 4 });
    expect(SEARCH_FILTER_TYPE).toEqual({ buy: 0, rent: 1, buyOrRent: 2, all: 3 });
  });
  it("has the text forms buy, rent, buyrent", () => {
    expect(SEARCH_FILTER_TYPE_TEXT[0]).toBe("buy");
    expect(SEARCH_FILTER_TYPE_TEXT[1]).toBe("rent");
    expect(SEARCH_FILTER_TYPE_TEXT[2]).toBe("buyrent");
  });
  it.each([
    ["buy", 0],
    ["rent", 1],
    ["buyrent", 2],
    ["RENT", 1],
    ["nonsense", 0],
  ] as const)("parses %s (default buy)", (text, type) => {
    expect(parseSearchFilterType(text)).toBe(type);
  });
  it("converts purpose ↔ filter type both ways", () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 4), (p) => {
        if (!isListingPurpose(p)) throw new Error("bad");
        expect(purposeFromFilterType(filterTypeFromPurpose(p))).toBe(p);
      }),
    );
  });
  it("rejects unknown purposes", () => {
    expect(isListingPurpose(0)).toBe(false);
    expect(isListingPurpose(5)).toBe(false);
  });
});
