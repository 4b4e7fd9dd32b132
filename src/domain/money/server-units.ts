// Unit conversions between the filter, the search query and the server:
// the filter holds sale prices in dollars, the query and the
// server hold them in units of 10000; the server sends lease prices in
// thousands; an unlimited max (-1) is sent to the server as 0.

export const SALE_PRICE_UNIT = 10_000;
export const LEASE_PRICE_UNIT = 1_000;

export function salePriceToQuery(dollars: number): number {
  if (dollars < 0) return dollars;
  return Math.round((dollars / SALE_PRICE_UNIT) * 1e4) / 1e4;
}

export function salePriceFromQuery(units: number): number {
  if (units < 0) return units;
  return Math.round(units * SALE_PRICE_UNIT);
}

export function leasePriceFromServer(thousands: number): number {
  return thousands * LEASE_PRICE_UNIT;
}

export function leasePriceToServer(dollars: number): number {
  return dollars / LEASE_PRICE_UNIT;
}

/** The server reads 0 as "no upper limit". */
export function maxForServer(max: number): number {
  return max < 0 ? 0 : max;
}

/** Held state uses -1 for "no upper limit". */
export function maxFromServer(max: number): number {
  return max <= 0 ? -1 : max;
}
