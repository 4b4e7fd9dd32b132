// XML of /sitemap.xml (an index) and its parts. Every entry is listed once
// per language with xhtml:link alternates to the other two, as search
// engines expect for hreflang in sitemaps.
import { LANGUAGES, type LanguageCode } from "../../../domain/i18n/languages.ts";
import { listingPath, placePath } from "../../../domain/listing/listing-path.ts";
import type { Names } from "../../../domain/i18n/languages.ts";
import { nameIn } from "../../lib/localized-name.ts";

export type SitemapKind = "listings" | "buildings" | "districts" | "estates";
export type SitemapEntry = { id: number; referenceId?: string; names: Names; purpose: number | null; updatedAt: string | null };

const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];
const PLACE_KIND = { buildings: "building", districts: "district", estates: "estate" } as const;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function entryPath(kind: SitemapKind, entry: SitemapEntry, language: LanguageCode): string {
  const name = nameIn(entry.names, language);
  if (kind === "listings") return listingPath(language, entry.purpose === 2 ? "rent" : "sale", name, entry.referenceId ?? String(entry.id));
  return placePath(language, PLACE_KIND[kind], name, entry.id);
}

export function sitemapPartName(kind: SitemapKind, chunk: number): string {
  return `${kind}-${chunk}.xml`;
}

/** "listings-3.xml" → { kind, chunk }, else null. */
export function parseSitemapPartName(name: string): { kind: SitemapKind; chunk: number } | null {
  const match = /^(listings|buildings|districts|estates)-(0|[1-9]\d{0,5})\.xml$/.exec(name);
  return match ? { kind: match[1] as SitemapKind, chunk: Number(match[2]) } : null;
}

export function sitemapIndexXml(publicUrl: string, parts: { kind: SitemapKind; chunk: number }[]): string {
  const items = [...parts.map((p) => sitemapPartName(p.kind, p.chunk)), PAGES_PART].map(
    (name) => `  <sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${name}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

export function sitemapPartXml(publicUrl: string, kind: SitemapKind, entries: SitemapEntry[]): string {
  const urls: string[] = [];
  for (const entry of entries) {
    const alternates = LANGUAGE_CODES.map(
      (code) =>
        `    <xhtml:link rel="alternate" hreflang="${LANGUAGES[code].hreflang}" href="${escapeXml(publicUrl + entryPath(kind, entry, code))}"/>`,
    ).join("\n");
    for (const code of LANGUAGE_CODES) {
      const lastmod = entry.updatedAt ? `\n    <lastmod>${entry.updatedAt}</lastmod>` : "";
      urls.push(`  <url>\n    <loc>${escapeXml(publicUrl + entryPath(kind, entry, code))}</loc>${lastmod}\n${alternates}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** The content pages' part: fixed pages, news, guides, questions and agents, each given as its path in every language. */
export const PAGES_PART = "pages-0.xml";

export function pagesSitemapXml(publicUrl: string, pages: Record<LanguageCode, string>[]): string {
  const urls = pages.flatMap((paths) => {
    const alternates = LANGUAGE_CODES.map(
      (code) => `    <xhtml:link rel="alternate" hreflang="${LANGUAGES[code].hreflang}" href="${escapeXml(publicUrl + paths[code])}"/>`,
    ).join("\n");
    return LANGUAGE_CODES.map((code) => `  <url>\n    <loc>${escapeXml(publicUrl + paths[code])}</loc>\n${alternates}\n  </url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    // Interaction endpoints and member pages have nothing to index.
    "Disallow: /api/",
    "Disallow: /*/profile/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
