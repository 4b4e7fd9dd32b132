import type { Route } from "./+types/sitemap-index.ts";
import { requestContext } from "../app-context.ts";
import { sitemapIndexXml } from "../features/seo/sitemap-xml.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl, services } = context.get(requestContext);
  const xml = sitemapIndexXml(publicUrl, await services.pages.sitemapParts());
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
