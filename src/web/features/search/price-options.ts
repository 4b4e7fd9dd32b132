// Price and size choices per currency and purpose. The spec gives preset
// tables for HKD and USD only: RMB (ratio 0.87) uses the HKD table and EUR
// and GBP (0.11, 0.097) the USD one, whose magnitudes they share. Custom
// lists are the HKD lists converted and rounded to two significant figures.
import { FILTER_PRICE_PRESETS, HEADER_PRICE_PRESETS, type Range } from "../../../domain/money/presets.ts";
import { convertFromHkd, currencyCode, type CurrencyId } from "../../../domain/money/currency.ts";

export type Purpose = "sale" | "rent";

const HKD_TABLE = new Set(["HKD", "RMB"]);

export function filterPricePresets(purpose: Purpose, currencyId: CurrencyId): readonly Range[] {
  const table = FILTER_PRICE_PRESETS[purpose];
  return HKD_TABLE.has(currencyCode(currencyId)) ? table.HKD : table.USD;
}

/** The header bar's presets are in HKD; other currencies get their filter presets. */
export function headerPricePresets(purpose: Purpose, currencyId: CurrencyId): readonly Range[] {
  return currencyCode(currencyId) === "HKD" ? HEADER_PRICE_PRESETS[purpose] : filterPricePresets(purpose, currencyId);
}

const K = 1_000;
const M = 1_000_000;
const CUSTOM_HKD = {
  rent: [5, 10, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 200, 300, 500, 1000].map((n) => n * K),
  sale: [2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 70, 90].map((n) => n * M),
};

function twoFigures(n: number): number {
  const magnitude = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / magnitude) * magnitude;
}

/** Custom range amounts (without 0 and unlimited), up to 1M rent and 90M buy in HKD. */
export function customPrices(purpose: Purpose, currencyId: CurrencyId): number[] {
  return CUSTOM_HKD[purpose].map((hkd) => (currencyId === 3 ? hkd : twoFigures(convertFromHkd(hkd, currencyId))));
}

export function samePreset(range: Range, min: number, max: number): boolean {
  return range.min === min && (range.max < 0 ? max < 0 : range.max === max);
}
