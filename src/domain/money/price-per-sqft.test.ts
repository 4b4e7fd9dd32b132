import { describe, it, expect } from "vitest";
import { computePricePerSqft, pickPricePerSqft } from "./price-per-sqft.ts";

describe("price per sqft", () => {
  it.each([
    [20000, 15000, { value: 20000, basis: "saleable" }],
    [0, 15000, { value: 15000, basis: "gross" }],
    [null, 15000, { value: 15000, basis: "gross" }],
    [null, null, null],
  ] as const)("picks saleable %j else gross %j", (s, g, expected) => {
    expect(pickPricePerSqft(s, g)).toEqual(expected);
  });
  it("computes on saleable, else gross", () => {
    expect(computePricePerSqft(10_000_000, 500, 700)).toEqual({ value: 20000, basis: "saleable" });
    expect(computePricePerSqft(10_000_000, 0, 500)).toEqual({ value: 20000, basis: "gross" });
    expect(computePricePerSqft(10_000_000, null, null)).toBeNull();
    expect(computePricePerSqft(0, 500, 500)).toBeNull();
  });
});
