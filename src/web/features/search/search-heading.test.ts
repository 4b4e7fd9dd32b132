import { describe, expect, it } from "vitest";
import { createSearchQuery } from "../../../domain/search/query.ts";
import type { PlaceTree } from "./place-tree.ts";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { createTranslate } from "../../i18n/i18n.tsx";
import { parseMessages } from "../../i18n/parse-messages.server.ts";
import { searchedPlace, searchHeading, searchName } from "./search-heading.ts";

const tree: PlaceTree = [
  {
    id: 1000,
    areaId: 1,
    name: "Hong Kong Island",
    districts: [
      { id: 119, name: "Central" },
      { id: 37, name: "Wan Chai" },
    ],
  },
];
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key);
const wanChai = { id: 37, name: "Wan Chai" };

describe("the place a search heading names", () => {
  it("is the place a zoomed-in map shows, where no district is chosen", () => {
    expect(searchedPlace(createSearchQuery(), tree, t, wanChai)).toBe("Wan Chai");
    // Without a map place: nothing, and the heading says "in Hong Kong".
    expect(searchedPlace(createSearchQuery(), tree, t)).toBe("");
  });

  it("is the map's place when it is one of the chosen districts, and the chosen ones when the map is elsewhere", () => {
    expect(searchedPlace(createSearchQuery({ district: [119, 37] }), tree, t, wanChai)).toBe("Wan Chai");
    expect(searchedPlace(createSearchQuery({ district: [119] }), tree, t, wanChai)).toBe("Central");
  });

  it("is the keyword when one was searched", () => {
    expect(searchedPlace(createSearchQuery({ keyword: "Taikoo" }), tree, t, wanChai)).toBe('search.heading.quoted{"text":"Taikoo"}');
  });
});

const catalog = (language: "en" | "zh-hk") =>
  JSON.parse(readFileSync(join(import.meta.dirname, "..", "..", "i18n", "messages", "search", `${language}.json`), "utf8")) as Record<
    string,
    string
  >;

describe("a saved search's default name", () => {
  it("says what was searched, without the count the heading carries (it is out of date by the next alert)", () => {
    const t = createTranslate("en", parseMessages("en", catalog("en")));
    const sale = createSearchQuery({ listingTypeId: LISTING_PURPOSE.Sale });
    expect(searchHeading(sale, 185, [], t)).toBe("185 homes for sale in Hong Kong");
    expect(searchName(sale, [], t)).toBe("Homes for sale in Hong Kong");
    const rent = createSearchQuery({ listingTypeId: LISTING_PURPOSE.Rent, keyword: "Taikoo Shing" });
    expect(searchName(rent, [], t)).toBe("Homes for rent in “Taikoo Shing”");
  });

  it("in Traditional Chinese too", () => {
    const t = createTranslate("zh-hk", parseMessages("zh-hk", catalog("zh-hk")));
    const rent = createSearchQuery({ listingTypeId: LISTING_PURPOSE.Rent });
    expect(searchHeading(rent, 1, [], t)).toBe("全港住宅出租（1 個）");
    expect(searchName(rent, [], t)).toBe("全港住宅出租");
  });
});
