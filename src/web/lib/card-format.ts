// Pure helpers of the result card: which numbers to show and how long a
// banner may be before its label shrinks.
import { formatSize } from "../../domain/money/size.ts";
import { pickPricePerSqft } from "../../domain/money/price-per-sqft.ts";
import type { CurrencyId } from "../../domain/money/currency.ts";
import type { ResultItem } from "../../server/services/search/result-item.ts";
import { exactMoney } from "./exact-money.ts";

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

export type PerSqft = { text: string; basis: "saleable" | "gross" } | null;

/** Saleable when known, else gross: the saleable area is the honest number. */
export function cardPerSqft(
  item: Pick<ResultItem, "leasePricePerSqftSaleable" | "leasePricePerSqftGross" | "salePricePerSqftSaleable" | "salePricePerSqftGross">,
  purpose: CardPurpose,
  currencyId: CurrencyId,
): PerSqft {
  const saleable = purpose === "rent" ? item.leasePricePerSqftSaleable : item.salePricePerSqftSaleable;
  const gross = purpose === "rent" ? item.leasePricePerSqftGross : item.salePricePerSqftGross;
  const pick = pickPricePerSqft(saleable, gross);
  if (!pick) return null;
  return { text: exactMoney(pick.value, currencyId), basis: pick.basis };
}

export function sqft(size: number): string | null {
  return size > 0 ? formatSize(size) : null;
}
