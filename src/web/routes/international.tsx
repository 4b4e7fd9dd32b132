import { useLoaderData } from "react-router";
import type { Route } from "./+types/international.ts";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";
import { requestContext } from "../app-context.ts";
import { InternationalSection } from "../features/international/international-pages.tsx";

/** The overseas listings: /{lang}/international. */
export function loader({ params, context }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang) ?? "en";
  return { listings: context.get(requestContext).services.international.all(language) };
}

export default function International() {
  const { listings } = useLoaderData<typeof loader>();
  return <InternationalSection listings={listings} />;
}
