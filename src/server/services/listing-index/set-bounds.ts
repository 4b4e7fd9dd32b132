// What the reverse search checks before it runs a saved set's passes over a
// few changed listings: the set's price and bedroom ranges, kept in typed
// arrays beside the sets. A single new listing reaches every set of its
// district and purpose (thousands at 100k sets), and most of them want
// another price or size; rejecting those with two comparisons, where each
// cost a compiled-pass call, bounds the slow listings (decision 0063). The
// comparisons are the passes' own (listing-match.ts inRange: NaN never in a
// range), so a set rejected here is one the passes would reject.
import type { SearchFilters } from "../../../domain/search/search-filters.ts";

export interface ListingValues {
  salePrice: ArrayLike<number>;
  rentPrice: ArrayLike<number>;
  bedrooms: ArrayLike<number>;
}

export class SetBounds {
  private readonly priceLo: Float64Array;
  private readonly priceHi: Float64Array;
  private readonly bedLo: Float64Array;
  private readonly bedHi: Float64Array;
  /** Bit 1: the set has a price range, on rents when bit 4; bit 2: a bedroom range. */
  private readonly kind: Uint8Array;

  constructor(filters: readonly SearchFilters[]) {
    const n = filters.length;
    this.priceLo = new Float64Array(n);
    this.priceHi = new Float64Array(n);
    this.bedLo = new Float64Array(n);
    this.bedHi = new Float64Array(n);
    this.kind = new Uint8Array(n);
    filters.forEach((f, i) => {
      let kind = 0;
      // The same conditions as matchPasses adds its inRange passes under.
      if (f.priceMin !== null || f.priceMax !== null) {
        kind |= f.priceColumn === "rent_price" ? 1 | 4 : 1;
        this.priceLo[i] = f.priceMin ?? -Infinity;
        this.priceHi[i] = f.priceMax ?? Infinity;
      }
      if (f.bedroomMin > 0 || f.bedroomMax !== null) {
        kind |= 2;
        this.bedLo[i] = f.bedroomMin;
        this.bedHi[i] = f.bedroomMax ?? Infinity;
      }
      this.kind[i] = kind;
    });
  }

  /** False when the set's price or bedroom range leaves out every one of `slots` (so its passes would match none). */
  mayMatchAny(set: number, cols: ListingValues, slots: readonly number[]): boolean {
    const kind = this.kind[set]!;
    if (kind === 0) return true;
    const price = kind & 4 ? cols.rentPrice : cols.salePrice;
    for (const slot of slots) {
      if (kind & 1) {
        const v = price[slot]!;
        if (!(v >= this.priceLo[set]! && v <= this.priceHi[set]!)) continue;
      }
      if (kind & 2) {
        const b = cols.bedrooms[slot]!;
        if (!(b >= this.bedLo[set]! && b <= this.bedHi[set]!)) continue;
      }
      return true;
    }
    return false;
  }
}
