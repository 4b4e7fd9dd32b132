import { describe, it, expect } from "vitest";
import {
  languageCodeFromId,
  languageIdFromCode,
  languageOfId,
  nameFromTriple,
  parseLanguageCode,
  LANGUAGES,
  NAME_COLUMNS,
} from "./languages.ts";

describe("languages", () => {
  it.each([
    [0, "en"],
    [1, "en"],
    [2, "zh-hk"],
    [3, "zh-cn"],
    [99, "en"],
  ] as const)("id %i gives %s", (id, code) => {
    expect(languageCodeFromId(id)).toBe(code);
  });

  it("maps codes back to ids 1/2/3", () => {
    expect(languageIdFromCode("en")).toBe(1);
    expect(languageIdFromCode("zh-hk")).toBe(2);
    expect(languageIdFromCode("zh-cn")).toBe(3);
  });

  it("round-trips every code through its id", () => {
    for (const code of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      expect(languageCodeFromId(languageIdFromCode(code))).toBe(code);
    }
  });

  it.each([
    ["en", "en"],
    ["EN", "en"],
    ["zh", "zh-hk"],
    ["zh-HK", "zh-hk"],
    ["zh-cn", "zh-cn"],
    ["fr", null],
    ["", null],
  ] as const)("parses %s", (text, code) => {
    expect(parseLanguageCode(text)).toBe(code);
  });

  it("gives every mapping of a language from one row", () => {
    expect(Object.values(LANGUAGES).map((l) => [l.id, l.locale, l.hreflang, l.nameColumn, l.key, l.slot])).toEqual([
      [1, "en-US", "en", "en", "en", 0],
      [2, "zh-HK", "zh-Hant-HK", "zh_hk", "zhHk", 1],
      [3, "zh-CN", "zh-Hans-CN", "zh_cn", "zhCn", 2],
    ]);
    expect(NAME_COLUMNS).toEqual(["en", "zh_hk", "zh_cn"]);
    expect(languageOfId(0).code).toBe("en");
  });

  it("reads a name from an [en, zh-hk, zh-cn] triple", () => {
    const triple = ["Tower", "大廈", "大厦"] as const;
    expect([0, 1, 2, 3, 9].map((id) => nameFromTriple(triple, id))).toEqual(["Tower", "Tower", "大廈", "大厦", "Tower"]);
  });
});
