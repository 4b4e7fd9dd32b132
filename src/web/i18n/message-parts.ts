import { matchPath } from "react-router";
import { memberPagesOfPart } from "../lib/member-pages.ts";

// Which messages a page gets. Each feature, and each shared component with
// texts of its own, has a catalog folder (messages/<catalog>/); a page's part
// is the catalogs of what it renders, so the root loader does not send the
// whole catalog (~40 KB of loader data) to every page. The part is chosen by
// the page's route, so an error page under it (listing not found) has its
// texts too. message-parts.test.ts walks each page's modules and checks that
// every key they can ask for is in its part.

/**
 * What every page renders: the layout (header, footer, menus, error pages, pager), the header's search
 * overlay, the account menu with its panels, popups and message line, the saved menu, and the enquiry panel
 * any page may open.
 */
const EVERY_PAGE = ["common", "search-overlay", "account-shell", "saved-shell", "enquiry"] as const;

/** The account flows before and around signing in (under /:lang); routes.ts gives each its route. */
export const ACCOUNT_FLOW_PAGES = [
  { path: "account/login", module: "routes/account-login.tsx" },
  { path: "account/register", module: "routes/account-register.tsx" },
  { path: "account/resendverification", module: "routes/account-resend-verification.tsx" },
  { path: "account/confirmemail", module: "routes/account-confirm-email.tsx" },
  { path: "account/forgotpassword", module: "routes/account-forgot-password.tsx" },
  { path: "account/resetpassword", module: "routes/account-reset-password.tsx" },
  { path: "account/lockout", module: "routes/account-lockout.tsx" },
] as const;

/** The public page that tells whether a PDF is one of the portal's signed documents, unaltered. */
export const VERIFY_DOCUMENT_PAGE = { path: "verify-document", module: "routes/verify-document.tsx" } as const;

/** Catalogs only their own part's pages render: the whole catalog other pages get leaves them out. */
export const OWN_PART_CATALOGS: readonly string[] = ["documents"];

/**
 * The pages that get a part of the catalog: their routes (under /:lang;
 * routes.ts takes the search and listing pages' paths and modules from here,
 * the member pages' from lib/member-pages.ts, which names each one's part) and
 * the catalogs they render. Every other page gets the whole catalog.
 */
export const PAGE_PARTS = {
  // The results page, its lazy filter panels and dialog, the map and its popups, and the cards.
  search: { routes: [{ path: "property-search/*", module: "routes/search.tsx" }], catalogs: [...EVERY_PAGE, "search", "result-card"] },
  // The listing page, its transactions tables and the mortgage widget.
  listing: {
    routes: [{ path: "property/:purpose/:name/:id", module: "routes/listing.tsx" }],
    catalogs: [...EVERY_PAGE, "listing", "transactions", "mortgage-widget"],
  },
  // The account pages and the member's own account pages.
  account: {
    routes: [...ACCOUNT_FLOW_PAGES, ...memberPagesOfPart("account")],
    catalogs: [...EVERY_PAGE, "account"],
  },
  // The member's documents, the signing screen, the agent's documents desk and the public verify page.
  documents: {
    routes: [...memberPagesOfPart("documents"), VERIFY_DOCUMENT_PAGE],
    catalogs: [...EVERY_PAGE, "documents"],
  },
} as const satisfies Record<string, { routes: readonly { path: string; module: string }[]; catalogs: readonly string[] }>;

export type MessagePart = keyof typeof PAGE_PARTS | "all";

const patterns = Object.entries(PAGE_PARTS).flatMap(([part, page]) =>
  page.routes.map((route) => ({ part: part as MessagePart, pattern: `/:lang/${route.path}` })),
);

/** The catalog part of a page path (a client navigation's "<path>.data" included). */
export function messagePartOfPath(pathname: string): MessagePart {
  const path = pathname.replace(/\.data$/, "");
  return patterns.find((p) => matchPath(p.pattern, path) !== null)?.part ?? "all";
}
