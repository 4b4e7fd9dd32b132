import zhCn from "virtual:zh-cn-messages";
import { IntlMessageFormat } from "intl-messageformat";
import { LANGUAGES, type LanguageCode } from "../../domain/i18n/languages.ts";
import { messagesToJson, type Messages as PageMessages } from "./i18n.tsx";
import type { JsonText } from "../lib/json-text.ts";
import { PAGE_PARTS, type MessagePart } from "./message-parts.ts";

export type Messages = Record<string, string>;

// Each feature keeps its own catalog folder (messages/<catalog>/en.json,
// zh-hk.json, zh-cn.overrides.json); zh-cn is derived at build time.
const enFolders = import.meta.glob<Messages>("./messages/*/en.json", { eager: true, import: "default" });
const en = merge(enFolders);
const zhHk = merge(import.meta.glob<Messages>("./messages/*/zh-hk.json", { eager: true, import: "default" }));

/** The keys of each catalog folder (the same in every language). */
const keysOf = new Map(
  Object.entries(enFolders).map(([path, messages]) => [/\/messages\/([^/]+)\//.exec(path)![1]!, Object.keys(messages)]),
);

function merge(modules: Record<string, Messages>): Messages {
  return Object.assign(
    {},
    ...Object.keys(modules)
      .sort()
      .map((path) => modules[path]),
  );
}

// Server only: the page gets the one catalog of its language through the root
// loader, so the browser never downloads the other two.
const catalogs: Record<LanguageCode, Messages> = { en, "zh-hk": zhHk, "zh-cn": zhCn };

// Messages with arguments go to the page as parsed ICU ASTs, so the browser
// bundle can drop the ICU parser (vite.config.ts aliases it to FormatJS's
// no-parser entry for the client); plain texts stay strings.
const parsed = new Map<LanguageCode, PageMessages>();

const parts = new Map<string, PageMessages>();

/** The part of the catalog a page needs (the catalogs it renders, message-parts.ts), cached per language and part. */
export function catalogFor(language: LanguageCode, part: MessagePart = "all"): PageMessages {
  if (part === "all") return fullCatalog(language);
  const cacheKey = `${language}:${part}`;
  let catalog = parts.get(cacheKey);
  if (!catalog) {
    const full = fullCatalog(language);
    catalog = Object.fromEntries(PAGE_PARTS[part].catalogs.flatMap((folder) => keysOf.get(folder) ?? []).map((key) => [key, full[key]!]));
    parts.set(cacheKey, catalog);
  }
  return catalog;
}

const texts = new Map<string, JsonText<PageMessages>>();

/**
 * The catalog part as JSON text, for the root loader: React Router's encoder
 * walks every node of every ICU AST on each request when given objects, and
 * only copies one string when given this (read back by messagesFromJson).
 */
export function catalogJsonFor(language: LanguageCode, part: MessagePart = "all"): JsonText<PageMessages> {
  const cacheKey = `${language}:${part}`;
  let text = texts.get(cacheKey);
  if (text === undefined) {
    text = messagesToJson(catalogFor(language, part));
    texts.set(cacheKey, text);
  }
  return text;
}

function fullCatalog(language: LanguageCode): PageMessages {
  let catalog = parsed.get(language);
  if (!catalog) {
    const locale = LANGUAGES[language].locale;
    catalog = Object.fromEntries(
      Object.entries(catalogs[language]).map(([key, text]) => [
        key,
        text.includes("{") ? new IntlMessageFormat(text, locale).getAst() : text,
      ]),
    );
    parsed.set(language, catalog);
  }
  return catalog;
}
