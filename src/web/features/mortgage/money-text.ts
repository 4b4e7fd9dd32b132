import { currencySymbol, CURRENCY_ID } from "../../../domain/money/currency.ts";
import { groupThousands } from "../../../domain/money/number-text.ts";

// Calculator figures are exact dollars, not "8.5M": a repayment is compared to
// the cent on a bank's offer letter. Mortgages in Hong Kong are lent in HKD.
export function formatHkd(amount: number): string {
  const rounded = Math.round(Number.isFinite(amount) ? amount : 0);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}${currencySymbol(CURRENCY_ID.HKD)}${groupThousands(Math.abs(rounded))}`;
}

export function formatPercent(value: number, decimals = 1): string {
  return `${(Math.round(value * 10 ** decimals) / 10 ** decimals).toString()}%`;
}
