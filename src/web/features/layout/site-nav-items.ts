import type { SectionKey } from "./placeholder-sections.ts";
import { sectionPath } from "./placeholder-sections.ts";

/** The spec's top menu (Buy, Rent, List, Agents, About Us, Resources); Language, My Account and Favourite sit beside it. */
export const MAIN_NAV: { key: SectionKey; label: string }[] = [
  { key: "buy", label: "nav.buy" },
  { key: "rent", label: "nav.rent" },
  { key: "list", label: "nav.list" },
  { key: "agents", label: "nav.agents" },
  { key: "aboutUs", label: "nav.aboutUs" },
  { key: "resources", label: "nav.resources" },
];

export function sectionHref(language: string, key: SectionKey): string {
  return `/${language}/${sectionPath(key)}`;
}
