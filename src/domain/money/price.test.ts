import { describe, it, expect } from "vitest";
import { formatPrice, listingPriceText } from "./price.ts";

describe("formatPrice", () => {
  it.each([
    [8_000_000, "en", "8M"],
    [1_234_567, "en", "1.23M"],
    [1_500_000, "en", "1.5M"],
    [999_999, "en", "1M"],
    [25_000, "en", "25K"],
    [800_000, "en", "800K"],
    [950, "en", "950"],
    [0, "en", "0"],
    [2_500_000_000, "en", "2,500M"],
    [150_000_000, "zh-hk", "1.5億"],
    [150_000_000, "zh-cn", "1.5亿"],
    [12_500_000, "zh-hk", "1,250萬"],
    [12_500_000, "zh-cn", "1,250万"],
    [25_000, "zh-hk", "2.5萬"],
    [3_000, "zh-hk", "3千"],
  ] as const)("%d in %s → %s", (amount, language, text) => {
    expect(formatPrice(amount, { language })).toBe(text);
  });

  it("shows Unlimited for -1, or the caller's label", () => {
    expect(formatPrice(-1)).toBe("Unlimited");
    expect(formatPrice(-1, { unlimitedLabel: "不限" })).toBe("不限");
  });

  it("adds the currency symbol and the or-more mark", () => {
    expect(formatPrice(8_000_000, { currencyId: 3 })).toBe("HK$8M");
    expect(formatPrice(100_000, { orMore: true })).toBe("100K+");
  });
});

describe("listingPriceText", () => {
  it("shows the price of the purpose in the currency and language", () => {
    expect(listingPriceText({ salePrice: 12_500_000, leasePrice: 30_000 }, "sale", 3, "en")).toBe("HK$12.5M");
    expect(listingPriceText({ salePrice: 12_500_000, leasePrice: null }, "sale", 3, "zh-hk")).toBe("HK$1,250萬");
    expect(listingPriceText({ salePrice: 12_500_000, leasePrice: 28_000 }, "rent", 1, "en")).toBe("US$28K");
  });
  it("shows none for a purpose the listing is not offered for", () => {
    expect(listingPriceText({ salePrice: null, leasePrice: 28_000 }, "sale", 3, "en")).toBeNull();
    expect(listingPriceText({ salePrice: 1, leasePrice: null }, "rent", 3, "en")).toBeNull();
  });
});
