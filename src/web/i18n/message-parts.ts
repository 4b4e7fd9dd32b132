// Which messages a page needs. The root loader sends the page only its part of
// the catalog (the whole catalog is ~40 KB of loader data on every page); the
// part is chosen from the path, so an error page under a route (listing not
// found) has its texts too. Entries ending in "." are key prefixes, others
// whole keys. Pages not listed here get the whole catalog.

/** Header, footer, language and currency menus, error pages, the search overlay (lazy, opened from the header) and the account menu, panels and popups. */
const LAYOUT = [
  "site.",
  "nav.",
  "language.",
  "currency.",
  "footer.",
  "notFound.",
  "error.",
  "account.shell.",
  "account.msg.",
  "search.overlay.",
  "search.loading",
  "search.filter.type",
  "search.buy",
  "search.rent",
  "search.close",
  "search.map.listings",
];

export const MESSAGE_PARTS = {
  // The search page also lazy-loads the filter panels, the filter dialog, the
  // map and its popups: they all read search.* keys, so the part has them all.
  search: [...LAYOUT, "search.", "pager."],
  // The account and personal-details pages.
  account: [...LAYOUT, "account."],
  listing: [
    ...LAYOUT,
    "listing.",
    // The building's transactions and the pagers.
    "place.noTransactions",
    "place.txDate",
    "place.txBuilding",
    "place.txKind",
    "place.txFloor",
    "place.txSaleable",
    "place.txPrice",
    "place.txPerSqft",
    "place.txSale",
    "place.txLease",
    "place.txPager",
    "pager.",
    // The mortgage widget.
    "mortgage.widgetTitle",
    "mortgage.customize",
    "mortgage.customizeDone",
    "mortgage.monthlyPayment",
    "mortgage.downPaymentPct",
    "mortgage.ratePct",
    "mortgage.years",
    "mortgage.yearsUnit",
    "mortgage.chartTitle",
    "mortgage.perMonth",
    "mortgage.downPayment",
    "mortgage.principal",
    "mortgage.interest",
    "mortgage.widgetMore",
  ],
} as const satisfies Record<string, readonly string[]>;

export type MessagePart = keyof typeof MESSAGE_PARTS | "all";

/** The catalog part of a page path (a client navigation's "<path>.data" included). */
export function messagePartOfPath(pathname: string): MessagePart {
  const path = pathname.replace(/\.data$/, "");
  if (/^\/[^/]+\/property-search(\/|$)/.test(path)) return "search";
  if (/^\/[^/]+\/property\/[^/]+\/[^/]+\/[^/]+\/?$/.test(path)) return "listing";
  if (/^\/[^/]+\/(account\/|profile\/(accountinfo|changepassword|managedata|reverifyemail)\/?$)/.test(path)) return "account";
  return "all";
}

export function inPart(key: string, entries: readonly string[]): boolean {
  return entries.some((e) => (e.endsWith(".") ? key.startsWith(e) : key === e));
}
