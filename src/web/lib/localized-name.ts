import type { LanguageCode } from "../../domain/i18n/languages.ts";

export type Names = { en: string; zhHk: string; zhCn: string };

/** The name in the page's language; an empty Chinese name falls back to the English one. */
export function nameIn(names: Names, language: LanguageCode): string {
  const name = language === "zh-hk" ? names.zhHk : language === "zh-cn" ? names.zhCn : names.en;
  return name || names.en;
}
