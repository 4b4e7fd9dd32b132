// Pure text helpers of the detail page: price per square foot, building age.
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { exactMoney } from "../../lib/exact-money.ts";
import { pickPricePerSqft } from "../../../domain/money/price-per-sqft.ts";
import type { ResultItem } from "../../../server/services/search/result-item.ts";

export type DetailPurpose = "sale" | "rent";

/** Saleable basis when known, else gross: the saleable area is the honest number, gross only stands in. */
export function detailPerSqft(
  item: ResultItem,
  purpose: DetailPurpose,
  currencyId: CurrencyId,
): { text: string; basis: "saleable" | "gross" } | null {
  const pick =
    purpose === "rent"
      ? pickPricePerSqft(item.leasePricePerSqftSaleable, item.leasePricePerSqftGross)
      : pickPricePerSqft(item.salePricePerSqftSaleable, item.salePricePerSqftGross);
  return pick ? { text: exactMoney(pick.value, currencyId), basis: pick.basis } : null;
}

/** Years since built, or null for the spec's -1 (unknown). */
export function knownAge(buildingAge: number): number | null {
  return buildingAge < 0 ? null : buildingAge;
}
