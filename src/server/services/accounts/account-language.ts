import { parseLanguageCode, type LanguageCode } from "../../../domain/i18n/languages.ts";

/** The stored language of an account (always one of ours). */
export function accountLanguage(stored: string): LanguageCode {
  return parseLanguageCode(stored) ?? "en";
}
