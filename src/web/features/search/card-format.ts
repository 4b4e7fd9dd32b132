// Pure helpers of the result card: which numbers to show and how long a
// banner may be before its label shrinks.
import { formatSize } from "../../../domain/money/size.ts";
import { pickPricePerSqft } from "../../../domain/money/price-per-sqft.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { currencySymbol } from "../../../domain/money/currency.ts";
import { groupThousands } from "../../../domain/money/number-text.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";

/** Banner labels shrink above 12 English or 8 Chinese characters (spec §2.3 cards). */
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

/** Saleable when known, else gross (spec: saleable is the honest number). */
export function cardPerSqft(item: Pick<ResultItem, "leasePricePerSqftSaleable" | "leasePricePerSqftGross" | "salePricePerSqftSaleable" | "salePricePerSqftGross">, purpose: CardPurpose, currencyId: CurrencyId): PerSqft {
  const saleable = purpose === "rent" ? item.leasePricePerSqftSaleable : item.salePricePerSqftSaleable;
  const gross = purpose === "rent" ? item.leasePricePerSqftGross : item.salePricePerSqftGross;
  const pick = pickPricePerSqft(saleable, gross);
  if (!pick) return null;
  return { text: `${currencySymbol(currencyId)}${groupThousands(Math.round(pick.value))}`, basis: pick.basis };
}

export function sqft(size: number): string | null {
  return size > 0 ? formatSize(size) : null;
}

/** The card renditions of a /media photo, for srcset (cards are never wider than ~450 px). */
export function photoSrcSet(path: string): string | undefined {
  if (!/\/\d+\.webp$/.test(path)) return undefined;
  return [320, 640].map((w) => `${path.replace(/\/\d+\.webp$/, `/${String(w)}.webp`)} ${String(w)}w`).join(", ");
}
