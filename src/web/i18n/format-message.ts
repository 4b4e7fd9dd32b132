import type { MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";

/** A message parsed at build time: the ICU AST the server's parser makes (catalogs.server.ts). */
export type MessageAst = MessageFormatElement[];

export type MessageValues = Record<string, string | number | Date>;

/** The Intl formatters a message is written with, shared by every message of a language (i18n.tsx). */
export interface MessageFormatters {
  number(options?: Intl.NumberFormatOptions): { format(value: number): string };
  dateTime(options?: Intl.DateTimeFormatOptions): { format(value: Date | number): string };
  plural(): { select(value: number): string };
}

// The element kinds of FormatJS's AST (its TYPE enum) as plain numbers: a value import of the enum would bring
// the parser's module into the browser.
const LITERAL = 0 as TYPE.literal;
const ARGUMENT = 1 as TYPE.argument;
const NUMBER = 2 as TYPE.number;
const DATE = 3 as TYPE.date;
const TIME = 4 as TYPE.time;
const SELECT = 5 as TYPE.select;
const PLURAL = 6 as TYPE.plural;
const POUND = 7 as TYPE.pound;

/** FormatJS's default for a time argument with no style ("medium"). */
const TIME_MEDIUM: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "numeric", second: "numeric" };

/** The Intl options of a number, date or time element's skeleton (`::…`); a named style is not written in any catalog. */
function skeletonOptions<T>(el: { style?: unknown }, fallback?: T): T | undefined {
  const style = el.style as { parsedOptions?: T } | string | null | undefined;
  if (typeof style === "string") throw new Error(`message style "${style}" is not supported; write a skeleton (::…)`);
  return style?.parsedOptions ?? fallback;
}

function option(options: Record<string, { value: MessageAst }>, key: string): MessageAst | undefined {
  return Object.hasOwn(options, key) ? options[key]!.value : undefined;
}

/**
 * Writes a parsed ICU message, the same text intl-messageformat's formatToParts gives for what the
 * catalogs use: text, {arguments}, numbers, dates and times by skeleton, select, plural (exact =N
 * forms, categories from Intl.PluralRules, offset) and # inside a plural. Server and browser both
 * write with it, so a hydrated page says what its server render said.
 */
export function formatMessage(ast: MessageAst, formatters: MessageFormatters, values?: MessageValues, pluralValue?: number): string {
  let out = "";
  for (const el of ast) {
    if (el.type === LITERAL) {
      out += el.value;
      continue;
    }
    if (el.type === POUND) {
      if (typeof pluralValue === "number") out += formatters.number().format(pluralValue);
      continue;
    }
    const name = el.value;
    if (!(values && name in values)) throw new Error(`the message needs a value for "${name}"`);
    const value = values[name]!;
    switch (el.type) {
      case ARGUMENT:
        out += String(value);
        break;
      case NUMBER: {
        const options = skeletonOptions<Intl.NumberFormatOptions & { scale?: number }>(el);
        out += formatters.number(options).format((value as number) * (options?.scale ?? 1));
        break;
      }
      case DATE:
        out += formatters.dateTime(skeletonOptions<Intl.DateTimeFormatOptions>(el)).format(value as Date | number);
        break;
      case TIME:
        out += formatters.dateTime(skeletonOptions(el, TIME_MEDIUM)).format(value as Date | number);
        break;
      case SELECT: {
        const chosen = option(el.options, String(value)) ?? option(el.options, "other");
        if (!chosen) throw new Error(`no form of "${name}" for ${String(value)}`);
        out += formatMessage(chosen, formatters, values);
        break;
      }
      case PLURAL: {
        if (el.pluralType === "ordinal") throw new Error("ordinal plurals are not supported");
        const n = (value as number) - el.offset;
        const chosen =
          option(el.options, `=${String(value)}`) ?? option(el.options, formatters.plural().select(n)) ?? option(el.options, "other");
        if (!chosen) throw new Error(`no form of "${name}" for ${String(value)}`);
        out += formatMessage(chosen, formatters, values, n);
        break;
      }
      default:
        throw new Error(`message element ${String(el.type)} is not supported`);
    }
  }
  return out;
}
