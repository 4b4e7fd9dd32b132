import { describe, expect, it } from "vitest";
import { languageOfPath, pathInLanguage } from "./language-path.ts";

describe("pathInLanguage", () => {
  it.each([
    ["/", "zh-hk", "/zh-hk"],
    ["/en", "zh-cn", "/zh-cn"],
    ["/en/property-search/rent/d37", "zh-hk", "/zh-hk/property-search/rent/d37"],
    ["/zh/about-us", "en", "/en/about-us"],
    ["/zh-hk/about-us", "zh-cn", "/zh-cn/about-us"],
    ["/about-us", "zh-hk", "/zh-hk/about-us"],
  ] as const)("%s in %s is %s", (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });
});

describe("languageOfPath", () => {
  it.each([
    ["/", "en"],
    ["/zh-hk/x", "zh-hk"],
    ["/zh/x", "zh-hk"],
    ["/ZH-CN", "zh-cn"],
    ["/fr/x", "en"],
    // A client navigation's data request for a language's home page.
    ["/zh-hk.data", "zh-hk"],
    ["/zh-cn.data", "zh-cn"],
    ["/_root.data", "en"],
  ] as const)("%s is %s", (path, expected) => {
    expect(languageOfPath(path)).toBe(expected);
  });
});
