import { describe, expect, it, vi } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { createTranslate } from "./i18n.tsx";
import { parseMessages } from "./parse-messages.server.ts";

const source = {
  plain: "Search",
  count: "{count, plural, =0 {No homes} one {# home} other {# homes}} in {place}",
  price: "From {amount, number} a month",
};

describe("createTranslate", () => {
  it("formats parsed messages as intl-messageformat formats their text", () => {
    for (const language of ["en", "zh-hk"] as const) {
      const locale = language === "en" ? "en" : "zh-HK";
      const t = createTranslate(language, parseMessages(language, source));
      for (const values of [
        { count: 0, place: "Sha Tin" },
        { count: 1, place: "Tai Po" },
        { count: 12345, place: "中環" },
      ]) {
        expect(t("count", values)).toBe(String(new IntlMessageFormat(source.count, locale).format(values)));
      }
      expect(t("price", { amount: 25000 })).toBe(String(new IntlMessageFormat(source.price, locale).format({ amount: 25000 })));
      expect(t("plain")).toBe("Search");
      expect(t("missing")).toBe("missing");
    }
    expect(createTranslate("en", parseMessages("en", source))("count", { count: 12345, place: "Sha Tin" })).toBe("12,345 homes in Sha Tin");
  });

  it("writes numbers and picks plural forms as Intl does, in every language", () => {
    const values = [0, 1, 2, 7, 11, 21, 101, 999, 1000, 12345, 1234567, -1, -1234, 1.5, 0.25, 12345.678, 2 ** 53 + 2];
    for (const [language, locale] of [
      ["en", "en-US"],
      ["zh-hk", "zh-HK"],
      ["zh-cn", "zh-CN"],
    ] as const) {
      const message = "{n, plural, one {# item} other {# items}} / {n, number}";
      const t = createTranslate(language, { m: new IntlMessageFormat(message, locale).getAst() });
      for (const n of values)
        expect(t("m", { n }), `${language} ${String(n)}`).toBe(String(new IntlMessageFormat(message, locale).format({ n })));
    }
  });

  it("keeps a formatted text per message and values, never mixing values up", () => {
    const parse = (text: string) => new IntlMessageFormat(text, "en").getAst();
    const t = createTranslate("en", { two: parse("{a}-{b}"), when: parse("{d, date, ::yyyyMMdd}") });
    // The same call again comes from the kept texts and says the same.
    for (let i = 0; i < 2; i++) {
      expect(t("two", { a: "x", b: "y" })).toBe("x-y");
      expect(t("two", { a: "x-y", b: "" })).toBe("x-y-");
      expect(t("two", { a: 1000, b: 2 })).toBe("1000-2");
      expect(t("two", { a: "1000", b: "2" })).toBe("1000-2");
      expect(t("two", { a: 10, b: "002" })).toBe("10-002");
      expect(t("two", { b: "2", a: "1" })).toBe("1-2");
      expect(t("two", { a: "a\u0000b", b: "c" })).toBe("a\u0000b-c");
    }
    expect(t("two", { a: "a", b: "b\u0000a\u00021" })).toBe("a-b\u0000a\u00021");
    expect(t("two", { a: "a", b: "b" })).toBe("a-b");
    const one = createTranslate("en", {
      pick: parse("{v, select, a {A} other {O}}"),
      items: parse("{n, plural, one {# item} other {# items}}"),
      say: parse("{v}!"),
    });
    for (let i = 0; i < 2; i++) {
      expect(one("pick", { v: "a" })).toBe("A");
      expect(one("say", { v: "a" })).toBe("a!");
      expect(one("pick", { v: "b" })).toBe("O");
      expect(one("items", { n: 1 })).toBe("1 item");
      expect(one("items", { n: 2 })).toBe("2 items");
      expect(one("say", { v: 2 })).toBe("2!");
    }
    const d1 = new Date(Date.UTC(2024, 0, 2, 12)),
      d2 = new Date(Date.UTC(2025, 5, 6, 12));
    expect(t("when", { d: d1 })).not.toBe(t("when", { d: d2 }));
  });

  it("asks Intl.PluralRules for plural categories, made once per language for every catalog", async () => {
    vi.resetModules();
    const fresh = await import("./i18n.tsx");
    const made = vi.spyOn(Intl, "PluralRules");
    try {
      const ast = new IntlMessageFormat("{n, plural, one {# item} other {# items}}", "zh-HK").getAst();
      const first = fresh.createTranslate("zh-hk", { m: ast });
      const second = fresh.createTranslate("zh-hk", { other: ast });
      expect([first("m", { n: 1 }), first("m", { n: 2 }), second("other", { n: 3 })]).toEqual(["1 items", "2 items", "3 items"]);
      expect(made.mock.calls.filter(([locale]) => locale === "zh-HK")).toHaveLength(1);
    } finally {
      made.mockRestore();
    }
  });
});
