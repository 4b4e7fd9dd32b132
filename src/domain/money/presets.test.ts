import { describe, it, expect } from "vitest";
import {
  FILTER_PRICE_PRESETS,
  HEADER_PRICE_PRESETS,
  FILTER_SIZE_PRESETS,
  HEADER_SIZE_PRESETS,
  BED_OPTIONS,
  BEDROOM_MAX,
  rangeLabel,
  SCALE_TOP,
} from "./presets.ts";
import type { Range } from "./presets.ts";
import { formatPrice } from "./price.ts";

const labels = (ranges: readonly Range[]) => ranges.map((x) => `${formatPrice(x.min)}-${x.max < 0 ? "∞" : formatPrice(x.max)}`);

describe("presets", () => {
  it("HKD and USD rent filter presets", () => {
    expect(labels(FILTER_PRICE_PRESETS.rent.HKD)).toEqual(["0-25K", "25K-40K", "40K-60K", "60K-80K", "80K-100K", "100K-∞"]);
    expect(labels(FILTER_PRICE_PRESETS.rent.USD)).toEqual(["0-3K", "3K-4K", "4K-6K", "6K-8K", "8K-10K", "10K-∞"]);
  });
  it("HKD and USD buy filter presets", () => {
    expect(labels(FILTER_PRICE_PRESETS.sale.HKD)).toEqual(["0-8M", "8M-12M", "12M-16M", "16M-20M", "20M-∞"]);
    expect(labels(FILTER_PRICE_PRESETS.sale.USD)).toEqual(["0-800K", "800K-1.2M", "1.2M-1.6M", "1.6M-2M", "2M-∞"]);
  });
  it("header presets", () => {
    expect(labels(HEADER_PRICE_PRESETS.rent)).toEqual(["0-25K", "25K-40K", "40K-60K", "60K-80K", "80K-100K", "100K-∞"]);
    expect(labels(HEADER_PRICE_PRESETS.sale)).toEqual([
      "0-8M",
      "8M-10M",
      "10M-15M",
      "15M-20M",
      "20M-30M",
      "30M-50M",
      "50M-75M",
      "75M-100M",
      "100M-∞",
    ]);
  });
  it("size presets", () => {
    expect(FILTER_SIZE_PRESETS.map((x) => [x.min, x.max])).toEqual([
      [0, 400],
      [400, 600],
      [600, 800],
      [800, 1000],
      [1000, 1500],
      [1500, -1],
    ]);
    expect(HEADER_SIZE_PRESETS.map((x) => [x.min, x.max])).toEqual([
      [0, 600],
      [600, 1000],
      [1000, 1500],
      [1500, 2000],
      [2000, -1],
    ]);
  });
  it("bed options", () => {
    expect(BED_OPTIONS).toEqual(["studio", 1, 2, 3, 4, 5]);
    expect(BEDROOM_MAX).toBe(20);
  });
  it("labels", () => {
    expect(rangeLabel({ min: 0, max: 8e6 }, SCALE_TOP.sale)).toEqual({ kind: "below", max: 8e6 });
    expect(rangeLabel({ min: 8e6, max: 12e6 }, SCALE_TOP.sale)).toEqual({ kind: "between", min: 8e6, max: 12e6 });
  });
  it("a range with no upper limit reads up to the scale's top: 500M for sale, 500K for rent, 5000 sq ft", () => {
    expect(SCALE_TOP).toEqual({ sale: 500e6, rent: 500e3, size: 5000 });
    expect(rangeLabel({ min: 1e8, max: -1 }, SCALE_TOP.sale)).toEqual({ kind: "toTop", min: 1e8, top: 500e6 });
    expect(rangeLabel({ min: 1500, max: -1 }, SCALE_TOP.size)).toEqual({ kind: "toTop", min: 1500, top: 5000 });
    // From a minimum at or above the top there is nothing to read up to.
    expect(rangeLabel({ min: 1e6, max: -1 }, SCALE_TOP.rent)).toEqual({ kind: "above", min: 1e6 });
  });
});
