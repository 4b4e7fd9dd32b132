import { convertFromHkd, currencySymbol, CURRENCY_ID, type CurrencyId } from "../../../domain/money/currency.ts";
import { groupThousands } from "../../../domain/money/number-text.ts";

// Calculator figures are exact dollars, not "8.5M": a repayment is compared to
// the cent on a bank's offer letter. Mortgages in Hong Kong are lent in HKD.
export function formatHkd(amount: number): string {
  return formatMoney(amount, CURRENCY_ID.HKD);
}

/** An HKD amount shown in the page's currency (one currency on a page: the listing's widget follows the chosen one). */
export function formatMoney(amountHkd: number, currencyId: CurrencyId): string {
  const rounded = Math.round(Number.isFinite(amountHkd) ? convertFromHkd(amountHkd, currencyId) : 0);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}${currencySymbol(currencyId)}${groupThousands(Math.abs(rounded))}`;
}

export function formatPercent(value: number, decimals = 1): string {
  return `${(Math.round(value * 10 ** decimals) / 10 ** decimals).toString()}%`;
}
