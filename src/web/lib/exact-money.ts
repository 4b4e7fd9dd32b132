import { currencySymbol, type CurrencyId } from "../../domain/money/currency.ts";
import { groupThousands } from "../../domain/money/number-text.ts";

/** Whole-currency amount with grouping, e.g. "HK$18,500" (prices per square foot, transactions). */
export function exactMoney(amount: number, currencyId: CurrencyId): string {
  return `${currencySymbol(currencyId)}${groupThousands(Math.round(amount))}`;
}
