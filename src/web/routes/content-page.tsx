import { useLoaderData } from "react-router";
import type { Route } from "./+types/content-page.ts";
import { requestContext } from "../app-context.ts";
import { ContentPageView } from "../features/content/content-page.tsx";
import { contentSlugOfPath } from "../lib/content-paths.ts";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";

/** About us, list a property, FAQ, privacy policy and terms: fixed pages found by their path. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const slug = contentSlugOfPath(new URL(request.url).pathname);
  const { services } = context.get(requestContext);
  const page = slug === null ? null : services.content.site.page(slug, language);
  if (!page) throw new Response(null, { status: 404 });
  return { page, company: services.content.site.company(language) };
}

export default function ContentPageRoute() {
  const { page, company } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} company={company} />;
}
