import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { simplifiedCatalog } from "../../../scripts/zh-cn-catalog.ts";

// One word for the virtual tour in each Chinese: 導賞 in Hong Kong (as on the
// cards, the filter and the listing page alike), 导览 for a mainland reader.
const dir = join(import.meta.dirname, "messages");
const read = (feature: string, file: string) =>
  existsSync(join(dir, feature, file)) ? (JSON.parse(readFileSync(join(dir, feature, file), "utf8")) as Record<string, string>) : {};
const catalogs = readdirSync(dir).map((feature) => ({
  en: read(feature, "en.json"),
  zhHk: read(feature, "zh-hk.json"),
  zhCn: simplifiedCatalog(read(feature, "zh-hk.json"), read(feature, "zh-cn.overrides.json")),
}));
const tourKeys = catalogs.flatMap((c) =>
  Object.keys(c.en)
    .filter((key) => /\btour/i.test(c.en[key]!))
    .map((key) => ({ key, ...c })),
);

describe("the virtual tour's name", () => {
  it("is found in the catalogs", () => {
    expect(tourKeys.length).toBeGreaterThanOrEqual(5);
  });

  it.each(tourKeys.map((k) => [k.key, k] as const))("%s says 導賞 in zh-hk and 导览 in zh-cn", (_key, { key, zhHk, zhCn }) => {
    expect(zhHk[key]).toMatch(/導賞/);
    expect(zhHk[key]).not.toMatch(/導覽/);
    expect(zhCn[key]).toMatch(/导览/);
    expect(zhCn[key]).not.toMatch(/导赏/);
  });
});
