import { IntlMessageFormat } from "intl-messageformat";
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

/** ICU messages (plurals, selects) formatted with the language's locale; formatters are cached per key. */
export function createTranslate(language: LanguageCode, messages: Messages): Translate {
  const locale = LANGUAGES[language].locale;
  const cache = new Map<string, IntlMessageFormat>();
  return (key, values) => {
    const text = messages[key];
    if (text === undefined) return key;
    if (typeof text === "string" && !text.includes("{")) return text;
    let format = cache.get(key);
    if (!format) {
      format = new IntlMessageFormat(text, locale);
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
