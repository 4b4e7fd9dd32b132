import { describe, expect, it } from "vitest";
import { ageFactor, districtMarket, marketIndex } from "./district-market.ts";

describe("district market model", () => {
  it("prices the Peak above Tin Shui Wai, for sale and for rent", () => {
    expect(districtMarket(25).salePpsf).toBeGreaterThan(districtMarket(96).salePpsf * 3);
    expect(districtMarket(25).rentPpsf).toBeGreaterThan(districtMarket(96).rentPpsf * 2);
  });

  it("discounts older buildings monotonically", () => {
    let previous = Infinity;
    for (let age = 0; age <= 80; age += 5) {
      expect(ageFactor(age)).toBeLessThanOrEqual(previous);
      previous = ageFactor(age);
    }
  });

  it("peaks in 2021", () => {
    expect(marketIndex(2021)).toBeGreaterThan(marketIndex(2019));
    expect(marketIndex(2021)).toBeGreaterThan(marketIndex(2025));
  });
});
