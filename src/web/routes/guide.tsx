import { useLoaderData } from "react-router";
import type { Route } from "./+types/guide.ts";
import { requestContext } from "../app-context.ts";
import { ContentPageView } from "../features/content/content-page.tsx";
import { ArticlePage } from "../features/content/news-pages.tsx";
import { HUB_GUIDES } from "../lib/content-paths.ts";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";
import { useI18n } from "../i18n/i18n.tsx";

/** /guides/<slug>: a hub guide (buying, Hong Kong Island, living in Hong Kong) or a guide article. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const { services } = context.get(requestContext);
  if ((HUB_GUIDES as readonly string[]).includes(params.slug)) {
    const page = services.content.site.page(params.slug, language);
    if (page) return { hub: page, company: services.content.site.company(language), article: null };
  }
  const article = await services.content.article("guide", params.slug, language);
  if (!article) throw new Response(null, { status: 404 });
  return { hub: null, company: null, article };
}

export default function Guide() {
  const { hub, company, article } = useLoaderData<typeof loader>();
  const { t, language } = useI18n();
  if (hub && company)
    return (
      <ContentPageView page={hub} company={company} crumbs={[{ label: t("content.guides.title"), to: `/${language}/property-guides` }]} />
    );
  return article ? <ArticlePage article={article} /> : null;
}
