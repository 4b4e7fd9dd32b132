import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { FILTER_SIZE_PRESETS, HEADER_PRICE_PRESETS, SCALE_TOP } from "../../../domain/money/presets.ts";
import { FILTER_PANEL_DEFAULTS } from "../../../domain/search/filter-state.ts";
import { createTranslate } from "../../i18n/i18n.tsx";
import { parseMessages } from "../../i18n/parse-messages.server.ts";
import { filterBarLabels } from "./filter-bar-labels.ts";
import { priceAmount, rangeText, sizeAmount } from "./range-text.ts";

const catalog = (language: "en" | "zh-hk") => {
  const read = (part: string) =>
    JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "i18n", "messages", part, `${language}.json`), "utf8")) as Record<
      string,
      string
    >;
  return { ...read("search"), ...read("result-card") };
};
const en = createTranslate("en", parseMessages("en", catalog("en")));
const zhHk = createTranslate("zh-hk", parseMessages("zh-hk", catalog("zh-hk")));
const HKD = 3;

describe("the top bucket of the price and size presets", () => {
  it("reads up to the scale's upper label: 500M+ for sale, 500K+ for rent, 5,000+ sq ft", () => {
    const top = (ranges: readonly { min: number; max: number }[]) => ranges[ranges.length - 1]!;
    expect(rangeText(top(HEADER_PRICE_PRESETS.sale), SCALE_TOP.sale, en, priceAmount(HKD, "en"))).toBe("HK$100M – HK$500M+");
    expect(rangeText(top(HEADER_PRICE_PRESETS.rent), SCALE_TOP.rent, en, priceAmount(HKD, "en"))).toBe("HK$100K – HK$500K+");
    expect(rangeText(top(FILTER_SIZE_PRESETS), SCALE_TOP.size, en, sizeAmount(en))).toBe("1,500 sq ft – 5,000+ sq ft");
    expect(rangeText(top(HEADER_PRICE_PRESETS.sale), SCALE_TOP.sale, zhHk, priceAmount(HKD, "zh-hk"))).toBe("HK$1億 – HK$5億+");
  });
  it("leaves the other buckets as they were", () => {
    expect(rangeText(HEADER_PRICE_PRESETS.sale[0], SCALE_TOP.sale, en, priceAmount(HKD, "en"))).toBe("Below HK$8M");
    expect(rangeText(HEADER_PRICE_PRESETS.sale[1], SCALE_TOP.sale, en, priceAmount(HKD, "en"))).toBe("HK$8M – HK$10M");
  });
});

describe("the header's price and size chips", () => {
  it("say the same as the preset chosen, up to the upper label", () => {
    const labels = filterBarLabels({ ...FILTER_PANEL_DEFAULTS, mode: "sale", priceMin: 20e6, priceMax: -1, sizeMin: 2000 }, [], en, "en");
    expect(labels.price).toEqual({ text: "HK$20M – HK$500M+", active: true });
    expect(labels.size).toEqual({ text: "2,000 sq ft – 5,000+ sq ft", active: true });
    const rent = filterBarLabels({ ...FILTER_PANEL_DEFAULTS, mode: "rent", priceMin: 100e3, priceMax: -1 }, [], zhHk, "zh-hk");
    expect(rent.price.text).toBe("HK$10萬 – HK$50萬+");
  });
});
