import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/language.ts";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";
import { pathInLanguage } from "../lib/language-path.ts";

/** Checks the language segment: "zh" and other spellings redirect to the canonical code; unknown codes are 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const language = parseLanguageCode(params.lang);
  if (!language) throw new Response(null, { status: 404 });
  if (language !== params.lang) {
    const url = new URL(request.url);
    throw redirect(pathInLanguage(url.pathname, language) + url.search, 301);
  }
  return null;
}

export default function LanguageLayout() {
  return <Outlet />;
}
