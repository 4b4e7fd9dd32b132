/** The transactions table's page in the query string (?txpage=2). */
export const TRANSACTIONS_PAGE_PARAM = "txpage";
/** The detail page's second table, "other transactions", pages on its own. */
export const OTHER_TRANSACTIONS_PAGE_PARAM = "otxpage";
/** A listing collection's page (?page=2). */
export const COLLECTION_PAGE_PARAM = "page";

/** The page number in a query string parameter; anything but 1–99999 is page 1. */
export function parsePageParam(search: URLSearchParams, param: string): number {
  const raw = search.get(param) ?? "";
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}
