import { useLoaderData } from "react-router";
import type { Route } from "./+types/news.ts";
import { requestContext } from "../app-context.ts";
import { NewsListPage } from "../features/content/news-pages.tsx";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const { services } = context.get(requestContext);
  return { articles: await services.content.articles("article", language) };
}

export default function News() {
  const { articles } = useLoaderData<typeof loader>();
  return <NewsListPage articles={articles} />;
}
