import { describe, expect, it } from "vitest";
import { customPrices, filterPricePresets, headerPricePresets, samePreset } from "./price-options.ts";

describe("price options", () => {
  it("uses the spec tables for HKD and USD", () => {
    expect(filterPricePresets("rent", 3)[0]).toEqual({ min: 0, max: 25_000 });
    expect(filterPricePresets("sale", 1).at(-1)).toEqual({ min: 2_000_000, max: -1 });
    expect(headerPricePresets("sale", 3)).toHaveLength(9);
    expect(headerPricePresets("rent", 1)[0]).toEqual({ min: 0, max: 3_000 });
  });
  it("custom lists top out at 1M rent and 90M buy in HKD", () => {
    expect(customPrices("rent", 3).at(-1)).toBe(1_000_000);
    expect(customPrices("sale", 3).at(-1)).toBe(90_000_000);
    expect(customPrices("sale", 1).at(-1)).toBe(12_000_000);
  });
  it("matches presets with an unlimited max", () => {
    expect(samePreset({ min: 100, max: -1 }, 100, -1)).toBe(true);
    expect(samePreset({ min: 0, max: 100 }, 0, -1)).toBe(false);
  });
});
