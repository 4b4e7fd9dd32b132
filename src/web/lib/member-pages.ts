// The member pages, one row each. Everything else about a member page comes
// from its row: its route (routes.ts, with its module from member-page-files.ts),
// the catalog part it gets (i18n/message-parts.ts), its entry in the account or
// saved menu, and, until its own issue lands, its "coming soon" page. Adding a
// member page is a row here and its module there. A plain module without React:
// React Router's build evaluates routes.ts, which reads this table.
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
  part: MemberPagePart;
  /** Who may open the page, checked by its loader before any service runs ("anyone": a guest's lists are in the browser). */
  guard: Gate;
  /** Its entry in a header menu: the label's message key, the menu, its place there and who sees it. */
  menu?: { label: string; group: MenuGroup; order: number; shownTo: Gate };
}

export const MEMBER_PAGES = [
  {
    key: "accountInfo",
    path: "profile/accountinfo",
    module: "accounts",
    part: "account",
    guard: "verified",
    menu: { label: "account.shell.personalDetails", group: "account", order: 1, shownTo: "verified" },
  },
  {
    key: "changePassword",
    path: "profile/changepassword",
    module: "accounts",
    part: "account",
    guard: "verified",
    menu: { label: "account.shell.changePassword", group: "account", order: 2, shownTo: "verified" },
  },
  {
    key: "manageData",
    path: "profile/managedata",
    module: "accounts",
    part: "account",
    guard: "member",
  },
  {
    key: "reverifyEmail",
    path: "profile/reverifyemail",
    module: "accounts",
    part: "account",
    guard: "member",
  },
  {
    key: "alerts",
    path: "profile/alerts",
    module: "alerts",
    part: "all",
    guard: "verified",
    menu: { label: "account.shell.alerts", group: "account", order: 3, shownTo: "verified" },
  },
  {
    key: "places",
    path: "profile/locations",
    module: "places",
    part: "all",
    guard: "verified",
    menu: { label: "account.shell.myPlaces", group: "account", order: 4, shownTo: "verified" },
  },
  {
    key: "pendingDocuments",
    path: "mydocument/pendingdocument",
    module: "documents",
    part: "documents",
    guard: "verified",
    menu: { label: "account.shell.pendingDocuments", group: "account", order: 5, shownTo: "verified" },
  },
  {
    key: "signedDocuments",
    path: "mydocument/signeddocument",
    module: "documents",
    part: "documents",
    guard: "verified",
    menu: { label: "account.shell.signedDocuments", group: "account", order: 6, shownTo: "verified" },
  },
  {
    // The signing screen a signing link opens: the signer signs in as themselves first.
    key: "signDocument",
    path: "mydocument/sign/:token",
    module: "documents",
    part: "documents",
    guard: "verified",
  },
  {
    key: "myListings",
    path: "myproperty/mylistings",
    module: "listings",
    part: "listings",
    guard: "verified",
    menu: { label: "account.shell.myListings", group: "account", order: 7, shownTo: "verified" },
  },
  {
    key: "myViewings",
    path: "myproperty/myviewings",
    module: "viewings",
    part: "all",
    guard: "verified",
    menu: { label: "account.shell.myViewings", group: "account", order: 8, shownTo: "verified" },
  },
  {
    // The spec's named page "enquiry history", after the spec's own entries.
    key: "enquiryHistory",
    path: "profile/enquiryhistory",
    module: "enquiries",
    part: "all",
    guard: "member",
    menu: { label: "enquiry.history.title", group: "account", order: 9, shownTo: "verified" },
  },
  {
    key: "agentDesk",
    path: "agent/enquiries",
    module: "agent",
    part: "all",
    guard: "agent",
    menu: { label: "enquiry.agent.title", group: "account", order: 10, shownTo: "agent" },
  },
  {
    key: "agentDocuments",
    path: "agent/documents",
    module: "agent",
    part: "documents",
    guard: "agent",
    menu: { label: "account.shell.agentDocuments", group: "account", order: 11, shownTo: "agent" },
  },
  {
    // The owners' listings in the agent's review queue.
    key: "agentListings",
    path: "agent/listings",
    module: "agent",
    part: "listings",
    guard: "agent",
    menu: { label: "account.shell.agentListings", group: "account", order: 12, shownTo: "agent" },
  },
  {
    key: "savedProperties",
    path: "profile/savedproperties",
    module: "saved",
    part: "all",
    guard: "anyone",
    menu: { label: "saved.menu.savedProperties", group: "saved", order: 1, shownTo: "anyone" },
  },
  {
    key: "savedSearches",
    path: "profile/savedsearch",
    module: "saved",
    part: "all",
    guard: "anyone",
    menu: { label: "saved.menu.savedSearches", group: "saved", order: 2, shownTo: "anyone" },
  },
  {
    key: "recentlyViewed",
    path: "profile/recentlyviewed",
    module: "saved",
    part: "all",
    guard: "anyone",
    menu: { label: "saved.menu.recentlyViewed", group: "saved", order: 3, shownTo: "anyone" },
  },
] as const satisfies readonly MemberPage[];

type Row = (typeof MEMBER_PAGES)[number];
/** A member page's name in code. */
export type MemberPageKey = Row["key"];

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

/** The member pages that get a part of the catalog, by path (their route modules are in member-page-files.ts). */
export function memberPagesOfPart(part: Exclude<MemberPagePart, "all">): { path: string }[] {
  return MEMBER_PAGES.filter((page) => page.part === part).map((page) => ({ path: page.path }));
}
