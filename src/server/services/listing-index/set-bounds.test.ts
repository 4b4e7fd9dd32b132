import { describe, expect, it } from "vitest";
import { placeFilters, type SearchFilters } from "../../../domain/search/search-filters.ts";
import { SetBounds } from "./set-bounds.ts";

// Three listings: 0 for sale at HK$8M with 2 bedrooms (no rent), 1 to rent at HK$30,000 with 1, 2 both with 3.
const cols = {
  salePrice: Float64Array.from([8_000_000, NaN, 12_000_000]),
  rentPrice: Float64Array.from([NaN, 30_000, 45_000]),
  bedrooms: Uint8Array.from([2, 1, 3]),
};
const set = (f: Partial<SearchFilters>): SearchFilters => ({ ...placeFilters(4, null), ...f });

describe("a saved set's ranges, checked before its passes", () => {
  const filters = [
    set({}),
    set({ priceColumn: "rent_price", priceMin: 25_000, priceMax: 40_000 }),
    set({ priceColumn: "rent_price", priceMin: 40_000, priceMax: null }),
    set({ priceColumn: "sale_price", priceMin: null, priceMax: 10_000_000, bedroomMin: 2, bedroomMax: null }),
    set({ bedroomMin: 0, bedroomMax: 0 }),
    set({ priceColumn: "sale_price", priceMin: 8_000_000, priceMax: 8_000_000 }),
  ];
  const bounds = new SetBounds(filters);
  const may = (i: number, slots: number[]) => bounds.mayMatchAny(i, cols, slots);

  it("keeps a set without ranges for any listing, even one without a price", () => {
    expect(may(0, [1])).toBe(true);
  });
  it("rejects a listing outside the price range or without a price for the set's purpose, as the passes do", () => {
    expect(may(1, [1])).toBe(true);
    expect(may(1, [0])).toBe(false); // no rent: NaN is in no range
    expect(may(2, [1])).toBe(false);
    expect(may(2, [1, 2])).toBe(true); // one of the batch is enough
  });
  it("needs the price and the bedrooms of one and the same listing", () => {
    expect(may(3, [0])).toBe(true);
    expect(may(3, [1, 2])).toBe(false); // 1 has no sale price, 2 is too dear
    expect(may(4, [0, 1, 2])).toBe(false); // studios only
  });
  it("keeps a listing priced exactly at a bound", () => {
    expect(may(5, [0])).toBe(true);
  });
});
