import type { LanguageCode } from "./languages.ts";

/** A label ending in a colon: English ":", Chinese its full-width "：". */
export function withColon(language: LanguageCode, label: string): string {
  return language === "en" ? `${label}:` : `${label}：`;
}

/** A label and what it labels on one line: a space follows the colon in English, none follows the full-width one. */
export function labelled(language: LanguageCode, label: string, text: string): string {
  return `${withColon(language, label)}${language === "en" ? " " : ""}${text}`;
}
