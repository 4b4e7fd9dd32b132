import type { Route } from "./+types/sitemap-part.ts";
import { requestContext } from "../app-context.ts";
import { PAGES_PART, pagesSitemapXml, parseSitemapPartName, sitemapPartXml } from "../features/seo/sitemap-xml.ts";
import { agentPath, articlePath, CONTENT_PAGES, districtGuidePath, HUB_GUIDES } from "../lib/content-paths.ts";
import { nameIn } from "../lib/localized-name.ts";
import { LANGUAGES, type LanguageCode } from "../../domain/i18n/languages.ts";
import type { PortalServices } from "../../server/modules/registry.ts";

const CODES = Object.keys(LANGUAGES) as LanguageCode[];
const every = (path: (code: LanguageCode) => string) =>
  Object.fromEntries(CODES.map((code) => [code, path(code)])) as Record<LanguageCode, string>;

/** Every content page in the three languages: fixed pages, news, guides, questions, the agent team and each agent. */
async function contentPages(services: PortalServices): Promise<Record<LanguageCode, string>[]> {
  const [articles, guides, agents, districts] = await Promise.all([
    services.content.articles("article", "en"),
    services.content.articles("guide", "en"),
    Promise.all(CODES.map((code) => services.content.agents(code))),
    services.pages.districts(),
  ]);
  return [
    ...CONTENT_PAGES.map((page) => every((code) => `/${code}/${page.path}`)),
    ...["property-news", "property-guides", "property-questions", "property-agent-team"].map((path) => every((code) => `/${code}/${path}`)),
    ...HUB_GUIDES.map((slug) => every((code) => `/${code}/guides/${slug}`)),
    ...[...articles, ...guides].map((a) => every((code) => articlePath(code, a))),
    ...districts.map((d) => every((code) => districtGuidePath(code, { id: d.id, name: nameIn(d.names, code) }))),
    // The agent lists of the three languages are in the same order (office, id).
    ...agents[0]!.map((_, i) => every((code) => agentPath(code, agents[CODES.indexOf(code)]![i]!))),
  ];
}

export async function loader({ context, params }: Route.LoaderArgs) {
  if (params.part === PAGES_PART) {
    const { publicUrl, services } = context.get(requestContext);
    return new Response(pagesSitemapXml(publicUrl, await contentPages(services)), {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    });
  }
  const part = parseSitemapPartName(params.part);
  if (!part) throw new Response("Not found", { status: 404 });
  const { publicUrl, services } = context.get(requestContext);
  const entries = await services.pages.sitemapEntries(part.kind, part.chunk);
  if (entries.length === 0) throw new Response("Not found", { status: 404 });
  return new Response(sitemapPartXml(publicUrl, part.kind, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
