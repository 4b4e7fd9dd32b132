import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  FILTER_PANEL_DEFAULTS,
  SEARCH_DEBOUNCE_MS,
  togglePanel,
  closeAllPanels,
  selectBed,
  toggleLayout,
  toggleAmenity,
  toggleShowOnly,
  clearPrice,
  clearSize,
} from "./filter-state.ts";
import { bedFromRange, bedToRange } from "./bed-range.ts";
import { filterToQuery, iconTypeFromShowOnly } from "./filter-to-query.ts";
import { createSearchQuery } from "./query.ts";
import { BED_OPTIONS } from "../money/presets.ts";

const f = FILTER_PANEL_DEFAULTS;

describe("filter defaults", () => {
  it("panel defaults: Rent, HKD, grid, saleable, best match", () => {
    expect([f.mode, f.currencyId, f.view, f.sizeType, f.sortKey]).toEqual(["rent", 3, "grid", "saleable", "bestMatch"]);
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
  });
});

describe("panels", () => {
  it("opening one closes the others", () => {
    expect(togglePanel(togglePanel(f, "price"), "beds").openPanel).toBe("beds");
  });
  it("toggling an open panel closes it", () => {
    const open = togglePanel(f, "keyword");
    expect(open.openPanel).toBe("keyword");
    expect(togglePanel(open, "keyword").openPanel).toBeNull();
    expect(togglePanel(open, "price").openPanel).toBe("price");
  });
  it("closeAll closes every panel", () => {
    expect(closeAllPanels(togglePanel(f, "district")).openPanel).toBeNull();
  });
});

describe("options", () => {
  it("bed presets are exclusive and toggle", () => {
    const two = selectBed(f, 2);
    expect(two.bed).toBe(2);
    expect(selectBed(two, "studio").bed).toBe("studio");
    expect(selectBed(two, 2).bed).toBeNull();
  });
  it("type, amenity and show-only options toggle individually", () => {
    const a = toggleLayout(toggleLayout(f, 5), 1);
    expect(a.layouts).toEqual([1, 5]);
    expect(toggleLayout(a, 5).layouts).toEqual([1]);
    expect(toggleAmenity(toggleAmenity(f, 3), 1).amenities).toEqual([1, 3]);
    expect(toggleShowOnly(toggleShowOnly(f, 1), 1).showOnly).toEqual([]);
  });
  it("clearing price or size gives 0 / -1", () => {
    const s = { ...f, priceMin: 5, priceMax: 9, sizeMin: 1, sizeMax: 2 };
    expect([clearPrice(s).priceMin, clearPrice(s).priceMax]).toEqual([0, -1]);
    expect([clearSize(s).sizeMin, clearSize(s).sizeMax]).toEqual([0, -1]);
  });
});

describe("bed range", () => {
  it.each([
    [null, 0, 20],
    ["studio", 0, 0],
    [1, 1, 20],
    [5, 5, 20],
  ] as const)("%s ↔ %i–%i", (bed, min, max) => {
    expect(bedToRange(bed)).toEqual({ min, max });
    expect(bedFromRange(min, max)).toBe(bed);
  });
  it("rebuilds the minimum otherwise", () => {
    expect(bedFromRange(3, 4)).toBe(3);
    expect(bedFromRange(9, 20)).toBe(5);
    expect(bedFromRange(0, 3)).toBeNull();
  });
  it("round-trips every option", () => {
    fc.assert(
      fc.property(fc.constantFrom(null, ...BED_OPTIONS), (b) => {
        const r = bedToRange(b);
        expect(bedFromRange(r.min, r.max)).toBe(b);
      }),
    );
  });
});

describe("filter → query", () => {
  const base = createSearchQuery();
  it("sends sale prices ÷10000 and keeps rent prices", () => {
    const sale = filterToQuery({ ...f, mode: "sale", priceMin: 8_000_000, priceMax: 12_000_000 }, base);
    expect([sale.listingTypeId, sale.priceMin, sale.priceMax]).toEqual([1, 800, 1200]);
    const rent = filterToQuery({ ...f, mode: "rent", priceMin: 25_000, priceMax: -1 }, base);
    expect([rent.listingTypeId, rent.priceMin, rent.priceMax]).toEqual([2, 25_000, -1]);
  });
  it("maps beds, amenities, sort, view and resets the page", () => {
    const q = filterToQuery({ ...f, bed: "studio", amenities: [2], sortKey: "priceAsc", view: "map" }, { ...base, pageNumber: 4 });
    expect([q.bedroomMin, q.bedroomMax, q.hasMaidRoom, q.hasParking, q.sortBy, q.orderBy, q.isMap, q.pageNumber]).toEqual([
      0,
      0,
      true,
      false,
      "price",
      "asc",
      true,
      1,
    ]);
  });
  it("show-only picks the icon type", () => {
    expect(iconTypeFromShowOnly([1], 0)).toBe(1);
    expect(iconTypeFromShowOnly([2], 0)).toBe(2);
    expect(iconTypeFromShowOnly([1, 2], 0)).toBe(4);
    expect(iconTypeFromShowOnly([], 3)).toBe(3);
    expect(iconTypeFromShowOnly([], 1)).toBe(0);
  });
});
