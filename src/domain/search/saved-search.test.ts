import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { filterFromSavedSearch, saveSetFromFilter, commaList } from "./saved-search.ts";
import type { SavedSearchSet } from "./saved-search.ts";
import { FILTER_PANEL_DEFAULTS } from "./filter-state.ts";
import type { FilterState } from "./filter-state.ts";
import { SORT_OPTIONS } from "./sort-options.ts";
import type { DistrictOption } from "../places/regions.ts";
import type { BedOption } from "../money/presets.ts";
import { regionsFullySelected } from "../places/district-selection.ts";

const tree: DistrictOption[] = [
  { id: 1000, name: "Hong Kong Island", parent: null, type: 0, selected: false },
  { id: 1, name: "Aberdeen", parent: 1000, type: 1, selected: false },
  { id: 4, name: "Causeway Bay", parent: 1000, type: 1, selected: false },
  { id: 2000, name: "Kowloon", parent: null, type: 0, selected: false },
  { id: 50, name: "Mong Kok", parent: 2000, type: 1, selected: false },
  { id: 4000, name: "Outlying Islands", parent: null, type: 0, selected: false },
];

const ctx = { name: "My search", languageId: 1, searchResultId: 0, searchResultType: -1 } as const;
const set = (o: Partial<SavedSearchSet>): SavedSearchSet => ({
  ...saveSetFromFilter(FILTER_PANEL_DEFAULTS, ctx),
  ...o,
});

describe("filter from saved search", () => {
  it("multiplies Buy prices by 10000", () => {
    const r = filterFromSavedSearch(set({ listingTypeId: 1, priceMin: 800, priceMax: 1200 }), tree);
    expect([r.mode, r.priceMin, r.priceMax]).toEqual(["sale", 8_000_000, 12_000_000]);
  });
  it("keeps Rent prices", () => {
    const r = filterFromSavedSearch(set({ listingTypeId: 2, priceMin: 25000, priceMax: 40000 }), tree);
    expect([r.mode, r.priceMin, r.priceMax]).toEqual(["rent", 25000, 40000]);
  });
  it("custom price only when min or max is non-zero; max 0 becomes -1", () => {
    expect(filterFromSavedSearch(set({ priceMin: 0, priceMax: 0 }), tree)).toMatchObject({ priceMin: 0, priceMax: -1 });
    expect(filterFromSavedSearch(set({ listingTypeId: 2, priceMin: 5000, priceMax: 0 }), tree)).toMatchObject({
      priceMin: 5000,
      priceMax: -1,
    });
  });
  it("restores size type and custom size", () => {
    expect(filterFromSavedSearch(set({ sizeType: "gross", sizeMin: 400, sizeMax: 0 }), tree)).toMatchObject({
      sizeType: "gross",
      sizeMin: 400,
      sizeMax: -1,
    });
  });
  it("selects a region when all its children are", () => {
    expect(filterFromSavedSearch(set({ district: "1,4,50" }), tree).regionIds).toEqual([1000, 2000]);
    expect(filterFromSavedSearch(set({ district: "1" }), tree).regionIds).toEqual([]);
    expect(regionsFullySelected(tree, [])).toEqual([]); // a region without children is never selected
  });
  it("opens the layout section when a layout is set", () => {
    expect(filterFromSavedSearch(set({ layout: "2,1" }), tree)).toMatchObject({ layouts: [1, 2], layoutSectionOpen: true });
    expect(filterFromSavedSearch(set({ layout: "" }), tree).layoutSectionOpen).toBe(false);
  });
  it("bed: studio when both 0, otherwise the minimum", () => {
    expect(filterFromSavedSearch(set({ bedroomMin: 0, bedroomMax: 0 }), tree).bed).toBe("studio");
    expect(filterFromSavedSearch(set({ bedroomMin: 2, bedroomMax: 20 }), tree).bed).toBe(2);
    expect(filterFromSavedSearch(set({ bedroomMin: 0, bedroomMax: 20 }), tree).bed).toBeNull();
  });
  it("restores keyword, currency, amenities, sort and mode", () => {
    const r = filterFromSavedSearch(
      set({ keyword: "ocean", currencyId: 1, hasParking: true, hasOutdoorSpace: true, sortBy: "price", orderBy: "asc", isMap: true }),
      tree,
    );
    expect(r).toMatchObject({ keyword: "ocean", currencyId: 1, amenities: [1, 3], sortKey: "priceAsc", view: "map" });
  });
});

describe("save set from filter", () => {
  it("isCustomName is always true; the type defaults to Search; map fields", () => {
    const s = saveSetFromFilter({ ...FILTER_PANEL_DEFAULTS, view: "map" }, { ...ctx, geoString: "rect-1~2_0~1", zoomLevel: 14 });
    expect(s).toMatchObject({
      isCustomName: true,
      searchSaveSetType: 1,
      isMap: true,
      geoString: "rect-1~2_0~1",
      zoomLevel: 14,
      mapDetailsType: "Area",
    });
    expect(saveSetFromFilter(FILTER_PANEL_DEFAULTS, { ...ctx, searchSaveSetType: 4 }).searchSaveSetType).toBe(4);
  });
  it("sends sale ÷10000 and an unlimited max as 0", () => {
    const s = saveSetFromFilter({ ...FILTER_PANEL_DEFAULTS, mode: "sale", priceMin: 8_000_000, priceMax: -1 }, ctx);
    expect([s.priceMin, s.priceMax, s.sizeMax]).toEqual([800, 0, 0]);
  });
  it("reads comma lists", () => {
    expect(commaList("1, 4,,x,37")).toEqual([1, 4, 37]);
  });
  it("filterFromSavedSearch inverts saveSetFromFilter", () => {
    const filter: fc.Arbitrary<FilterState> = fc
      .record({
        mode: fc.constantFrom("sale", "rent"),
        keyword: fc.string(),
        currencyId: fc.constantFrom(1, 2, 3, 4, 5),
        view: fc.constantFrom("grid", "map"),
        districtIds: fc.uniqueArray(fc.integer({ min: 1, max: 200 })).map((a) => a.sort((x, y) => x - y)),
        layouts: fc.subarray([1, 2, 3, 4, 5, 7, 16, 17] as const),
        priceMin: fc.integer({ min: 0, max: 1e9 }),
        priceMax: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 1e9 })),
        sizeType: fc.constantFrom("saleable", "gross"),
        sizeMin: fc.integer({ min: 0, max: 5000 }),
        sizeMax: fc.oneof(fc.constant(-1), fc.integer({ min: 1, max: 5000 })),
        bed: fc.constantFrom<BedOption | null>(null, "studio", 1, 2, 3, 4, 5),
        amenities: fc.subarray([1, 2, 3] as const),
        sortKey: fc.constantFrom(...SORT_OPTIONS.map((o) => o.key)),
      })
      .map((x): FilterState => ({
        ...FILTER_PANEL_DEFAULTS,
        ...x,
        layouts: [...x.layouts],
        amenities: [...x.amenities],
        layoutSectionOpen: x.layouts.length > 0,
      }));
    fc.assert(
      fc.property(filter, (x) => {
        const back = filterFromSavedSearch(saveSetFromFilter(x, ctx), []);
        expect(back).toEqual(x);
      }),
      { numRuns: 1000 },
    );
  });
});
