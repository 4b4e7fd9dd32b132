import { LANGUAGES, parseLanguageCode, type LanguageCode } from "../../domain/i18n/languages.ts";

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];

/**
 * The language a path is in: its first segment, or English for "/" and paths without one. A client
 * navigation to a language's home page asks for "/zh-hk.data": that is still the zh-hk home.
 */
export function languageOfPath(pathname: string): LanguageCode {
  const first = (pathname.split("/")[1] ?? "").replace(/\.data$/, "");
  return parseLanguageCode(first) ?? "en";
}

/**
 * The same page in another language: the first segment is replaced when it is
 * a language code (zh included), otherwise the code is inserted.
 */
export function pathInLanguage(pathname: string, language: LanguageCode): string {
  const segments = pathname.split("/").filter((s, i) => i > 0 || s !== "");
  const rest = segments[0] !== undefined && parseLanguageCode(segments[0]) ? segments.slice(1) : segments;
  const tail = rest.filter((s) => s !== "").join("/");
  return tail ? `/${language}/${tail}` : `/${language}`;
}
