import { describe, it, expect } from "vitest";
import { buildSearchPath, parseSearchPath, canonicalSearchPath } from "./url.ts";
import { createSearchQuery, DEFAULT_SEARCH_QUERY } from "./query.ts";
import type { SearchQuery } from "./query.ts";

const q = (o: Partial<SearchQuery> = {}) => createSearchQuery(o);
const parsed = (path: string) => {
  const r = parseSearchPath(path);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.query;
};

describe("buildSearchPath: segment rules", () => {
  it.each<[string, Partial<SearchQuery>, string]>([
    ["defaults", {}, "/en/property-search/sale"],
    ["id 0 gives en", { languageId: 0 }, "/en/property-search/sale"],
    ["id 2 gives zh-hk", { languageId: 2 }, "/zh-hk/property-search/sale"],
    ["id 3 gives zh-cn", { languageId: 3 }, "/zh-cn/property-search/sale"],
    ["rent", { listingTypeId: 2 }, "/en/property-search/rent"],
    ["map view writes map and em-1", { isMap: true }, "/en/property-search/map/sale/em-1"],
    ["exclusive only for the exclusive icon type", { iconType: 3 }, "/en/property-search/sale/exclusive"],
    ["virtual tour", { iconType: 1 }, "/en/property-search/sale/show-virtualtour"],
    ["video", { iconType: 2 }, "/en/property-search/sale/show-video"],
    ["virtual tour and video", { iconType: 4, hasParking: true }, "/en/property-search/sale/features-carpark/show-virtualtour-video"],
    ["places with a and d ids", { area: [2, 1], district: [37, 4] }, "/en/property-search/sale/localityarea-a1-a2-d4-d37"],
    ["district name wins", { districtName: "Wan Chai", district: [37] }, "/en/property-search/sale/Wan+Chai"],
    ["building keyword", { keyword: "The Arch", searchResultType: 2 }, "/en/property-search/sale/building/The+Arch"],
    ["block keyword", { keyword: "Tower 1", searchResultType: 8 }, "/en/property-search/sale/building/block/Tower+1"],
    ["plain keyword", { keyword: "ocean" }, "/en/property-search/sale/ocean-keyword"],
    ["estate result is a keyword", { keyword: "Taikoo", searchResultType: 6 }, "/en/property-search/sale/Taikoo-keyword"],
    ["Chinese keyword is encoded", { keyword: "海" }, "/en/property-search/sale/%E6%B5%B7-keyword"],
    ["slash in a keyword", { keyword: "a/b" }, "/en/property-search/sale/a%2Fb-keyword"],
    ["property types in id order", { layout: [2, 1, 17] }, "/en/property-search/sale/property-apartment-duplex-village-house"],
    ["sale price ×10000, below", { priceMax: 800 }, "/en/property-search/sale/price-below-8000000-hkd"],
    ["sale price above (max -1)", { priceMin: 2000 }, "/en/property-search/sale/price-above-20000000-hkd"],
    ["sale price above (max 0)", { priceMin: 2000, priceMax: 0 }, "/en/property-search/sale/price-above-20000000-hkd"],
    ["sale price range with currency", { priceMin: 80, priceMax: 120, currencyId: 1 }, "/en/property-search/sale/price-800000-1200000-usd"],
    ["rent price as is", { listingTypeId: 2, priceMin: 25000, priceMax: 40000 }, "/en/property-search/rent/price-25000-40000-hkd"],
    ["price omitted when both 0", { priceMin: 0, priceMax: 0 }, "/en/property-search/sale"],
    ["size range", { sizeMin: 400, sizeMax: 600 }, "/en/property-search/sale/size-saleable-400-600-ft"],
    ["size below, gross", { sizeType: "gross", sizeMax: 600 }, "/en/property-search/sale/size-gross-below-600-ft"],
    ["size above", { sizeMin: 1500 }, "/en/property-search/sale/size-saleable-above-1500-ft"],
    ["beds omitted for 0–20", { bedroomMin: 0, bedroomMax: 20 }, "/en/property-search/sale"],
    ["studio", { bedroomMin: 0, bedroomMax: 0 }, "/en/property-search/sale/studio-beds"],
    ["beds above", { bedroomMin: 3 }, "/en/property-search/sale/above-3-beds"],
    ["beds range", { bedroomMin: 1, bedroomMax: 2 }, "/en/property-search/sale/1-2-beds"],
    [
      "features",
      { hasParking: true, hasMaidRoom: true, hasOutdoorSpace: true },
      "/en/property-search/sale/features-maidroom-carpark-outdoorspace",
    ],
    [
      "geo rectangle and zoom",
      { geoString: "rect-22.4~114.2_22.2~114", zoomLevel: 14 },
      "/en/property-search/sale/rect-22.4~114.2_22.2~114/zm-14",
    ],
    ["sortby omitted for quality score", { sortBy: "qualityscore" }, "/en/property-search/sale"],
    ["sortby", { sortBy: "price" }, "/en/property-search/sale/sortby-price"],
    ["orderby-asc", { orderBy: "asc" }, "/en/property-search/sale/orderby-asc"],
    ["page 1 omitted", { pageNumber: 1 }, "/en/property-search/sale"],
    ["page 2", { pageNumber: 2 }, "/en/property-search/sale/page-2"],
  ])("%s", (_name, overrides, path) => {
    expect(buildSearchPath(q(overrides))).toBe(path);
    expect(parsed(path)).toEqual(buildableView(q(overrides)));
  });

  it("writes all 18 segments in order", () => {
    const full = q({
      languageId: 2,
      isMap: true,
      listingTypeId: 2,
      iconType: 3,
      area: [1],
      district: [37],
      keyword: "ocean",
      layout: [1, 2],
      priceMin: 25000,
      priceMax: 40000,
      sizeType: "gross",
      sizeMin: 400,
      sizeMax: 800,
      bedroomMin: 2,
      hasMaidRoom: true,
      geoString: "rect-22.4~114.2_22.2~114",
      zoomLevel: 15,
      sortBy: "price",
      orderBy: "asc",
      pageNumber: 3,
    });
    const path =
      "/zh-hk/property-search/map/rent/exclusive/localityarea-a1-d37/ocean-keyword/property-apartment-duplex" +
      "/price-25000-40000-hkd/size-gross-400-800-ft/above-2-beds/features-maidroom" +
      "/rect-22.4~114.2_22.2~114/zm-15/em-1/sortby-price/orderby-asc/page-3";
    expect(buildSearchPath(full)).toBe(path);
    expect(parsed(path)).toEqual(full);
  });

  it("can write the older buy word for menu links", () => {
    expect(buildSearchPath(q(), { purposeWord: "buy" })).toBe("/en/property-search/buy");
  });
});

function buildableView(query: SearchQuery): SearchQuery {
  return parsed(buildSearchPath(query));
}

describe("parseSearchPath: other accepted shapes redirect to the canonical form", () => {
  it.each([
    ["/en/property-search/rent/keyword-ocean", "/en/property-search/rent/ocean-keyword"],
    ["/en/property-search/buy", "/en/property-search/sale"],
    ["/en/property-search/map/buy/building/Ocean", "/en/property-search/map/sale/building/Ocean/em-1"],
    ["/en/property-search/map/rent/building/block/Tower+1", "/en/property-search/map/rent/building/block/Tower+1/em-1"],
    ["/en/property-search/map/rent/ocean-keyword", "/en/property-search/map/rent/ocean-keyword/em-1"],
    ["/zh/property-search/rent", "/zh-hk/property-search/rent"],
    ["/EN/property-search/rent/", "/en/property-search/rent"],
    ["/property-search/rent", "/en/property-search/rent"],
    ["/en/property-search", "/en/property-search/sale"],
    ["/en/property-search/sale/localityarea-d37-a1-d4-d4", "/en/property-search/sale/localityarea-a1-d4-d37"],
    ["/en/property-search/sale/property-duplex-apartment", "/en/property-search/sale/property-apartment-duplex"],
    ["/en/property-search/rent/price-40000-25000-hkd", "/en/property-search/rent/price-25000-40000-hkd"],
    ["/en/property-search/rent/price-0-0-hkd", "/en/property-search/rent"],
    ["/en/property-search/rent/0-20-beds", "/en/property-search/rent"],
    ["/en/property-search/rent/sortby-saleablesize", "/en/property-search/rent/sortby-netsize"],
    ["/en/property-search/rent/sortby-qualityscore/orderby-desc/page-1", "/en/property-search/rent"],
    ["/en/property-search/rent/sortby-localityname/orderby-asc", "/en/property-search/rent/sortby-district/orderby-asc"],
    ["/en/property-search/rent/sortby-5", "/en/property-search/rent/sortby-netsize/orderby-asc"],
    ["/en/property-search/rent/sortby-0", "/en/property-search/rent"],
    ["/en/property-search/rent/sortby-11", "/en/property-search/rent/sortby-updateddate"],
    ["/en/property-search/rent/em-1", "/en/property-search/map/rent/em-1"],
    ["/en/property-search/rent/features-carpark-maidroom", "/en/property-search/rent/features-maidroom-carpark"],
    ["/en/property-search/rent?x=1#searchid=5", "/en/property-search/rent"],
  ])("%s → %s", (input, canonical) => {
    const r = canonicalSearchPath(input);
    expect(r.ok && r.path).toBe(canonical);
    expect(r.ok && r.redirect).toBe(input.split(/[?#]/)[0] !== canonical);
  });

  it.each<[string, string, boolean]>([
    [
      "/en/property-search/rent/building/Silver+Wave+Plaza?searchResultType=2&searchResultId=77",
      "/en/property-search/rent/building/Silver+Wave+Plaza?searchResultType=2&searchResultId=77",
      false,
    ],
    [
      "/en/property-search/rent/Taikoo-keyword?searchResultType=6&searchResultId=9",
      "/en/property-search/rent/Taikoo-keyword?searchResultType=6&searchResultId=9",
      false,
    ],
    [
      "/en/property-search/rent/Taikoo-keyword?searchResultId=9&searchResultType=6",
      "/en/property-search/rent/Taikoo-keyword?searchResultType=6&searchResultId=9",
      false,
    ],
    [
      "/en/property-search/rent/Taikoo-keyword?searchResultType=6&searchResultId=9&_routes=x",
      "/en/property-search/rent/Taikoo-keyword?searchResultType=6&searchResultId=9",
      false,
    ],
    [
      "/en/property-search/rent/building/Taikoo?searchResultType=6&searchResultId=9",
      "/en/property-search/rent/Taikoo-keyword?searchResultType=6&searchResultId=9",
      true,
    ],
    ["/en/property-search/rent/Taikoo-keyword?searchResultType=4&searchResultId=9", "/en/property-search/rent/Taikoo-keyword", false],
    ["/en/property-search/rent/Taikoo-keyword?searchResultType=6&searchResultId=0", "/en/property-search/rent/Taikoo-keyword", false],
    ["/en/property-search/rent?searchResultType=6&searchResultId=9", "/en/property-search/rent", false],
  ])("a picked place in the query string: %s → %s (redirect %s)", (input, canonical, redirect) => {
    const r = canonicalSearchPath(input);
    expect(r.ok && r.path).toBe(canonical);
    expect(r.ok && r.redirect).toBe(redirect);
  });

  it("a picked place keeps its type and id through build and parse", () => {
    const picked = q({ keyword: "太古城", searchResultType: 6, searchResultId: 9, pageNumber: 2 });
    const path = buildSearchPath(picked);
    expect(path).toBe("/en/property-search/sale/%E5%A4%AA%E5%8F%A4%E5%9F%8E-keyword/page-2?searchResultType=6&searchResultId=9");
    expect(parsed(path)).toEqual(picked);
  });

  it("reads the spec sample as a rent keyword search", () => {
    expect(parsed("/en/property-search/rent/keyword-ocean")).toEqual(q({ listingTypeId: 2, keyword: "ocean" }));
  });

  it("reads a district name and a Chinese keyword", () => {
    const query = parsed("/zh-hk/property-search/sale/%E7%81%A3%E4%BB%94/%E6%B5%B7%E6%99%AF-keyword");
    expect(query.districtName).toBe("灣仔");
    expect(query.keyword).toBe("海景");
  });

  it("a canonical path does not redirect", () => {
    const r = canonicalSearchPath("/en/property-search/rent/ocean-keyword");
    expect(r).toMatchObject({ ok: true, redirect: false });
  });
});

describe("parseSearchPath: typed errors", () => {
  it.each([
    ["", "not-a-search-path"],
    ["/en", "not-a-search-path"],
    ["/en/property/sale/x/1", "not-a-search-path"],
    ["/fr/property-search/rent", "unknown-language"],
    ["/en/property-search/rent/price-abc-hkd", "invalid-value"],
    ["/en/property-search/rent/price-1-2-jpy", "invalid-value"],
    ["/en/property-search/rent/size-net-1-2-ft", "invalid-value"],
    ["/en/property-search/rent/property-castle", "invalid-value"],
    ["/en/property-search/rent/features-pool", "invalid-value"],
    ["/en/property-search/rent/features-carpark-carpark", "invalid-value"],
    ["/en/property-search/rent/21-22-beds", "invalid-value"],
    ["/en/property-search/rent/rect-1~2", "invalid-value"],
    ["/en/property-search/rent/sortby-colour", "invalid-value"],
    ["/en/property-search/rent/show-drone", "invalid-value"],
    ["/en/property-search/rent/sortby-12", "invalid-value"],
    ["/en/property-search/rent/page-0", "invalid-value"],
    ["/en/property-search/rent/page-x", "invalid-value"],
    ["/en/property-search/rent/localityarea-x1", "invalid-value"],
    ["/en/property-search/rent/%E0%A4%A-keyword", "invalid-value"],
    ["/en/property-search/rent/building", "invalid-value"],
    ["/en/property-search/rent/page-2/sortby-price", "unexpected-segment"],
    ["/en/property-search/rent/zm-13/map", "unexpected-segment"],
    ["/en/property-search/map/rent/zm-10/em-1", "invalid-value"],
    ["/en/property-search/map/rent/zm-22/em-1", "invalid-value"],
    ["/en/property-search/map/rent/zm-0/em-1", "invalid-value"],
    ["/en/property-search/rent/em-1/em-1", "unexpected-segment"],
    ["/en/property-search/rent/ocean-keyword/nonsense", "unexpected-segment"],
  ])("%j → %s", (path, code) => {
    const r = parseSearchPath(path);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.message).not.toBe("");
    }
  });
});

describe("defaults", () => {
  it("the URL-state default purpose is sale", () => {
    expect(DEFAULT_SEARCH_QUERY.listingTypeId).toBe(1);
    expect(parsed("/en/property-search").listingTypeId).toBe(1);
  });
});
