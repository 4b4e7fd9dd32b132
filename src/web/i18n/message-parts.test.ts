import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inPart, MESSAGE_PARTS, messagePartOfPath } from "./message-parts.ts";

const dir = join(import.meta.dirname, "messages");
const en: Record<string, string> = Object.assign(
  {},
  ...readdirSync(dir).map((f) => JSON.parse(readFileSync(join(dir, f, "en.json"), "utf8")) as Record<string, string>),
);

describe("message parts", () => {
  it("name only keys and prefixes that exist", () => {
    for (const [part, entries] of Object.entries(MESSAGE_PARTS)) {
      for (const entry of entries)
        expect(
          Object.keys(en).some((key) => inPart(key, [entry])),
          `${part}: ${entry}`,
        ).toBe(true);
    }
  });

  it("picks the part from the page path", () => {
    expect(messagePartOfPath("/en/property-search/sale")).toBe("search");
    expect(messagePartOfPath("/zh-hk/property-search/rent/d37.data")).toBe("search");
    expect(messagePartOfPath("/en/property/sale/taikoo-shing/123")).toBe("listing");
    expect(messagePartOfPath("/en/property/sale/taikoo-shing/123.data")).toBe("listing");
    expect(messagePartOfPath("/en/property/sale/taikoo-shing/123/amp")).toBe("all");
    expect(messagePartOfPath("/")).toBe("all");
    expect(messagePartOfPath("/zh-cn/mortgagecalculator")).toBe("all");
    expect(messagePartOfPath("/en/account/login")).toBe("account");
    expect(messagePartOfPath("/zh-hk/profile/accountinfo.data")).toBe("account");
    expect(messagePartOfPath("/en/profile/savedproperties")).toBe("all");
  });

  it("keeps prefixes apart from whole keys", () => {
    expect(inPart("search.buy", ["search.buy"])).toBe(true);
    expect(inPart("search.buyers", ["search.buy"])).toBe(false);
    expect(inPart("search.overlay.group.mtr", ["search.overlay."])).toBe(true);
  });
});
