import { rangeLabel, type Range } from "../../../domain/money/presets.ts";
import { formatPrice } from "../../../domain/money/price.ts";
import { formatSize } from "../../../domain/money/size.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import type { Translate } from "../../i18n/i18n.tsx";

/** An amount as the range shows it; `orMore` marks the scale's top ("500M+"). */
export type RangeAmount = (amount: number, orMore?: boolean) => string;

/** A price or size range in words, the same on a preset and on the header's chip. */
export function rangeText(range: Range, top: number, t: Translate, format: RangeAmount): string {
  const label = rangeLabel(range, top);
  if (label.kind === "below") return t("search.range.below", { max: format(label.max) });
  if (label.kind === "above") return t("search.range.above", { min: format(label.min) });
  if (label.kind === "toTop") return t("search.range.between", { min: format(label.min), max: format(label.top, true) });
  return t("search.range.between", { min: format(label.min), max: format(label.max) });
}

/** Prices in the filter's currency, shortened (HK$8M, 800萬). */
export const priceAmount =
  (currencyId: CurrencyId, language: LanguageCode): RangeAmount =>
  (amount, orMore = false) =>
    formatPrice(amount, { currencyId, language, orMore });

/** Sizes in square feet (1,500 sq ft, 5,000+ sq ft). */
export const sizeAmount =
  (t: Translate): RangeAmount =>
  (amount, orMore = false) =>
    t("search.card.sqft", { size: `${formatSize(amount)}${orMore ? "+" : ""}` });
