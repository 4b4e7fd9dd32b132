import { useLoaderData } from "react-router";
import type { Route } from "./+types/guides.ts";
import { requestContext } from "../app-context.ts";
import { GuidesPage } from "../features/content/news-pages.tsx";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const { services } = context.get(requestContext);
  const [guides, news] = await Promise.all([services.content.articles("guide", language), services.content.articles("article", language)]);
  const busiest = await services.content.menuPlaces(1, language);
  return {
    districts: busiest.districts.map((d) => ({ id: d.id, name: d.name })),
    hubs: services.content.site.pagesOfKind("guide", language),
    guides,
    districtArticles: news.filter((a) => a.category === "district"),
  };
}

export default function Guides() {
  const data = useLoaderData<typeof loader>();
  return <GuidesPage {...data} />;
}
