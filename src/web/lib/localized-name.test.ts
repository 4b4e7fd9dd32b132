import { describe, expect, it } from "vitest";
import { nameIn } from "./localized-name.ts";

describe("a name in the page's language", () => {
  const names = { en: "Taikoo Shing", zhHk: "太古城", zhCn: "太古城（简）" };
  it("picks the language's own name", () => {
    expect([nameIn(names, "en"), nameIn(names, "zh-hk"), nameIn(names, "zh-cn")]).toEqual(["Taikoo Shing", "太古城", "太古城（简）"]);
  });
  it("falls back to English when the Chinese name is empty", () => {
    expect(nameIn({ ...names, zhHk: "", zhCn: "" }, "zh-cn")).toBe("Taikoo Shing");
  });
});
