import type { Route } from "./+types/sitemap-part.ts";
import { requestContext } from "../app-context.ts";
import { parseSitemapPartName, sitemapPartXml } from "../features/seo/sitemap-xml.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  const part = parseSitemapPartName(params.part);
  if (!part) throw new Response("Not found", { status: 404 });
  const { publicUrl, services } = context.get(requestContext);
  const entries = await services.pages.sitemapEntries(part.kind, part.chunk);
  if (entries.length === 0) throw new Response("Not found", { status: 404 });
  return new Response(sitemapPartXml(publicUrl, part.kind, entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
