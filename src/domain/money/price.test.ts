import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { formatPrice, listingPriceText, parsePrice, priceUpperLabel } from "./price.ts";

describe("parsePrice", () => {
  it.each([
    ["1,234,567", 1234567],
    [" 12 000 ", 12000],
    ["8M", 8_000_000],
    ["8m", 8_000_000],
    ["1.2M", 1_200_000],
    ["25K", 25_000],
    ["25k", 25_000],
    ["2b", 2_000_000_000],
    ["1.5B", 1_500_000_000],
    ["1250萬", 12_500_000],
    ["1250万", 12_500_000],
    ["1.5億", 150_000_000],
    ["1.5亿", 150_000_000],
    ["3千", 3000],
    ["5百萬", 5_000_000],
    ["5百万", 5_000_000],
    ["1億2000萬", 120_000_000],
    ["1萬5000", 15000],
    ["HK$8M", 8_000_000],
    ["US$800K", 800_000],
    ["100K+", 100_000],
    ["Unlimited", -1],
    ["-1", -1],
  ] as const)("%s → %d", (text, value) => {
    expect(parsePrice(text)).toBeCloseTo(value, 6);
  });

  it.each(["", "abc", "1.2.3", "萬", "1萬1億", "5x", "--1", "1e5"])("rejects %j", (text) => {
    expect(parsePrice(text)).toBeNull();
  });

  it("takes a translated unlimited label", () => {
    expect(parsePrice("不限", "不限")).toBe(-1);
  });
});

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

  it("has the upper labels 500M+ and 500K+", () => {
    expect(priceUpperLabel("sale")).toBe("500M+");
    expect(priceUpperLabel("rent")).toBe("500K+");
  });

  it("parsePrice(formatPrice(x)) stays within the formatter's rounding", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 2_000_000_000 }), fc.double({ min: 0, max: 1e12, noNaN: true })),
        fc.constantFrom("en", "zh-hk", "zh-cn"),
        fc.constantFrom(undefined, 1, 2, 3, 4, 5),
        (x, language, currencyId) => {
          const text = formatPrice(x, { language, currencyId });
          const back = parsePrice(text);
          expect(back).not.toBeNull();
          // Two decimals of the chosen unit: at most half a hundredth of it.
          const tolerance = Math.max(0.005, x * 0.005) + x * 1e-12;
          expect(Math.abs((back ?? NaN) - x)).toBeLessThanOrEqual(tolerance);
        },
      ),
      { numRuns: 3000 },
    );
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
