import type { SectionKey } from "./placeholder-sections.ts";
import { sectionPath } from "./placeholder-sections.ts";

/** Sections served by real pages, beside those still on a placeholder. */
const BUILT_SECTIONS = { buy: "property-search/sale", rent: "property-search/rent" } as const;
export type NavKey = SectionKey | keyof typeof BUILT_SECTIONS;

/** The spec's top menu (Buy, Rent, List, Agents, About Us, Resources); Language, My Account and Favourite sit beside it. */
export const MAIN_NAV: { key: NavKey; label: string }[] = [
  { key: "buy", label: "nav.buy" },
  { key: "rent", label: "nav.rent" },
  { key: "list", label: "nav.list" },
  { key: "agents", label: "nav.agents" },
  { key: "aboutUs", label: "nav.aboutUs" },
  { key: "resources", label: "nav.resources" },
];

export function sectionHref(language: string, key: NavKey): string {
  return `/${language}/${key === "buy" || key === "rent" ? BUILT_SECTIONS[key] : sectionPath(key)}`;
}
