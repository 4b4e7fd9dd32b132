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
  { key: "myAccount", path: "profile/accountinfo" },
  { key: "favourite", path: "profile/savedproperties" },
  { key: "privacy", path: "general/privacypolicy" },
  { key: "terms", path: "general/termsandconditions" },
  { key: "enquiry", path: "communication/enquiry" },
] as const;

export type SectionKey = (typeof PLACEHOLDER_SECTIONS)[number]["key"];

export function sectionPath(key: SectionKey): string {
  return PLACEHOLDER_SECTIONS.find((s) => s.key === key)!.path;
}
