// Price text parsing and formatting: amounts shortened by magnitude (M/K in
// English, 億/萬/千 in Chinese) with the currency symbol.
//
// Choices where the product brief is loose:
// - The suffix follows the magnitude for both purposes (M ≥ 1e6, K ≥ 1e3);
//   the spec's "sale unit 1e6, rent 1e3" is the unit of the upper labels
//   (500M+ for sale, 500K+ for rent), see SCALE_TOP in presets.ts. We do not cap
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
