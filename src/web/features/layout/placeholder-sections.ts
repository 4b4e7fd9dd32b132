/**
 * Menu destinations whose own issue has not landed yet. Each gets a real page
 * (never a dead link) that says so and offers search instead. Remove an entry
 * when its page is built.
 */
export const PLACEHOLDER_SECTIONS = [
  { key: "favourite", path: "profile/savedproperties" },
  // The member menu's pages of later issues; a guest is sent to sign in first (routes/placeholder.tsx).
  { key: "alerts", path: "profile/alerts", member: true },
  { key: "places", path: "profile/locations", member: true },
  { key: "pendingDocuments", path: "mydocument/pendingdocument", member: true },
  { key: "signedDocuments", path: "mydocument/signeddocument", member: true },
  { key: "myListings", path: "myproperty/mylistings", member: true },
  { key: "myViewings", path: "myproperty/myviewings", member: true },
] as const;

export type SectionKey = (typeof PLACEHOLDER_SECTIONS)[number]["key"];

export function sectionPath(key: SectionKey): string {
  return PLACEHOLDER_SECTIONS.find((s) => s.key === key)!.path;
}
