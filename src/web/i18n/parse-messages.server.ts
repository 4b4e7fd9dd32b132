import { IntlMessageFormat } from "intl-messageformat";
import { LANGUAGES, type LanguageCode } from "../../domain/i18n/languages.ts";
import type { Messages } from "./i18n.tsx";

/**
 * A catalog as pages get it: a message with arguments parsed into its ICU AST (the browser has no
 * parser and formats ASTs only), a plain text as it is.
 */
export function parseMessages(language: LanguageCode, texts: Record<string, string>): Messages {
  const locale = LANGUAGES[language].locale;
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, text.includes("{") ? new IntlMessageFormat(text, locale).getAst() : text]),
  );
}
