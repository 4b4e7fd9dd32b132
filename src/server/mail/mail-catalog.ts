import type { LanguageCode } from "../../domain/i18n/languages.ts";
import en from "./messages/en.json" with { type: "json" };
import zhHk from "./messages/zh-hk.json" with { type: "json" };
import zhCnOverrides from "./messages/zh-cn.overrides.json" with { type: "json" };
import { mainlandTerms, toSimplified } from "../text/simplified-chinese.ts";

export type MailTextKey = keyof typeof en;

// Simplified Chinese is derived from the Hong Kong texts like the pages'
// catalogs (decision 0003); the overrides hold mainland usage (邮箱, 账户).
const zhCn = {
  ...(Object.fromEntries(Object.entries(zhHk).map(([key, text]) => [key, toSimplified(text)])) as Record<MailTextKey, string>),
  ...(Object.fromEntries(Object.entries(zhCnOverrides).map(([key, text]) => [key, mainlandTerms(text)])) as Partial<
    Record<MailTextKey, string>
  >),
};

const catalogs: Record<LanguageCode, Record<MailTextKey, string>> = { en, "zh-hk": zhHk, "zh-cn": zhCn };

export function mailText(language: LanguageCode, key: MailTextKey): string {
  return catalogs[language][key];
}

/** For the catalog test: every language has every key. @internal */
export function mailCatalogKeys(language: LanguageCode): string[] {
  return Object.keys(catalogs[language]).sort();
}
