import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/district-guide.ts";
import { requestContext } from "../app-context.ts";
import { DistrictGuidePage } from "../features/content/district-guide-page.tsx";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";
import { isCanonicalNameSegment, parsePathId } from "../../domain/listing/listing-path.ts";
import { districtGuidePath } from "../lib/content-paths.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  const id = parsePathId(params.id);
  const { services } = context.get(requestContext);
  const guide = id === null ? null : await services.content.districtGuide(id, language);
  if (!guide) throw new Response(null, { status: 404 });
  if (!isCanonicalNameSegment(params.name, guide.name)) throw redirect(districtGuidePath(language, guide), 301);
  return { guide };
}

export default function DistrictGuide() {
  const { guide } = useLoaderData<typeof loader>();
  return <DistrictGuidePage guide={guide} />;
}
