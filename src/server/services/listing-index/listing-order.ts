// A search's order over slots, exactly as the SQL it replaces wrote it: the
// sort key in the asked direction with missing keys (NaN) last in both
// directions, then the listing id ascending so equal keys have one fixed
// order and consecutive pages never overlap.
import type { SearchFilters } from "../../../domain/search/search-filters.ts";
import type { SearchOrder } from "../../../domain/search/search-spec.ts";
import type { ListingColumns } from "./listing-columns.ts";
import type { IndexPlaces } from "./index-places.ts";

export type SlotOrder = (a: number, b: number) => number;

export function slotOrder(cols: ListingColumns, places: IndexPlaces, f: SearchFilters, spec: SearchOrder): SlotOrder {
  const key = sortKey(cols, places, f, spec);
  const dir = spec.orderBy === "asc" ? 1 : -1;
  const id = cols.id;
  return (a, b) => {
    const x = key(a);
    const y = key(b);
    if (x !== y) {
      if (x !== x) return y !== y ? id[a]! - id[b]! : 1; // x missing: last
      if (y !== y) return -1;
      return x < y ? -dir : dir;
    }
    return id[a]! - id[b]!;
  };
}

function sortKey(cols: ListingColumns, places: IndexPlaces, f: SearchFilters, spec: SearchOrder): (s: number) => number {
  const rent = f.priceColumn === "rent_price";
  const gross = f.sizeColumn === "gross_size";
  const column = (a: ArrayLike<number>) => (s: number) => a[s]!;
  switch (spec.sortBy) {
    case "qualityscore":
      return column(cols.qualityScore);
    case "price":
      return column(rent ? cols.rentPrice : cols.salePrice);
    case "pricepersqft":
      return column(rent ? (gross ? cols.rentPpsfGross : cols.rentPpsfSaleable) : gross ? cols.salePpsfGross : cols.salePpsfSaleable);
    case "netsize":
      return column(cols.saleableSize);
    case "grosssize":
      return column(cols.grossSize);
    case "updateddate":
      return column(cols.updatedUs);
    case "district": {
      const rank = places.nameRanks("district", spec.languageId);
      const district = cols.districtId;
      return (s) => rank[district[s]!] ?? NaN;
    }
    case "name": {
      const rank = places.nameRanks("building", spec.languageId);
      const building = cols.buildingId;
      return (s) => rank[building[s]!] ?? NaN;
    }
  }
}

/**
 * The first `k` of `slots` in `order`, sorted. A bounded heap keeps the k
 * best seen so far, so a page of 24 out of half a million matches costs one
 * comparison per match; when k is a large share of the matches a full sort
 * is cheaper.
 */
export function firstInOrder(slots: Int32Array, k: number, order: SlotOrder): Int32Array {
  if (k <= 0) return new Int32Array(0);
  if (k * 4 >= slots.length) return Int32Array.from(slots).sort(order).subarray(0, Math.min(k, slots.length));
  // Max-heap on `order`: the worst of the best k sits at the root.
  const heap = new Int32Array(k);
  let n = 0;
  for (let i = 0; i < slots.length; i++) {
    const s = slots[i]!;
    if (n < k) {
      let c = n++;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (order(heap[p]!, s) >= 0) break;
        heap[c] = heap[p]!;
        c = p;
      }
      heap[c] = s;
    } else if (order(s, heap[0]!) < 0) {
      siftDown(heap, k, s, order);
    }
  }
  return heap.sort(order);
}

function siftDown(heap: Int32Array, n: number, s: number, order: SlotOrder): void {
  let c = 0;
  for (;;) {
    const l = 2 * c + 1;
    if (l >= n) break;
    const r = l + 1;
    const worse = r < n && order(heap[r]!, heap[l]!) > 0 ? r : l;
    if (order(heap[worse]!, s) <= 0) break;
    heap[c] = heap[worse]!;
    c = worse;
  }
  heap[c] = s;
}
