import { describe, expect, it } from "vitest";
import { bannerIsLong, cardPrice, cardPurpose } from "./card-format.ts";

describe("result card helpers", () => {
  it("shrinks banner labels over 12 Latin or 8 Chinese characters", () => {
    expect(bannerIsLong("Price reduced")).toBe(true);
    expect(bannerIsLong("New listing!")).toBe(false);
    expect(bannerIsLong("業主急放筍盤優惠")).toBe(false);
    expect(bannerIsLong("業主急放筍盤優惠價")).toBe(true);
  });
  it("shows the searched purpose when the listing has it", () => {
    expect(cardPurpose({ salePrice: 1, leasePrice: 2 }, "rent")).toBe("rent");
    expect(cardPurpose({ salePrice: 1, leasePrice: null }, "rent")).toBe("sale");
  });
  it("formats prices in the currency and language", () => {
    expect(cardPrice({ salePrice: 12_500_000, leasePrice: null }, "sale", 3, "en")).toBe("HK$12.5M");
    expect(cardPrice({ salePrice: 12_500_000, leasePrice: null }, "sale", 3, "zh-hk")).toBe("HK$1,250萬");
    expect(cardPrice({ salePrice: null, leasePrice: 28_000 }, "rent", 1, "en")).toBe("US$28K");
  });
});
