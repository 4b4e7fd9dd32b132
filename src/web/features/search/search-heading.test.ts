import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createSearchQuery } from "../../../domain/search/query.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { createTranslate } from "../../i18n/i18n.tsx";
import { searchHeading, searchName } from "./search-heading.ts";

const catalog = (language: "en" | "zh-hk") =>
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "i18n", "messages", "search", `${language}.json`), "utf8")) as Record<
    string,
    string
  >;

describe("a saved search's default name", () => {
  it("says what was searched, without the count the heading carries (it is out of date by the next alert)", () => {
    const t = createTranslate("en", catalog("en"));
    const sale = createSearchQuery({ listingTypeId: LISTING_PURPOSE.Sale });
    expect(searchHeading(sale, 185, [], t)).toBe("185 homes for sale in Hong Kong");
    expect(searchName(sale, [], t)).toBe("Homes for sale in Hong Kong");
    const rent = createSearchQuery({ listingTypeId: LISTING_PURPOSE.Rent, keyword: "Taikoo Shing" });
    expect(searchName(rent, [], t)).toBe("Homes for rent in “Taikoo Shing”");
  });

  it("in Traditional Chinese too", () => {
    const t = createTranslate("zh-hk", catalog("zh-hk"));
    const rent = createSearchQuery({ listingTypeId: LISTING_PURPOSE.Rent });
    expect(searchHeading(rent, 1, [], t)).toBe("全港住宅出租（1 個）");
    expect(searchName(rent, [], t)).toBe("全港住宅出租");
  });
});
