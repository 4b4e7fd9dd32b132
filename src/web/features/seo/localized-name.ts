import { LANGUAGES, type LanguageCode, type Names } from "../../../domain/i18n/languages.ts";

export type { Names };

/** The name in the page's language; an empty Chinese name falls back to the English one. */
export function nameIn(names: Names, language: LanguageCode): string {
  const name = names[LANGUAGES[language].key];
  return name || names.en;
}
