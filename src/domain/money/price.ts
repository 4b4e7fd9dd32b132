// Price text parsing and formatting: amounts shortened by magnitude (M/K in
// English, 億/萬/千 in Chinese) with the currency symbol.
//
// Choices where the product brief is loose:
// - The suffix follows the magnitude for both purposes (M ≥ 1e6, K ≥ 1e3);
//   the spec's "sale unit 1e6, rent 1e3" is the unit of the upper labels
//   (500M+ for sale, 500K+ for rent), see priceUpperLabel. We do not cap
//   ordinary amounts at the upper label because the rent custom list goes up
//   to 1M, above 500K.
// - Chinese: 億 ≥ 1e8, 萬 ≥ 1e4, 千 ≥ 1e3 (亿/万 in Simplified).
// - -1 (any negative) is "no limit": the caller passes a translated label,
//   "Unlimited" otherwise.
// - Formatted text may carry a currency symbol; parsePrice ignores it.
import { currencySymbol } from "./currency.ts";
import type { CurrencyId } from "./currency.ts";
import type { LanguageCode } from "../i18n/languages.ts";
import { groupThousands, roundTo } from "./number-text.ts";

export type PricePurpose = "sale" | "rent";

export type FormatPriceOptions = {
  currencyId?: CurrencyId;
  language?: LanguageCode;
  purpose?: PricePurpose;
  unlimitedLabel?: string;
  /** Appends "+" for "and above" labels such as 100K+. */
  orMore?: boolean;
};

export const UNLIMITED_LABEL = "Unlimited";
export const PRICE_UPPER_LIMIT = { sale: 500_000_000, rent: 500_000 } as const;
export const PRICE_UNIT = { sale: 1_000_000, rent: 1_000 } as const;

type Tier = { unit: number; suffix: string };

const TIERS: Record<LanguageCode, readonly Tier[]> = {
  en: [
    { unit: 1e6, suffix: "M" },
    { unit: 1e3, suffix: "K" },
  ],
  "zh-hk": [
    { unit: 1e8, suffix: "億" },
    { unit: 1e4, suffix: "萬" },
    { unit: 1e3, suffix: "千" },
  ],
  "zh-cn": [
    { unit: 1e8, suffix: "亿" },
    { unit: 1e4, suffix: "万" },
    { unit: 1e3, suffix: "千" },
  ],
};

function scaled(amount: number, language: LanguageCode): string {
  // Pick the tier on the rounded value so 999,999 becomes 1M, not 1000K.
  for (const tier of TIERS[language]) {
    const value = roundTo(amount / tier.unit, 2);
    if (value >= 1) return `${groupThousands(value)}${tier.suffix}`;
  }
  return groupThousands(roundTo(amount, 2));
}

export function formatPrice(amount: number, options: FormatPriceOptions = {}): string {
  if (amount < 0 || !Number.isFinite(amount)) return options.unlimitedLabel ?? UNLIMITED_LABEL;
  const prefix = options.currencyId === undefined ? "" : currencySymbol(options.currencyId);
  const body = scaled(amount, options.language ?? "en");
  return `${prefix}${body}${options.orMore ? "+" : ""}`;
}

/**
 * The price a listing shows for a purpose, wherever it is shown (result
 * cards, the listing page, its mini cards): the sale price or the monthly
 * rent, already in the visitor's currency; null when the listing is not
 * offered for that purpose.
 */
export function listingPriceText(
  prices: { salePrice: number | null; leasePrice: number | null },
  purpose: PricePurpose,
  currencyId: CurrencyId,
  language: LanguageCode,
): string | null {
  const amount = purpose === "rent" ? prices.leasePrice : prices.salePrice;
  return amount === null ? null : formatPrice(amount, { currencyId, language, purpose });
}

/** "500M+" for sale, "500K+" for rent. */
export function priceUpperLabel(purpose: PricePurpose, options: FormatPriceOptions = {}): string {
  return formatPrice(PRICE_UPPER_LIMIT[purpose], { ...options, orMore: true });
}

const CHINESE_UNITS: Record<string, number> = {
  百萬: 1e6,
  百万: 1e6,
  億: 1e8,
  亿: 1e8,
  萬: 1e4,
  万: 1e4,
  千: 1e3,
};
const LATIN_UNITS: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };
const CURRENCY_PREFIX = /^(?:hk\$|us\$|rmb¥|rmb|hkd|usd|eur|gbp|\$|€|£|¥)/;
const LATIN = /^(\d+(?:\.\d+)?|\.\d+)([kmb])?$/;
const CHINESE_PART = /(\d+(?:\.\d+)?)(百萬|百万|億|亿|萬|万|千)/y;

/**
 * Reads user or label text: strips spaces and commas, a currency symbol and a
 * trailing "+"; understands k/m/b and the Chinese units, including compounds
 * such as 1億2000萬. "-1" and the unlimited label give -1. Otherwise null.
 */
export function parsePrice(text: string, unlimitedLabel = UNLIMITED_LABEL): number | null {
  const trimmed = text.trim();
  if (trimmed === "-1" || trimmed.toLowerCase() === unlimitedLabel.toLowerCase()) return -1;
  const cleaned = trimmed.replace(/[\s,]/g, "").toLowerCase().replace(CURRENCY_PREFIX, "").replace(/\+$/, "");
  if (cleaned === "") return null;
  const latin = LATIN.exec(cleaned);
  if (latin) {
    const unit = latin[2] === undefined ? 1 : (LATIN_UNITS[latin[2]] ?? 1);
    return Number(latin[1]) * unit;
  }
  return parseChinese(cleaned);
}

function parseChinese(text: string): number | null {
  let total = 0;
  let index = 0;
  let lastUnit = Infinity;
  CHINESE_PART.lastIndex = 0;
  while (index < text.length) {
    CHINESE_PART.lastIndex = index;
    const part = CHINESE_PART.exec(text);
    if (!part) {
      // A bare trailing number after a unit, e.g. 1萬5000: only when it is the tail.
      const tail = /^\d+(?:\.\d+)?$/.exec(text.slice(index));
      if (!tail || index === 0) return null;
      return total + Number(tail[0]);
    }
    const unit = CHINESE_UNITS[part[2] ?? ""] ?? 1;
    if (unit >= lastUnit) return null; // units must descend: 1億2000萬, not 1萬1億
    lastUnit = unit;
    total += Number(part[1]) * unit;
    index = CHINESE_PART.lastIndex;
  }
  return total;
}
