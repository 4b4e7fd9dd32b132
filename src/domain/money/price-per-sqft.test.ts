import { describe, it, expect } from "vitest";
import { pickPricePerSqft } from "./price-per-sqft.ts";

describe("price per sqft", () => {
  it.each([
    [20000, 15000, { value: 20000, basis: "saleable" }],
    [0, 15000, { value: 15000, basis: "gross" }],
    [null, 15000, { value: 15000, basis: "gross" }],
    [null, null, null],
  ] as const)("picks saleable %j else gross %j", (s, g, expected) => {
    expect(pickPricePerSqft(s, g)).toEqual(expected);
  });
});
