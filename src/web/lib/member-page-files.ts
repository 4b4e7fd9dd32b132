// Which route module draws each member page, and the route id where one module
// serves several: read by routes.ts when React Router builds, by the catalog
// parts' test and by the coming-soon page. Apart from member-pages.ts so the
// header's menus and the catalog parts, which the browser runs on every page,
// do not carry the file names.
import { MEMBER_PAGES, type MemberPageKey } from "./member-pages.ts";

/**
 * The route module of the pages still to come: it says so and offers search
 * instead (never a dead link). When such a page is built, its entry names its
 * own route module.
 */
const COMING_SOON = "routes/placeholder.tsx";

/** Every member page's route module (the type asks for each page of member-pages.ts, no more). */
const MEMBER_PAGE_FILES: Record<MemberPageKey, { file: string; id?: string }> = {
  accountInfo: { file: "routes/profile-account-info.tsx" },
  changePassword: { file: "routes/profile-change-password.tsx" },
  manageData: { file: "routes/profile-manage-data.tsx" },
  reverifyEmail: { file: "routes/profile-reverify-email.tsx" },
  alerts: { file: "routes/profile-alerts.tsx" },
  places: { file: COMING_SOON },
  pendingDocuments: { file: "routes/documents-list.tsx", id: "pending-documents" },
  signedDocuments: { file: "routes/documents-list.tsx", id: "signed-documents" },
  signDocument: { file: "routes/document-signing.tsx" },
  myListings: { file: "routes/my-listings.tsx" },
  myViewings: { file: COMING_SOON },
  enquiryHistory: { file: "routes/profile-enquiry-history.tsx" },
  agentDesk: { file: "routes/agent-enquiries.tsx" },
  agentDocuments: { file: "routes/agent-documents.tsx" },
  agentListings: { file: "routes/agent-listings.tsx" },
  savedProperties: { file: "routes/profile-saved-list.tsx", id: "saved-properties" },
  savedSearches: { file: "routes/profile-saved-searches.tsx" },
  recentlyViewed: { file: "routes/profile-saved-list.tsx", id: "recently-viewed" },
};

/**
 * The member pages' routes under /:lang: path, route module and the id where one is needed.
 * @public routes.ts reads it, and knip's production run takes routes.ts as React Router's config, not as a module.
 */
export const MEMBER_ROUTES: readonly { path: string; file: string; id?: string }[] = MEMBER_PAGES.map((page) => {
  const { file, id } = MEMBER_PAGE_FILES[page.key];
  return { path: page.path, file, ...(file === COMING_SOON ? { id: `placeholder-${page.key}` } : id ? { id } : {}) };
});

/** The pages whose own issue has not landed yet, each with its guard. */
export const COMING_SOON_PAGES = MEMBER_PAGES.filter((page) => MEMBER_PAGE_FILES[page.key].file === COMING_SOON).map((page) => ({
  key: page.key,
  path: page.path,
  guard: page.guard,
}));

/** A page still to come, by its name in code (its "coming soon" page's `section.<key>` title). */
export type ComingSoonKey = (typeof COMING_SOON_PAGES)[number]["key"];
