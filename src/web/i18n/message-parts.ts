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
    catalogs: [...EVERY_PAGE, "account", "account-panels"],
  },
} as const satisfies Record<string, { routes: readonly { path: string; module: string }[]; catalogs: readonly string[] }>;

/**
 * Texts only a lazy panel shows (the enquiry form and its bot chat; the sign-in and sign-up forms): a part
 * of their own, fetched with the panel's code on idle or intent (i18n/panel-messages.tsx), so a page's
 * first load carries the rest of their catalogs only. Pages that render these forms themselves (the
 * account pages, the enquiry page) name the catalog in their part too.
 */
export const PANEL_PARTS = {
  "enquiry-panel": { module: "ui/enquiry-panel.tsx", catalogs: ["enquiry-panel"] },
  "account-panels": { module: "features/account/account-panels.tsx", catalogs: ["account-panels"] },
} as const satisfies Record<string, { module: string; catalogs: readonly string[] }>;

export type PanelPart = keyof typeof PANEL_PARTS;

export type MessagePart = keyof typeof PAGE_PARTS | PanelPart | "all";

const patterns = Object.entries(PAGE_PARTS).flatMap(([part, page]) =>
  page.routes.map((route) => ({ part: part as MessagePart, pattern: `/:lang/${route.path}` })),
);

/** The catalog part of a page path (a client navigation's "<path>.data" included). */
export function messagePartOfPath(pathname: string): MessagePart {
  const path = pathname.replace(/\.data$/, "");
  return patterns.find((p) => matchPath(p.pattern, path) !== null)?.part ?? "all";
}
