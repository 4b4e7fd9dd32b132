import { matchPath } from "react-router";

// Which messages a page gets. Each feature, and each shared component with
// texts of its own, has a catalog folder (messages/<catalog>/); a page's part
// is the catalogs of what it renders, so the root loader does not send the
// whole catalog (~40 KB of loader data) to every page. The part is chosen by
// the page's route, so an error page under it (listing not found) has its
// texts too. message-parts.test.ts walks each page's modules and checks that
// every key they can ask for is in its part.

/** What every page renders: the layout (header, footer, menus, error pages, pager) and the header's search overlay. */
const EVERY_PAGE = ["common", "search-overlay"] as const;

/**
 * The pages that get a part of the catalog: the route (under /:lang; routes.ts
 * takes path and module from here) and the catalogs it renders. Every other
 * page gets the whole catalog.
 */
export const PAGE_PARTS = {
  // The results page, its lazy filter panels and dialog, the map and its popups, and the cards.
  search: { path: "property-search/*", module: "routes/search.tsx", catalogs: [...EVERY_PAGE, "search", "result-card"] },
  // The listing page, its transactions tables and the mortgage widget.
  listing: {
    path: "property/:purpose/:name/:id",
    module: "routes/listing.tsx",
    catalogs: [...EVERY_PAGE, "listing", "transactions", "mortgage-widget"],
  },
} as const satisfies Record<string, { path: string; module: string; catalogs: readonly string[] }>;

export type MessagePart = keyof typeof PAGE_PARTS | "all";

const parts = Object.entries(PAGE_PARTS).map(([part, page]) => ({ part: part as MessagePart, pattern: `/:lang/${page.path}` }));

/** The catalog part of a page path (a client navigation's "<path>.data" included). */
export function messagePartOfPath(pathname: string): MessagePart {
  const path = pathname.replace(/\.data$/, "");
  return parts.find((p) => matchPath(p.pattern, path) !== null)?.part ?? "all";
}
