// Interface languages (spec search §1, accounts §2). Id 0 means "none" and is
// treated as English in URLs; the bare code "zh" is an alias of zh-hk.

export const LANGUAGES = {
  en: { id: 1, code: "en", locale: "en-US" },
  "zh-hk": { id: 2, code: "zh-hk", locale: "zh-HK" },
  "zh-cn": { id: 3, code: "zh-cn", locale: "zh-CN" },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export type LanguageId = (typeof LANGUAGES)[LanguageCode]["id"];

/** Id 0 and 1 give en, 2 zh-hk, 3 zh-cn; anything else falls back to en. */
export function languageCodeFromId(id: number): LanguageCode {
  if (id === 2) return "zh-hk";
  if (id === 3) return "zh-cn";
  return "en";
}

export function languageIdFromCode(code: LanguageCode): LanguageId {
  return LANGUAGES[code].id;
}

/** Reads a path segment or cookie value; case-insensitive, "zh" → zh-hk. */
export function parseLanguageCode(text: string): LanguageCode | null {
  const lower = text.toLowerCase();
  if (lower === "zh") return "zh-hk";
  if (lower === "en" || lower === "zh-hk" || lower === "zh-cn") return lower;
  return null;
}

