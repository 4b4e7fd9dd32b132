import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { formatPrice } from "./price.ts";
import { parsePrice } from "./parse-price.ts";

describe("parsePrice", () => {
  it.each([
    ["1,234,567", 1234567],
    [" 12 000 ", 12000],
    ["8M", 8_000_000],
    ["8m", 8_000_000],
    ["12.5M", 12_500_000],
    ["800k", 800_000],
    ["800萬", 8_000_000],
    ["800万", 8_000_000],
    ["1.2億", 120_000_000],
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

describe("parsePrice and formatPrice", () => {
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
