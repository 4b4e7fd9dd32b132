// Interface languages. Every mapping of a language (its id in API requests,
// its path code, its locale for Intl, its hreflang tag, the suffix of the
// stored name columns, the key of a { en, zhHk, zhCn } object and its slot in
// an [en, zh-hk, zh-cn] triple) is read from this one table. Id 0 means
// "none" and is treated as English; the bare code "zh" is an alias of zh-hk.

export const LANGUAGES = {
  en: { id: 1, code: "en", locale: "en-US", hreflang: "en", nameColumn: "en", key: "en", slot: 0, collation: "en" },
  "zh-hk": {
    id: 2,
    code: "zh-hk",
    locale: "zh-HK",
    hreflang: "zh-Hant-HK",
    nameColumn: "zh_hk",
    key: "zhHk",
    slot: 1,
    collation: "zh-Hant-HK-u-co-stroke",
  },
  "zh-cn": {
    id: 3,
    code: "zh-cn",
    locale: "zh-CN",
    hreflang: "zh-Hans-CN",
    nameColumn: "zh_cn",
    key: "zhCn",
    slot: 2,
    collation: "zh-Hans-CN-u-co-pinyin",
  },
} as const;

export type LanguageCode = keyof typeof LANGUAGES;
export type LanguageId = (typeof LANGUAGES)[LanguageCode]["id"];
/** Suffix of the stored name columns (`name_en`, `name_zh_hk`, `name_zh_cn`). */
export type NameColumnSuffix = (typeof LANGUAGES)[LanguageCode]["nameColumn"];
/** Key of a camel-cased trilingual object ({ en, zhHk, zhCn }). */
export type NamesKey = (typeof LANGUAGES)[LanguageCode]["key"];
/** A name in the three languages. */
export type Names = Record<NamesKey, string>;
/** A name in the three languages as an [en, zh-hk, zh-cn] triple (how one SQL read carries all three). */
export type NameTriple = [string, string, string];

export const DEFAULT_LANGUAGE: LanguageCode = "en";

/** The name column suffixes in triple order (en, zh-hk, zh-cn). */
export const NAME_COLUMNS = Object.values(LANGUAGES).map((l) => l.nameColumn);

const BY_ID: Record<number, LanguageCode> = { 1: "en", 2: "zh-hk", 3: "zh-cn" };

/** Id 0 and 1 give en, 2 zh-hk, 3 zh-cn; anything else falls back to en. */
export function languageCodeFromId(id: number): LanguageCode {
  return BY_ID[id] ?? DEFAULT_LANGUAGE;
}

export function languageIdFromCode(code: LanguageCode): LanguageId {
  return LANGUAGES[code].id;
}

/** The language of an id (0 and unknown ids read as English). */
export const languageOfId = (id: number) => LANGUAGES[languageCodeFromId(id)];

/** Reads a path segment or cookie value; case-insensitive, "zh" → zh-hk. */
export function parseLanguageCode(text: string): LanguageCode | null {
  const lower = text.toLowerCase();
  if (lower === "zh") return "zh-hk";
  return lower in LANGUAGES ? (lower as LanguageCode) : null;
}

/** A name in the language from its triple. */
export const nameFromTriple = (names: readonly [string | null, string | null, string | null], languageId: number) =>
  names[languageOfId(languageId).slot] ?? null;
