import { describe, it, expect } from "vitest";
import { LISTING_PURPOSE, isListingPurpose } from "./purpose.ts";

describe("listing purpose", () => {
  it("has the spec ids", () => {
    expect(LISTING_PURPOSE).toEqual({ Sale: 1, Rent: 2, Both: 3, All: 4 });
  });
  it("rejects unknown purposes", () => {
    expect(isListingPurpose(0)).toBe(false);
    expect(isListingPurpose(5)).toBe(false);
  });
});
