import { formatToParts, IntlMessageFormat, type Formatters } from "intl-messageformat";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { LANGUAGES, type LanguageCode } from "../../domain/i18n/languages.ts";

/** A message is plain text, or an ICU AST parsed on the server (the browser bundle has no ICU parser). */
export type MessageAst = ReturnType<IntlMessageFormat["getAst"]>;
export type Messages = Record<string, string | MessageAst>;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: string, values?: MessageValues) => string;

interface I18n {
  language: LanguageCode;
  locale: string;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

/** One Intl formatter per locale and options, shared by every message (building them is the slow part). */
function sharedFormatters(): Formatters {
  const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
  const memo = <F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, make: () => F, args: unknown[]): F => {
    const key = kind + JSON.stringify(args);
    let formatter = cache.get(key) as F | undefined;
    if (!formatter) {
      formatter = make();
      cache.set(key, formatter);
    }
    return formatter;
  };
  return {
    getNumberFormat: (...args) => memo("n", () => new Intl.NumberFormat(...args), args),
    getDateTimeFormat: (...args) => memo("d", () => new Intl.DateTimeFormat(...args), args),
    getPluralRules: (...args) => memo("p", () => new Intl.PluralRules(...args), args),
  };
}

/**
 * ICU messages (plurals, selects) formatted with the language's locale. A
 * pre-parsed message (the browser's case, decision 0006) is formatted straight
 * from its AST with formatters shared by all messages; constructing an
 * IntlMessageFormat per message resolves the locale again each time, which
 * cost tens of milliseconds of hydration on a phone. Message text (the
 * server's case) is parsed once per key.
 */
export function createTranslate(language: LanguageCode, messages: Messages): Translate {
  const locale = LANGUAGES[language].locale;
  const formatters = sharedFormatters();
  const cache = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const text = messages[key];
    if (text === undefined) return key;
    if (typeof text !== "string") return formatToParts(text, locale, formatters, IntlMessageFormat.formats, values).map((part) => String(part.value)).join("");
    if (!text.includes("{")) return text;
    let format = cache.get(key);
    if (!format) {
      format = new IntlMessageFormat(text, locale, undefined, { formatters });
      cache.set(key, format);
    }
    return String(format.format(values));
  };
}

export function I18nProvider(props: { language: LanguageCode; messages: Messages; children: ReactNode }) {
  const { language, messages } = props;
  const value = useMemo(
    () => ({ language, locale: LANGUAGES[language].locale, t: createTranslate(language, messages) }),
    [language, messages],
  );
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
