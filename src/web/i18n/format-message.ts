/** The options of a select or plural: each form's message. */
type Forms = Record<string, { value: MessageAst }>;

/**
 * A message parsed on the server: FormatJS's ICU AST (parse-messages.server.ts), of which these are the
 * element kinds (its TYPE enum's numbers) and the fields read here.
 */
export type MessageAst = readonly (
  | { type: 0 | 1; value: string }
  | { type: 2 | 3 | 4; value: string; style?: unknown }
  | { type: 5; value: string; options: Forms }
  | { type: 6; value: string; options: Forms; offset: number; pluralType?: "cardinal" | "ordinal" }
  | { type: 7 }
  | { type: 8; value: string; children: MessageAst }
)[];

export type MessageValues = Record<string, string | number | Date>;

/** The Intl formatters a message is written with, shared by every message of a language (i18n.tsx). */
export interface MessageFormatters {
  number(options?: Intl.NumberFormatOptions): { format(value: number): string };
  dateTime(options?: Intl.DateTimeFormatOptions): { format(value: Date | number): string };
  plural(): { select(value: number): string };
}

const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

/** FormatJS's default for a time argument with no style ("medium"). */
const TIME_MEDIUM: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "numeric", second: "numeric" };

/** The Intl options of a number, date or time element's skeleton (`::…`); a named style is not written in any catalog. */
function skeletonOptions<T>(el: { style?: unknown }, fallback?: T): T | undefined {
  const style = el.style as { parsedOptions?: T } | string | null | undefined;
  if (typeof style === "string") throw new Error(`message style "${style}" is not supported; write a skeleton (::…)`);
  return style?.parsedOptions ?? fallback;
}

function option(options: Forms, key: string): MessageAst | undefined {
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
