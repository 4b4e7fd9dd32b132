import { GUEST_VIEWER } from "../../domain/policy/viewer.ts";
import { menuEntries } from "./member-pages.ts";

// The saved menu's pages (spec: Saved Properties, Saved Searches, Recently
// Viewed), for the header's menu and the pages' own tabs: everyone sees them,
// a guest's lists being kept in the browser.
export const SAVED_PAGES = menuEntries("saved", GUEST_VIEWER);
