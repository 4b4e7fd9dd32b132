import { describe, it, expect } from "vitest";
import { languageCodeFromId, languageIdFromCode, parseLanguageCode, LANGUAGES } from "./languages.ts";

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
});
