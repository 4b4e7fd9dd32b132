// Pure helpers of the result card: which numbers to show and how long a
// banner may be before its label shrinks.
import { formatPrice } from "../../domain/money/price.ts";
import { formatSize } from "../../domain/money/size.ts";
import type { CurrencyId } from "../../domain/money/currency.ts";
import { currencySymbol } from "../../domain/money/currency.ts";
import { groupThousands } from "../../domain/money/number-text.ts";
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import type { ResultItem } from "../../server/services/search/result-item.ts";

/** Banner labels shrink above 12 English or 8 Chinese characters, so a long label still fits on the photo. */
export const BANNER_SHRINK_AT = { latin: 12, chinese: 8 } as const;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/;

export function bannerIsLong(label: string): boolean {
  const limit = HAN.test(label) ? BANNER_SHRINK_AT.chinese : BANNER_SHRINK_AT.latin;
  return [...label].length > limit;
}

export type CardPurpose = "sale" | "rent";

/** The card's purpose: the searched one when the listing offers it, else what the listing offers. */
export function cardPurpose(item: Pick<ResultItem, "salePrice" | "leasePrice">, searched: CardPurpose): CardPurpose {
  if (searched === "rent" && item.leasePrice !== null) return "rent";
  if (searched === "sale" && item.salePrice !== null) return "sale";
  return item.salePrice !== null ? "sale" : "rent";
}

export function cardPrice(
  item: Pick<ResultItem, "salePrice" | "leasePrice">,
  purpose: CardPurpose,
  currencyId: CurrencyId,
  language: LanguageCode,
): string | null {
  const amount = purpose === "rent" ? item.leasePrice : item.salePrice;
  return amount === null ? null : formatPrice(amount, { currencyId, language, purpose });
}

export type PerSqft = { text: string; basis: "saleable" | "gross" } | null;

/** Saleable when known, else gross (spec: saleable is the honest number). */
export function cardPerSqft(
  item: Pick<ResultItem, "leasePricePerSqftSaleable" | "leasePricePerSqftGross" | "salePricePerSqftSaleable" | "salePricePerSqftGross">,
  purpose: CardPurpose,
  currencyId: CurrencyId,
): PerSqft {
  const saleable = purpose === "rent" ? item.leasePricePerSqftSaleable : item.salePricePerSqftSaleable;
  const gross = purpose === "rent" ? item.leasePricePerSqftGross : item.salePricePerSqftGross;
  const pick =
    saleable !== null && saleable > 0
      ? { value: saleable, basis: "saleable" as const }
      : gross !== null && gross > 0
        ? { value: gross, basis: "gross" as const }
        : null;
  if (!pick) return null;
  return { text: `${currencySymbol(currencyId)}${groupThousands(Math.round(pick.value))}`, basis: pick.basis };
}

export function sqft(size: number): string | null {
  return size > 0 ? formatSize(size) : null;
}
