import { useLoaderData } from "react-router";
import type { Route } from "./+types/sitemap.ts";
import { requestContext } from "../app-context.ts";
import { HumanSitemapPage } from "../features/seo/human-sitemap-page.tsx";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  return { entries: await services.pages.directory() };
}

export default function Sitemap() {
  const { entries } = useLoaderData<typeof loader>();
  return <HumanSitemapPage entries={entries} />;
}
