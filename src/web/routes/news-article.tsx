import { useLoaderData } from "react-router";
import type { Route } from "./+types/news-article.ts";
import { requestContext } from "../app-context.ts";
import { ArticlePage } from "../features/content/news-pages.tsx";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const { services } = context.get(requestContext);
  const article = await services.content.article("article", params.slug, language);
  if (!article) throw new Response(null, { status: 404 });
  return { article };
}

export default function NewsArticle() {
  const { article } = useLoaderData<typeof loader>();
  return <ArticlePage article={article} />;
}
