// The five currencies a visitor can see prices in, with their ids in the
// API and cookie. Ratios are "1 HKD = ratio X"; stored prices are HKD.

export const CURRENCIES = [
  { id: 1, code: "USD", ratio: 0.13, symbol: "US$" },
  { id: 2, code: "EUR", ratio: 0.11, symbol: "€" },
  { id: 3, code: "HKD", ratio: 1, symbol: "HK$" },
  { id: 4, code: "RMB", ratio: 0.87, symbol: "RMB¥" },
  { id: 5, code: "GBP", ratio: 0.097, symbol: "£" },
] as const;

export type CurrencyId = (typeof CURRENCIES)[number]["id"];
export type CurrencyCode = (typeof CURRENCIES)[number]["code"];

export const CURRENCY_ID = { USD: 1, EUR: 2, HKD: 3, RMB: 4, GBP: 5 } as const;
export const DEFAULT_CURRENCY_ID: CurrencyId = CURRENCY_ID.HKD;

export function isCurrencyId(id: number): id is CurrencyId {
  return CURRENCIES.some((c) => c.id === id);
}

function currency(id: CurrencyId) {
  const found = CURRENCIES.find((c) => c.id === id);
  if (!found) throw new Error(`unknown currency ${String(id)}`);
  return found;
}

export function currencyCode(id: CurrencyId): CurrencyCode {
  return currency(id).code;
}

export function currencySymbol(id: CurrencyId): string {
  return currency(id).symbol;
}

/** Case-insensitive: the URL uses lower case (`-hkd`), the cookie upper case. */
export function currencyIdFromCode(code: string): CurrencyId | null {
  const upper = code.toUpperCase();
  return CURRENCIES.find((c) => c.code === upper)?.id ?? null;
}

export function convertFromHkd(amountHkd: number, to: CurrencyId): number {
  return amountHkd * currency(to).ratio;
}

export function convertToHkd(amount: number, from: CurrencyId): number {
  return amount / currency(from).ratio;
}
