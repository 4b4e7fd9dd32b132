// The member pages, one row each. Everything else about a member page comes
// from its row: its route (routes.ts), the catalog part it gets
// (i18n/message-parts.ts), its entry in the account or saved menu, and, until
// its own issue lands, its "coming soon" page. Adding a member page is a row.
// A plain module without React: React Router's build evaluates routes.ts, which
// reads this table.
import { passGate, type Gate } from "../../domain/policy/policy.ts";
import type { Viewer } from "../../domain/policy/viewer.ts";

/** The server module whose data the page shows. */
type MemberModule = "accounts" | "saved" | "alerts" | "enquiries" | "documents" | "listings" | "viewings" | "places" | "agent";

/** The catalog part the page gets: the account pages' part, the documents', the listings', or the whole catalog. */
type MemberPagePart = "account" | "documents" | "listings" | "all";

/** The header's menus a member page can be listed in. */
type MenuGroup = "account" | "saved";

interface MemberPage {
  /** The page's name in code (the saved pages' tabs, a coming-soon page's `section.<key>` title). */
  key: string;
  /** Below /:lang, as the spec names it. */
  path: string;
  module: MemberModule;
  /** The route module; COMING_SOON for a page whose own issue has not landed yet. */
  file: string;
  /** The route id, needed where one route module serves several pages. */
  id?: string;
  part: MemberPagePart;
  /** Who may open the page, checked by its loader before any service runs ("anyone": a guest's lists are in the browser). */
  guard: Gate;
  /** Its entry in a header menu: the label's message key, the menu, its place there and who sees it. */
  menu?: { label: string; group: MenuGroup; order: number; shownTo: Gate };
}

/**
 * The route module of the pages still to come: it says so and offers search
 * instead (never a dead link). When such a page is built, its row names its
 * own route module.
 */
const COMING_SOON = "routes/placeholder.tsx";

export const MEMBER_PAGES = [
  {
    key: "accountInfo",
    path: "profile/accountinfo",
    module: "accounts",
    file: "routes/profile-account-info.tsx",
    part: "account",
    guard: "verified",
    menu: { label: "account.shell.personalDetails", group: "account", order: 1, shownTo: "verified" },
  },
  {
    key: "changePassword",
    path: "profile/changepassword",
    module: "accounts",
    file: "routes/profile-change-password.tsx",
    part: "account",
    guard: "verified",
    menu: { label: "account.shell.changePassword", group: "account", order: 2, shownTo: "verified" },
  },
  {
    key: "manageData",
    path: "profile/managedata",
    module: "accounts",
    file: "routes/profile-manage-data.tsx",
    part: "account",
    guard: "member",
  },
  {
    key: "reverifyEmail",
    path: "profile/reverifyemail",
    module: "accounts",
    file: "routes/profile-reverify-email.tsx",
    part: "account",
    guard: "member",
  },
  {
    key: "alerts",
    path: "profile/alerts",
    module: "alerts",
    file: "routes/profile-alerts.tsx",
    part: "all",
    guard: "verified",
    menu: { label: "account.shell.alerts", group: "account", order: 3, shownTo: "verified" },
  },
  {
    key: "places",
    path: "profile/locations",
    module: "places",
    file: COMING_SOON,
    part: "all",
    guard: "verified",
    menu: { label: "account.shell.myPlaces", group: "account", order: 4, shownTo: "verified" },
  },
  {
    key: "pendingDocuments",
    path: "mydocument/pendingdocument",
    module: "documents",
    file: "routes/documents-list.tsx",
    id: "pending-documents",
    part: "documents",
    guard: "verified",
    menu: { label: "account.shell.pendingDocuments", group: "account", order: 5, shownTo: "verified" },
  },
  {
    key: "signedDocuments",
    path: "mydocument/signeddocument",
    module: "documents",
    file: "routes/documents-list.tsx",
    id: "signed-documents",
    part: "documents",
    guard: "verified",
    menu: { label: "account.shell.signedDocuments", group: "account", order: 6, shownTo: "verified" },
  },
  {
    // The signing screen a signing link opens: the signer signs in as themselves first.
    key: "signDocument",
    path: "mydocument/sign/:token",
    module: "documents",
    file: "routes/document-signing.tsx",
    part: "documents",
    guard: "verified",
  },
  {
    key: "myListings",
    path: "myproperty/mylistings",
    module: "listings",
    file: "routes/my-listings.tsx",
    part: "listings",
    guard: "verified",
    menu: { label: "account.shell.myListings", group: "account", order: 7, shownTo: "verified" },
  },
  {
    key: "myViewings",
    path: "myproperty/myviewings",
    module: "viewings",
    file: COMING_SOON,
    part: "all",
    guard: "verified",
    menu: { label: "account.shell.myViewings", group: "account", order: 8, shownTo: "verified" },
  },
  {
    // The spec's named page "enquiry history", after the spec's own entries.
    key: "enquiryHistory",
    path: "profile/enquiryhistory",
    module: "enquiries",
    file: "routes/profile-enquiry-history.tsx",
    part: "all",
    guard: "member",
    menu: { label: "enquiry.history.title", group: "account", order: 9, shownTo: "verified" },
  },
  {
    key: "agentDesk",
    path: "agent/enquiries",
    module: "agent",
    file: "routes/agent-enquiries.tsx",
    part: "all",
    guard: "agent",
    menu: { label: "enquiry.agent.title", group: "account", order: 10, shownTo: "agent" },
  },
  {
    key: "agentDocuments",
    path: "agent/documents",
    module: "agent",
    file: "routes/agent-documents.tsx",
    part: "documents",
    guard: "agent",
    menu: { label: "account.shell.agentDocuments", group: "account", order: 11, shownTo: "agent" },
  },
  {
    // The owners' listings in the agent's review queue.
    key: "agentListings",
    path: "agent/listings",
    module: "agent",
    file: "routes/agent-listings.tsx",
    part: "listings",
    guard: "agent",
    menu: { label: "account.shell.agentListings", group: "account", order: 12, shownTo: "agent" },
  },
  {
    key: "savedProperties",
    path: "profile/savedproperties",
    module: "saved",
    file: "routes/profile-saved-list.tsx",
    id: "saved-properties",
    part: "all",
    guard: "anyone",
    menu: { label: "saved.menu.savedProperties", group: "saved", order: 1, shownTo: "anyone" },
  },
  {
    key: "savedSearches",
    path: "profile/savedsearch",
    module: "saved",
    file: "routes/profile-saved-searches.tsx",
    part: "all",
    guard: "anyone",
    menu: { label: "saved.menu.savedSearches", group: "saved", order: 2, shownTo: "anyone" },
  },
  {
    key: "recentlyViewed",
    path: "profile/recentlyviewed",
    module: "saved",
    file: "routes/profile-saved-list.tsx",
    id: "recently-viewed",
    part: "all",
    guard: "anyone",
    menu: { label: "saved.menu.recentlyViewed", group: "saved", order: 3, shownTo: "anyone" },
  },
] as const satisfies readonly MemberPage[];

type Row = (typeof MEMBER_PAGES)[number];

/**
 * The member pages' routes under /:lang: path, route module and the id where one is needed.
 * @public routes.ts reads it, and knip's production run takes routes.ts as React Router's config, not as a module.
 */
export const MEMBER_ROUTES: readonly { path: string; file: string; id?: string }[] = MEMBER_PAGES.map((page: MemberPage) => ({
  path: page.path,
  file: page.file,
  ...(page.file === COMING_SOON ? { id: `placeholder-${page.key}` } : page.id ? { id: page.id } : {}),
}));

/** The member pages that get a part of the catalog: path and route module, as message-parts.ts lists its pages. */
export function memberPagesOfPart(part: Exclude<MemberPagePart, "all">): { path: string; module: string }[] {
  return MEMBER_PAGES.filter((page) => page.part === part).map((page) => ({ path: page.path, module: page.file }));
}

type MenuRow = Extract<Row, { menu: unknown }>;
interface MenuEntry {
  key: MenuRow["key"];
  path: string;
  label: MenuRow["menu"]["label"];
}

/** A menu's entries this viewer may see, in the menu's order. */
export function menuEntries(group: MenuGroup, viewer: Viewer): MenuEntry[] {
  return MEMBER_PAGES.filter(
    (page): page is MenuRow => "menu" in page && page.menu.group === group && passGate(viewer, page.menu.shownTo) === "allow",
  )
    .sort((a, b) => a.menu.order - b.menu.order)
    .map((page) => ({ key: page.key, path: page.path, label: page.menu.label }));
}

type ComingSoonRow = Extract<Row, { file: typeof COMING_SOON }>;
export type ComingSoonKey = ComingSoonRow["key"];

/** The pages whose own issue has not landed yet, each with its guard. */
export const COMING_SOON_PAGES = MEMBER_PAGES.filter((page): page is ComingSoonRow => page.file === COMING_SOON).map((page) => ({
  key: page.key,
  path: page.path,
  guard: page.guard,
}));
