import type { Route } from "./+types/robots.ts";
import { requestContext } from "../app-context.ts";
import { robotsTxt } from "../features/seo/sitemap-xml.ts";

export function loader({ context }: Route.LoaderArgs) {
  const { publicUrl } = context.get(requestContext);
  return new Response(robotsTxt(publicUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
