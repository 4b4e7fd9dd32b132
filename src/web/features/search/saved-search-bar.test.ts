import { describe, expect, it } from "vitest";
import { createSearchQuery, type SearchQuery } from "../../../domain/search/query.ts";
import { saveSetFromFilter } from "../../../domain/search/saved-search.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import type { UserSearchSet } from "../../../domain/contracts/saved-searches.ts";
import { searchPathOfSet } from "./saved-search-path.ts";
import { initialFilter } from "./use-search-filter.ts";
import type { PlaceTree } from "./place-tree.ts";

const TREE: PlaceTree = [
  {
    id: 1000,
    areaId: 1,
    name: "Hong Kong Island",
    districts: [
      { id: 1, name: "Aberdeen" },
      { id: 4, name: "Causeway Bay" },
      { id: 37, name: "Wan Chai" },
    ],
  },
  { id: 2000, areaId: 2, name: "Kowloon", districts: [{ id: 50, name: "Tsim Sha Tsui" }] },
];

/** What the dialog saves for the page of `query`, read back as the server answers it. */
function savedSetOf(query: SearchQuery): UserSearchSet {
  const set = saveSetFromFilter(initialFilter(query, TREE, query.currencyId, "grid"), {
    name: "x",
    languageId: query.languageId,
    searchResultId: query.searchResultId,
    searchResultType: query.searchResultType,
  });
  return { ...set, userSearchSetId: 1, notificationId: 1, notificationEnabled: true, notificationFrequency: 2, createdDate: "" };
}

// #searchid={id} opens exactly the results page the search was saved from.
describe("the results page of a saved search", () => {
  it.each<[string, Partial<SearchQuery>]>([
    [
      "buy, one district, price in units of 10000, beds",
      { listingTypeId: 1, district: [37], priceMin: 800, priceMax: 1200, bedroomMin: 2 },
    ],
    ["rent, a whole region, amenities and layouts", { listingTypeId: 2, area: [1], priceMax: 40000, hasParking: true, layout: [1, 4] }],
    [
      "buy, studio, size range, sorted by price",
      { listingTypeId: 1, bedroomMin: 0, bedroomMax: 0, sizeMin: 400, sizeMax: 800, sortBy: "price", orderBy: "asc" },
    ],
    ["rent in USD, a keyword", { listingTypeId: 2, currencyId: 1, keyword: "harbour", priceMin: 3000 }],
    ["zh-hk, unlimited", { languageId: 2, listingTypeId: 1 }],
  ])("%s", (_name, overrides) => {
    const query = createSearchQuery(overrides);
    const language = { 1: "en", 2: "zh-hk", 3: "zh-cn" }[query.languageId] ?? "en";
    expect(searchPathOfSet(savedSetOf(query), TREE, language)).toBe(buildSearchPath(query));
  });
});
