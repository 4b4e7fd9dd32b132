/**
 * Menu destinations whose own issue has not landed yet. Each gets a real page
 * (never a dead link) that says so and offers search instead. Remove an entry
 * when its page is built.
 */
export const PLACEHOLDER_SECTIONS = [
  { key: "list", path: "list-property" },
  { key: "agents", path: "property-agent-team" },
  { key: "aboutUs", path: "about-us" },
  { key: "resources", path: "property-guides" },
  { key: "privacy", path: "general/privacypolicy" },
  { key: "terms", path: "general/termsandconditions" },
  { key: "enquiry", path: "communication/enquiry" },
  // The member menu's pages of later issues; a guest is sent to sign in first (routes/placeholder.tsx).
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
