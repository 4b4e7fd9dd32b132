/** The transactions page in the query string (?txpage=2); anything else is page 1. */
export const TRANSACTIONS_PAGE_PARAM = "txpage";
/** The detail page's second table, "other transactions", pages on its own. */
export const OTHER_TRANSACTIONS_PAGE_PARAM = "otxpage";

export function parseTransactionsPage(search: URLSearchParams, param: string = TRANSACTIONS_PAGE_PARAM): number {
  const raw = search.get(param) ?? "";
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
}
