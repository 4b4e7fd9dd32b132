// The saved menu's pages (spec: Saved Properties, Saved Searches, Recently
// Viewed), for the header's menu and the pages' own tabs.
export const SAVED_PAGES = [
  { key: "savedProperties", path: "profile/savedproperties", menuLabel: "saved.menu.savedProperties" },
  { key: "savedSearches", path: "profile/savedsearch", menuLabel: "saved.menu.savedSearches" },
  { key: "recentlyViewed", path: "profile/recentlyviewed", menuLabel: "saved.menu.recentlyViewed" },
] as const;
