import { currencySymbol, type CurrencyId } from "../../domain/money/currency.ts";
import { groupThousands } from "../../domain/money/number-text.ts";

/**
 * An amount with grouping and the precision that fits it, e.g. "HK$18,500"
 * (prices per square foot, transactions): whole units from 100 up, three
 * significant figures below, so a rent per square foot in pounds reads
 * "£4.52", not "£5".
 */
export function exactMoney(amount: number, currencyId: CurrencyId): string {
  const size = Math.abs(amount);
  const decimals = size >= 100 || size === 0 ? 0 : size >= 10 ? 1 : 2;
  const rounded = Math.round(amount * 10 ** decimals) / 10 ** decimals;
  return `${currencySymbol(currencyId)}${groupThousands(rounded)}`;
}
