import zhCn from "virtual:zh-cn-messages";
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import { messagesToJson, type Messages as PageMessages } from "./i18n.tsx";
import { createHash } from "node:crypto";
import { CATALOG_PATH, catalogScriptText, registerCatalog, type CatalogAddress } from "./catalog-script.ts";
import { OWN_PART_CATALOGS, PAGE_PARTS, PANEL_PARTS, type MessagePart, type PanelPart } from "./message-parts.ts";
import { parseMessages } from "./parse-messages.server.ts";

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
  const cacheKey = `${language}:${part}`;
  let catalog = parts.get(cacheKey);
  if (!catalog) {
    const full = fullCatalog(language);
    const folders: readonly string[] =
      part === "all"
        ? [...keysOf.keys()].filter((folder) => !OWN_PART_CATALOGS.includes(folder))
        : part in PANEL_PARTS
          ? PANEL_PARTS[part as PanelPart].catalogs
          : PAGE_PARTS[part as keyof typeof PAGE_PARTS].catalogs;
    catalog = Object.fromEntries(folders.flatMap((folder) => keysOf.get(folder) ?? []).map((key) => [key, full[key]!]));
    parts.set(cacheKey, catalog);
  }
  return catalog;
}

interface CatalogScript {
  address: CatalogAddress;
  text: string;
}

const scripts = new Map<string, CatalogScript>();

/**
 * The catalog part's script (catalog-script.ts, decision 0065), made once per
 * language and part: its address, named by a hash of its text, goes in the
 * root loader's data, and this process's renders find the catalog under it.
 * The JSON text is what the browser parses (read back by messagesFromJson);
 * React Router's encoder is not asked to walk the ICU ASTs.
 */
function scriptFor(language: LanguageCode, part: MessagePart): CatalogScript {
  const cacheKey = `${language}.${part}`;
  let script = scripts.get(cacheKey);
  if (script === undefined) {
    const messages = catalogFor(language, part);
    const json = messagesToJson(messages);
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 10);
    const address = `${CATALOG_PATH}${cacheKey}.${hash}.js` as CatalogAddress;
    script = { address, text: catalogScriptText(address, json) };
    registerCatalog(address, messages);
    scripts.set(cacheKey, script);
  }
  return script;
}

/** Where the page's catalog part is, for the root loader. */
export function catalogAddressFor(language: LanguageCode, part: MessagePart = "all"): CatalogAddress {
  return scriptFor(language, part).address;
}

/** Where each lazy panel's texts are (the root loader sends them; the panel loads its part with its code). */
export function panelCatalogAddressesFor(language: LanguageCode): Record<PanelPart, CatalogAddress> {
  return Object.fromEntries((Object.keys(PANEL_PARTS) as PanelPart[]).map((part) => [part, catalogAddressFor(language, part)])) as Record<
    PanelPart,
    CatalogAddress
  >;
}

const PARTS: MessagePart[] = [...(Object.keys(PAGE_PARTS) as MessagePart[]), ...(Object.keys(PANEL_PARTS) as MessagePart[]), "all"];

/** The script at a catalog address (the server's /i18n/ route), or undefined for an address of no catalog of this build. */
export function catalogScriptAt(address: string): string | undefined {
  const match = /^\/i18n\/([a-z-]+)\.([a-z-]+)\.[\w-]{10}\.js$/.exec(address);
  if (!match) return undefined;
  const [, language, part] = match;
  if (!Object.hasOwn(catalogs, language!) || !PARTS.includes(part as MessagePart)) return undefined;
  const script = scriptFor(language as LanguageCode, part as MessagePart);
  return script.address === address ? script.text : undefined;
}

function fullCatalog(language: LanguageCode): PageMessages {
  let catalog = parsed.get(language);
  if (!catalog) {
    catalog = parseMessages(language, catalogs[language]);
    parsed.set(language, catalog);
  }
  return catalog;
}
