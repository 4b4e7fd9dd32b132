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
export const OWN_PART_CATALOGS: readonly string[] = ["documents", "my-listings"];

/**
 * The pages that get a part of the catalog: their routes (under /:lang;
 * routes.ts takes the search and listing pages' paths and modules from here,
 * the member pages' from lib/member-pages.ts, which names each one's part) and
 * the catalogs they render; the other pages' routes are written out here (the
 * browser gets no route table to import) and message-parts.test.ts holds them
 * to routes.ts's, both ways. Every other page (the not-found page among them)
 * gets the whole catalog.
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
  home: { routes: [{ path: "", module: "routes/home.tsx" }], catalogs: [...EVERY_PAGE, "home", "result-card"] },
  mortgage: {
    routes: [{ path: "mortgagecalculator/:tool?", module: "routes/mortgage.tsx" }],
    catalogs: [...EVERY_PAGE, "mortgage", "mortgage-widget"],
  },
  // Building, estate, district... pages: their listings, transactions and guide.
  place: {
    routes: ["building", "block", "estate", "phase", "district", "development"].map((kind) => ({
      path: `${kind}/:name/:id`,
      module: "routes/place.tsx",
    })),
    catalogs: [...EVERY_PAGE, "place", "listing", "transactions", "content", "result-card"],
  },
  // The agency's own pages, news and guides (some with the enquiry form on the page).
  content: {
    routes: [
      ...["about-us", "faq", "general/privacypolicy", "general/termsandconditions"].map((path) => ({
        path,
        module: "routes/content-page.tsx",
      })),
      { path: "property-news", module: "routes/news.tsx" },
      { path: "property-news/:slug", module: "routes/news-article.tsx" },
      { path: "property-guides", module: "routes/guides.tsx" },
      { path: "guides/:slug", module: "routes/guide.tsx" },
      { path: "guides/district/:name/:id", module: "routes/district-guide.tsx" },
      { path: "property-questions", module: "routes/property-questions.tsx" },
    ],
    catalogs: [...EVERY_PAGE, "content", "enquiry-panel"],
  },
  // The listing form, with the fixed text on how listing works beside it.
  "list-property": {
    routes: [{ path: "list-property", module: "routes/list-property.tsx" }],
    catalogs: [...EVERY_PAGE, "list-property"],
  },
  agents: {
    routes: [
      { path: "property-agent-team", module: "routes/agent-team.tsx" },
      { path: "property-agent/:name/:id", module: "routes/agent-profile.tsx" },
    ],
    catalogs: [...EVERY_PAGE, "agents", "content", "result-card"],
  },
  // The market's lists: new developments, transactions, exclusive and executive listings, the site map.
  market: {
    routes: [
      { path: "developments", module: "routes/developments.tsx" },
      { path: "property-transaction", module: "routes/property-transaction.tsx" },
      { path: "exclusive", module: "routes/exclusive.tsx" },
      { path: "executive-listing", module: "routes/executive-listing.tsx" },
      { path: "sitemap", module: "routes/sitemap.tsx" },
    ],
    catalogs: [...EVERY_PAGE, "home", "place", "listing", "listing-collections", "transactions", "result-card", "mortgage", "seo"],
  },
  // The member's documents, the signing screen, the agent's documents desk and the public verify page.
  documents: {
    routes: [...memberPagesOfPart("documents"), VERIFY_DOCUMENT_PAGE],
    catalogs: [...EVERY_PAGE, "documents"],
  },
  // The owner's listings and the agent's review queue of owners' listings.
  listings: {
    routes: memberPagesOfPart("listings"),
    catalogs: [...EVERY_PAGE, "my-listings"],
  },
} as const satisfies Record<string, { routes: readonly { path: string; module?: string }[]; catalogs: readonly string[] }>;

/**
 * Texts only lazy panels show (the enquiry form and its bot chat; the sign-in and sign-up forms; the
 * results page's filter panels and dialog, save-search dialog and map): a part of their own, fetched
 * with the panels' code (i18n/panel-messages.tsx), so a page's first load carries the rest of their
 * catalogs only. Pages that render these forms themselves (the account pages, the enquiry page) name
 * the catalog in their part too.
 */
export const PANEL_PARTS = {
  "enquiry-panel": { modules: ["ui/enquiry-panel.tsx"], catalogs: ["enquiry-panel"] },
  "account-panels": { modules: ["features/account/account-panels.tsx"], catalogs: ["account-panels"] },
  "search-panels": {
    modules: [
      "features/search/filter-dialog.tsx",
      "features/search/bar-panel-body.tsx",
      "features/search/save-search-dialog.tsx",
      "features/map/map-area.tsx",
    ],
    catalogs: ["search-panels"],
  },
} as const satisfies Record<string, { modules: readonly string[]; catalogs: readonly string[] }>;

export type PanelPart = keyof typeof PANEL_PARTS;

export type MessagePart = keyof typeof PAGE_PARTS | PanelPart | "all";

const patterns = Object.entries(PAGE_PARTS).flatMap(([part, page]) =>
  page.routes.map((route) => ({ part: part as MessagePart, pattern: `/:lang/${route.path}` })),
);

/** The catalog part of a page path (a client navigation's "<path>.data" included). */
export function messagePartOfPath(pathname: string): MessagePart {
  // "/" is the English home page (its data "/_root.data").
  const path = pathname === "/" || pathname === "/_root.data" ? "/en" : pathname.replace(/\.data$/, "");
  return patterns.find((p) => matchPath(p.pattern, path) !== null)?.part ?? "all";
}
