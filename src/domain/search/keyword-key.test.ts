import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { keywordKey } from "./keyword-key.ts";

describe("keywordKey", () => {
  it.each([
    ["Taikoo Shing", "taikooshing"],
    ["Tai Koo Shing", "taikooshing"],
    ["tai-koo  shing", "taikooshing"],
    ["ＴＡＩＫＯＯ", "taikoo"],
    ["Ｔａｉ　Ｋｏｏ", "taikoo"],
    ["Mid Levels", "midlevels"],
    ["Mid-Levels", "midlevels"],
    ["The Belcher's", "thebelchers"],
    ["The Belcher’s", "thebelchers"],
    ["St. George's", "stgeorges"],
    ["  TKO ", "tko"],
    ["聚賢居", "聚賢居"],
    ["太古 城", "太古城"],
    ["１２３", "123"],
    ["", ""],
  ])("%s → %s", (typed, key) => {
    expect(keywordKey(typed)).toBe(key);
  });

  it("is idempotent and ignores spacing anywhere", () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(8), (text, at) => {
        const key = keywordKey(text);
        expect(keywordKey(key)).toBe(key);
        const spaced = text.slice(0, at) + " - " + text.slice(at);
        expect(keywordKey(spaced)).toBe(key);
      }),
    );
  });
});
