// Paths of the agency's pages, shared by the content and agent features and the menus.
import { normalizeName } from "../../domain/listing/listing-path.ts";

/** /<lang>/property-agent/<name>/<id>: an agent's profile (the name segment is for people only). */
export function agentPath(language: string, agent: { id: number; name: string }): string {
  return `/${language}/property-agent/${encodeURIComponent(normalizeName(agent.name))}/${agent.id}`;
}

/** A news article (/property-news/<slug>) or a guide (/guides/<slug>). */
export function articlePath(language: string, article: { kind: "article" | "guide"; slug: string }): string {
  return article.kind === "article" ? `/${language}/property-news/${article.slug}` : `/${language}/guides/${article.slug}`;
}

/**
 * The fixed pages (data/content/pages.json) and where each lives under /:lang.
 * routes.ts gives each path its route; the loader finds the page by path. A
 * page with a module of its own shows its fixed text beside what it does.
 */
export const CONTENT_PAGES: readonly { path: string; slug: string; module?: string }[] = [
  { path: "about-us", slug: "about-us" },
  { path: "list-property", slug: "list-property", module: "routes/list-property.tsx" },
  { path: "faq", slug: "faq" },
  { path: "general/privacypolicy", slug: "privacy" },
  { path: "general/termsandconditions", slug: "terms" },
];

/** The hub guides written as fixed pages; other guides are articles (/guides/<article slug>). */
export const HUB_GUIDES = ["buying", "hong-kong-island", "living-in-hong-kong"] as const;

/** The slug of the fixed page at a path below the language ("about-us"), else null. */
export function contentSlugOfPath(pathname: string): string | null {
  const rest = pathname
    .replace(/\.data$/, "")
    .split("/")
    .slice(2)
    .join("/")
    .replace(/\/$/, "");
  return CONTENT_PAGES.find((p) => p.path === rest)?.slug ?? null;
}

/** /<lang>/guides/district/<name>/<id>: a district's guide (linked from its district page and the guides page). */
export function districtGuidePath(language: string, district: { id: number; name: string }): string {
  return `/${language}/guides/district/${encodeURIComponent(normalizeName(district.name))}/${district.id}`;
}
