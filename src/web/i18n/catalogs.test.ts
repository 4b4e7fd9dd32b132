import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { IntlMessageFormat } from "intl-messageformat";
import { simplifiedCatalog } from "../../../scripts/zh-cn-catalog.ts";
import { notMainland } from "../../../tests/fixtures/zh-cn-scan.ts";

const dir = join(import.meta.dirname, "messages");
const mailDir = join(import.meta.dirname, "..", "..", "server", "mail", "messages");

/**
 * What Chinese text must not hold: 你 (the site writes to its reader as 您, one register), 追蹤 for
 * following a place (the word is 關注, one term per concept) and a half-width colon (Chinese text takes
 * the full-width ：), outside an address (https://) and a time (09:30).
 */
function notHouseStyle(text: string): string[] {
  const found = ["你", "追蹤", "追踪"].filter((word) => text.includes(word));
  if (/:/.test(text.replace(/[a-z]+:\/\/\S+/gi, "").replace(/\d:\d/g, ""))) found.push(":");
  return found;
}
const features = readdirSync(dir);
const read = (feature: string, file: string) =>
  existsSync(join(dir, feature, file)) ? (JSON.parse(readFileSync(join(dir, feature, file), "utf8")) as Record<string, string>) : {};

describe.each(features)("message catalog %s", (feature) => {
  const en = read(feature, "en.json");
  const zhHk = read(feature, "zh-hk.json");
  const overrides = read(feature, "zh-cn.overrides.json");

  it("has the same keys in English and Traditional Chinese", () => {
    expect(Object.keys(zhHk).sort()).toEqual(Object.keys(en).sort());
  });

  it("only overrides keys that exist", () => {
    for (const key of Object.keys(overrides)) expect(en, key).toHaveProperty(key);
  });

  it("has valid ICU messages in every language", () => {
    const zhCn = simplifiedCatalog(zhHk, overrides);
    for (const [catalog, locale] of [
      [en, "en"],
      [zhHk, "zh-HK"],
      [zhCn, "zh-CN"],
    ] as const) {
      for (const [key, text] of Object.entries(catalog)) expect(() => new IntlMessageFormat(text, locale), key).not.toThrow();
    }
  });

  it("writes to the reader as 您 and with full-width colons in both Chinese catalogs", () => {
    const zhCn = simplifiedCatalog(zhHk, overrides);
    const found = [...Object.entries(zhHk), ...Object.entries(zhCn)].flatMap(([key, text]) =>
      notHouseStyle(text).map((t) => `${key}: ${t} in ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("leaves no Traditional-only characters and no Hong Kong terms in the Simplified catalog", () => {
    const zhCn = simplifiedCatalog(zhHk, overrides);
    const found = Object.entries(zhCn).flatMap(([key, text]) => notMainland(text).map((t) => `${key}: ${t}`));
    expect(found).toEqual([]);
  });
});

describe("the mail catalog", () => {
  it("writes to the reader as 您 and with full-width colons in Chinese", () => {
    const read = (file: string) => JSON.parse(readFileSync(join(mailDir, file), "utf8")) as Record<string, string>;
    const zhCn = simplifiedCatalog(read("zh-hk.json"), read("zh-cn.overrides.json"));
    const found = [...Object.entries(read("zh-hk.json")), ...Object.entries(zhCn)].flatMap(([key, text]) =>
      notHouseStyle(text).map((t) => `${key}: ${t} in ${text}`),
    );
    expect(found).toEqual([]);
  });
});

describe("simplifiedCatalog", () => {
  it("converts script and applies overrides", () => {
    expect(simplifiedCatalog({ a: "樓價與實用面積", b: "買樓" }, { b: "买房" })).toEqual({ a: "楼价与实用面积", b: "买房" });
  });
});
