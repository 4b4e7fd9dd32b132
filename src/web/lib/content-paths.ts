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
