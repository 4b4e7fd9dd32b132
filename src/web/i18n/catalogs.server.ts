import zhCn from "virtual:zh-cn-messages";
import type { LanguageCode } from "../../domain/i18n/languages.ts";

export type Messages = Record<string, string>;

// Each feature keeps its own catalog folder (messages/<feature>/en.json,
// zh-hk.json, zh-cn.overrides.json); zh-cn is derived at build time.
const en = merge(import.meta.glob<Messages>("./messages/*/en.json", { eager: true, import: "default" }));
const zhHk = merge(import.meta.glob<Messages>("./messages/*/zh-hk.json", { eager: true, import: "default" }));

function merge(modules: Record<string, Messages>): Messages {
  return Object.assign({}, ...Object.keys(modules).sort().map((path) => modules[path]));
}

// Server only: the page gets the one catalog of its language through the root
// loader, so the browser never downloads the other two.
const catalogs: Record<LanguageCode, Messages> = { en, "zh-hk": zhHk, "zh-cn": zhCn };

export function catalogFor(language: LanguageCode): Messages {
  return catalogs[language];
}
