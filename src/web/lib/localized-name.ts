import { LANGUAGES, type LanguageCode, type Names } from "../../domain/i18n/languages.ts";

/** The name in the page's language; an empty Chinese name falls back to the English one. */
export function nameIn(names: Names, language: LanguageCode): string {
  return names[LANGUAGES[language].key] || names.en;
}
