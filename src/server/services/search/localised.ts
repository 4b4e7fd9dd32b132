// Interface language → which of the three stored name columns to read.
// Names are stored in all three languages (see db/schema/columns.ts), so a
// request never translates; language 0 means none and reads as English.

export type NameSuffix = "en" | "zh_hk" | "zh_cn";

export function nameSuffix(languageId: number): NameSuffix {
  if (languageId === 2) return "zh_hk";
  if (languageId === 3) return "zh_cn";
  return "en";
}

/** Key of a camel-cased trilingual object ({ en, zhHk, zhCn }). */
export function languageKey(languageId: number): "en" | "zhHk" | "zhCn" {
  if (languageId === 2) return "zhHk";
  if (languageId === 3) return "zhCn";
  return "en";
}
