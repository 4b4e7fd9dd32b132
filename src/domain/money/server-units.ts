// Unit conversions between the filter, the search query and the API: the
// filter holds sale prices in dollars, the query and the API in units of
// 10000; an unlimited max (-1) is sent to the API as 0.

export const SALE_PRICE_UNIT = 10_000;

export function salePriceToQuery(dollars: number): number {
  if (dollars < 0) return dollars;
  return Math.round((dollars / SALE_PRICE_UNIT) * 1e4) / 1e4;
}

export function salePriceFromQuery(units: number): number {
  if (units < 0) return units;
  return Math.round(units * SALE_PRICE_UNIT);
}

/** The server reads 0 as "no upper limit". */
export function maxForServer(max: number): number {
  return max < 0 ? 0 : max;
}
