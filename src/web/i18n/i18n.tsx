import { createContext, useContext, useMemo, type ReactNode } from "react";
import { LANGUAGES, type LanguageCode } from "../../domain/i18n/languages.ts";
import { groupThousands } from "../../domain/money/number-text.ts";
import { jsonTextCodec } from "../lib/json-text.ts";
import { formatMessage, type MessageAst, type MessageFormatters, type MessageValues } from "./format-message.ts";

export type { MessageValues } from "./format-message.ts";
/** A message is plain text, or an ICU AST parsed on the server (catalogs.server.ts): the browser has no ICU parser. */
export type Messages = Record<string, string | MessageAst>;
export type Translate = (key: string, values?: MessageValues) => string;

interface I18n {
  language: LanguageCode;
  locale: string;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

const cardinalRules = new Map<string, Intl.PluralRules>();

/**
 * The cardinal plural rules of a locale, made once per language and shared by
 * every catalog and translate function (a message's plural only asks them
 * for a category).
 */
function cardinalRulesFor(locale: string): Intl.PluralRules {
  let rules = cardinalRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    cardinalRules.set(locale, rules);
  }
  return rules;
}

/**
 * One Intl formatter per options, shared by every message of a translate
 * function; the cardinal plural rules once per language for the whole process.
 * Plain whole numbers (nearly every number in a message) are written without
 * Intl (en, zh-HK and zh-CN all write them as 12,345): the first
 * Intl.NumberFormat of a page loads ICU number data, tens of milliseconds of a
 * phone's main thread during hydration.
 */
function sharedFormatters(locale: string): MessageFormatters {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
  const memo = <F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F => {
    let formatter = cache.get(key) as F | undefined;
    if (!formatter) {
      formatter = make();
      cache.set(key, formatter);
    }
    return formatter;
  };
  const plainNumbers = {
    format: (value: number) =>
      Number.isSafeInteger(value) ? groupThousands(value) : memo("n", () => new Intl.NumberFormat(locale)).format(value),
  };
  return {
    number: (options) =>
      options === undefined || Object.keys(options).length === 0
        ? plainNumbers
        : memo(`n${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)),
    dateTime: (options) => memo(`d${JSON.stringify(options ?? {})}`, () => new Intl.DateTimeFormat(locale, options)),
    plural: () => cardinalRulesFor(locale),
  };
}

/** The name and value of a call's only value, when it is a number or a string. */
function onlyValue(values: MessageValues): { name: string; value: string | number } | undefined {
  let found: { name: string; value: string | number } | undefined;
  for (const name in values) {
    const value = values[name];
    if (found !== undefined || (typeof value !== "number" && typeof value !== "string")) return undefined;
    found = { name, value };
  }
  return found;
}

/**
 * The key of a formatted text: the message key and each value with its type
 * (12 and "12" may format differently), or null (not kept) for a Date or a
 * string holding the separator. Called for most texts of a page, so it is a
 * plain concatenation rather than JSON.stringify.
 */
function valuesKey(key: string, values: MessageValues): string | null {
  let out = key;
  for (const name in values) {
    const value = values[name];
    if (typeof value === "number") out += `\u0000${name}\u0001${value}`;
    else if (typeof value === "string" && !value.includes("\u0000")) out += `\u0000${name}\u0002${value}`;
    else return null;
  }
  return out;
}

/**
 * ICU messages (plurals, selects) formatted with the language's locale from
 * their ASTs (parsed on the server, decision 0006) with formatters shared by
 * all messages; plain texts are returned as they are.
 */
export function createTranslate(language: LanguageCode, messages: Messages): Translate {
  const formatters = sharedFormatters(LANGUAGES[language].locale);
  // The same few messages come back with the same values on every page (card
  // facts, plurals, headings): their texts are kept, up to a bound. Most calls
  // pass one value (a count, a size, a name), kept per message by the value
  // itself, with no key to build; others by valuesKey.
  const byValue = new Map<string, { name: string; texts: Map<string | number, string> }>();
  const texts = new Map<string, string>();
  return (key, values) => {
    const text = messages[key];
    if (text === undefined) return key;
    if (typeof text === "string") return text;
    const one = values === undefined ? undefined : onlyValue(values);
    if (one !== undefined) {
      let kept = byValue.get(key);
      if (kept === undefined || kept.name !== one.name) {
        kept = { name: one.name, texts: new Map() };
        byValue.set(key, kept);
      }
      let out = kept.texts.get(one.value);
      if (out === undefined) {
        out = formatMessage(text, formatters, values);
        if (kept.texts.size >= 500) kept.texts.clear();
        kept.texts.set(one.value, out);
      }
      return out;
    }
    const textKey = values === undefined ? key : valuesKey(key, values);
    let out = textKey === null ? undefined : texts.get(textKey);
    if (out === undefined) {
      out = formatMessage(text, formatters, values);
      if (textKey !== null) {
        if (texts.size >= 2000) texts.clear();
        texts.set(textKey, out);
      }
    }
    return out;
  };
}

/**
 * A catalog part as the JSON text its script carries (catalogs.server.ts
 * writes it, catalog-script.ts reads it), decoded once per text: the server
 * has one text per language and part, the browser one or two.
 */
export const { write: messagesToJson, read: messagesFromJson } = jsonTextCodec<Messages>({ kept: 32 });

/**
 * One I18n value per catalog object: the server's catalogs are cached per
 * language and part, so every request of a page type shares its translate
 * function and the formatters it has made.
 */
const shared = new WeakMap<Messages, Map<LanguageCode, I18n>>();

function i18nFor(language: LanguageCode, messages: Messages): I18n {
  let byLanguage = shared.get(messages);
  if (!byLanguage) {
    byLanguage = new Map();
    shared.set(messages, byLanguage);
  }
  let value = byLanguage.get(language);
  if (!value) {
    value = { language, locale: LANGUAGES[language].locale, t: createTranslate(language, messages) };
    byLanguage.set(language, value);
  }
  return value;
}

export function I18nProvider(props: { language: LanguageCode; messages: Messages; children: ReactNode }) {
  const { language, messages } = props;
  const value = useMemo(() => i18nFor(language, messages), [language, messages]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

/**
 * A lazy panel's own texts (its catalog part, panel-messages.tsx) over the page's: a key of the part is
 * written from it, any other from the page's catalog.
 */
export function MoreMessagesProvider(props: { messages: Messages; children: ReactNode }) {
  const page = useI18n();
  const { messages } = props;
  const value = useMemo<I18n>(() => {
    const own = i18nFor(page.language, messages);
    return { ...page, t: (key, values) => (messages[key] === undefined ? page.t(key, values) : own.t(key, values)) };
  }, [page, messages]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
