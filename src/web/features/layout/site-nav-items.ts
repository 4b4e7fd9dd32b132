import { sectionPath } from "./placeholder-sections.ts";

/** Header entries served by another issue's pages (the saved menu). */
export function sectionHref(language: string, key: "favourite"): string {
  return `/${language}/${sectionPath(key)}`;
}
