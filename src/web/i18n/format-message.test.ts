import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type LanguageCode } from "../../domain/i18n/languages.ts";
import { createTranslate } from "./i18n.tsx";
import { parseMessages } from "./parse-messages.server.ts";

const messages = join(import.meta.dirname, "messages");
const read = (folder: string, file: string): Record<string, string> => {
  try {
    return JSON.parse(readFileSync(join(messages, folder, file), "utf8")) as Record<string, string>;
  } catch {
    return {};
  }
};
/** Every catalog message with arguments, in en, zh-hk and zh-cn's own texts. */
const catalogs: [LanguageCode, Record<string, string>][] = (["en", "zh-hk", "zh-cn"] as const).map((language) => [
  language,
  Object.fromEntries(
    readdirSync(messages)
      .flatMap((folder) => Object.entries(read(folder, language === "zh-cn" ? "zh-cn.overrides.json" : `${language}.json`)))
      .filter(([, text]) => text.includes("{")),
  ),
]);

/** The value names a message asks for, and which of them are counted (plural or number). */
function argumentsOf(ast: unknown, found = new Map<string, "number" | "text">()): Map<string, "number" | "text"> {
  for (const el of ast as { type: number; value?: string; options?: Record<string, { value: unknown }> }[]) {
    if (el.type === 0 || el.type === 7 || el.value === undefined) continue;
    if (el.type === 2 || el.type === 6) found.set(el.value, "number");
    else if (!found.has(el.value)) found.set(el.value, "text");
    for (const option of Object.values(el.options ?? {})) argumentsOf(option.value, found);
  }
  return found;
}

const reference = (text: string, language: LanguageCode, values: Record<string, string | number>) =>
  String(new IntlMessageFormat(text, LANGUAGES[language].locale).format(values));

describe("formatMessage", () => {
  const t = createTranslate(
    "en",
    parseMessages("en", {
      plural: "{n, plural, =0 {none} one {# home} other {# homes}}",
      offset: "{n, plural, offset:1 =0 {nobody} =1 {you} one {you and # other} other {you and # others}}",
      select: "{kind, select, sale {For sale} rent {For rent} other {Any}}",
      number: "{n, number} sq ft",
      percent: "{n, number, ::percent}",
      quoted: "It''s '{literal}' {n}",
    }),
  );
  it.each([
    ["plural", { n: 0 }, "none"],
    ["plural", { n: 1 }, "1 home"],
    ["plural", { n: 12345 }, "12,345 homes"],
    ["plural", { n: 1.5 }, "1.5 homes"],
    ["offset", { n: 0 }, "nobody"],
    ["offset", { n: 1 }, "you"],
    ["offset", { n: 2 }, "you and 1 other"],
    ["offset", { n: 5 }, "you and 4 others"],
    ["select", { kind: "sale" }, "For sale"],
    ["select", { kind: "lease" }, "Any"],
    ["select", { kind: "constructor" }, "Any"],
    ["number", { n: 1234567 }, "1,234,567 sq ft"],
    ["number", { n: 1234.5 }, "1,234.5 sq ft"],
    ["percent", { n: 0.25 }, "25%"],
    ["quoted", { n: 3 }, "It's {literal} 3"],
  ] as const)("%s with %o says %s", (key, values, text) => {
    expect(t(key, values)).toBe(text);
  });

  it("refuses a message without the value it needs", () => {
    expect(() => t("plural", {})).toThrow(/"n"/);
  });

  for (const [language, texts] of catalogs) {
    it(`writes every ${language} catalog message with arguments as intl-messageformat does, for any values`, () => {
      const parsed = parseMessages(language, texts);
      const keys = Object.keys(texts);
      expect(keys.length).toBeGreaterThan(language === "zh-cn" ? 0 : 50);
      // -0 is left out: whole numbers are written without Intl (i18n.tsx), which writes it "0", not "-0".
      const value = fc
        .oneof(fc.integer({ min: -5, max: 3_000_000 }), fc.double({ min: -1e6, max: 1e9, noNaN: true }), fc.constantFrom(0, 1, 2))
        .map((n) => (Object.is(n, -0) ? 0 : n));
      const text = fc.oneof(fc.string(), fc.constantFrom("sale", "rent", "yes", "no", "other", "true", "中環"));
      fc.assert(
        fc.property(fc.constantFrom(...keys), fc.infiniteStream(value), fc.infiniteStream(text), (key, numbers, strings) => {
          const values = Object.fromEntries(
            [...argumentsOf(parsed[key])].map(([name, kind]) => [name, kind === "number" ? numbers.next().value : strings.next().value]),
          );
          const t = createTranslate(language, { [key]: parsed[key]! });
          expect(t(key, values)).toBe(reference(texts[key]!, language, values));
        }),
        { numRuns: 3000 },
      );
      // And each message once with small counts and the first option of each select.
      for (const key of keys) {
        const values = Object.fromEntries([...argumentsOf(parsed[key])].map(([name, kind]) => [name, kind === "number" ? 2 : "x"]));
        expect(createTranslate(language, { [key]: parsed[key]! })(key, values), key).toBe(reference(texts[key]!, language, values));
      }
    });
  }
});
