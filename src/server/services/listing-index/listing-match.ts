// SearchFilters → which slots to look at (the postings of the named places,
// else of the purposes) and the passes that keep the matching ones. Each
// pass tests one filter over the slots still in the running, column by
// column (a tight loop reading one or two arrays), and only the filters the
// search sets get a pass. The passes check every filter themselves, so
// candidates only narrow the scan: a slot in a stale posting list can never
// match wrongly. Passes keep the slots' order.
//
// The passes below repeat one loop shape (keep slot s when a test of its
// columns holds) on purpose: each is written out with its test inline
// rather than as one loop calling a predicate, because a call per slot
// over a million slots cost the search several times the loop itself.
// This is the one repeated shape left in the tree by design.
import type { SearchFilters } from "../../../domain/search/search-filters.ts";
import { FLAG, type ListingColumns } from "./listing-columns.ts";
import type { IndexPlaces } from "./index-places.ts";
import type { Candidates, Postings } from "./postings.ts";

export type Rect = { north: number; south: number; east: number; west: number };
/** Keeps the matching slots of `slots[0..n)` at its front, in order; returns how many. */
export type Pass = (slots: Int32Array, n: number) => number;
/** `candidates` null: every slot. `purposeMask`: bit p set when purpose p matches. */
export type CompiledMatch = { candidates: Candidates | null; purposeMask: number; passes: Pass[] };

const ICON_FLAG = { is_virtual: FLAG.virtual, is_video: FLAG.video, is_exclusive: FLAG.exclusive } as const;

/** `referenceSlot`: the slot of the listing a free keyword names by reference id, or -1. */
export function compileMatch(
  cols: ListingColumns,
  places: IndexPlaces,
  postings: Postings,
  f: SearchFilters,
  referenceSlot: number,
  view: Rect | null = null,
): CompiledMatch {
  const { passes, rect } = matchPasses(cols, places, f, referenceSlot, view);
  return {
    candidates: candidatesFor(cols, places, postings, f, referenceSlot, rect),
    purposeMask: purposeMaskOf(f),
    passes,
  };
}

export const purposeMaskOf = (f: SearchFilters): number => f.purposes.reduce((m, p) => m | (1 << p), 0);

/** The passes of a search without its candidates: what the reverse search runs over a batch of changed listings. */
export function matchPasses(
  cols: ListingColumns,
  places: IndexPlaces,
  f: SearchFilters,
  referenceSlot: number,
  view: Rect | null = null,
): { passes: Pass[]; rect: Rect | null } {
  const passes: Pass[] = [];
  if (f.priceMin !== null || f.priceMax !== null) {
    // NaN (no price for this purpose) never matches a range.
    passes.push(inRange(f.priceColumn === "rent_price" ? cols.rentPrice : cols.salePrice, f.priceMin ?? -Infinity, f.priceMax ?? Infinity));
  }
  if (f.sizeMin !== null || f.sizeMax !== null) {
    passes.push(inRange(f.sizeColumn === "gross_size" ? cols.grossSize : cols.saleableSize, f.sizeMin ?? -Infinity, f.sizeMax ?? Infinity));
  }
  if (f.bedroomMin > 0 || f.bedroomMax !== null) passes.push(inRange(cols.bedrooms, f.bedroomMin, f.bedroomMax ?? Infinity));
  if (f.layouts.length) passes.push(inSet(cols.layout, lookup(f.layouts)));
  const flags =
    (f.hasParking ? FLAG.carpark : 0) |
    (f.hasMaidRoom ? FLAG.maidRoom : 0) |
    (f.hasOutdoorSpace ? FLAG.outdoorSpace : 0) |
    f.iconFlags.reduce((m, k) => m | ICON_FLAG[k], 0);
  if (flags) passes.push(allFlags(cols.flags, flags));
  // Districts and areas ticked together are a union.
  if (f.districts.length || f.regions.length)
    passes.push(inEitherSet(cols.districtId, lookup(f.districts), cols.regionId, lookup(f.regions)));
  if (f.districtName !== "") passes.push(inSet(cols.districtId, lookup(places.districtsNamed(f.districtName))));
  const rects = [f.rect, view].filter((r): r is Rect => r !== null);
  const rect =
    rects.length === 0
      ? null
      : {
          north: Math.min(...rects.map((r) => r.north)),
          south: Math.max(...rects.map((r) => r.south)),
          east: Math.min(...rects.map((r) => r.east)),
          west: Math.max(...rects.map((r) => r.west)),
        };
  if (rect) passes.push(inRect(cols.lat, cols.lng, rect));
  const place = placePass(cols, places, f, referenceSlot);
  if (place) passes.push(place);
  return { passes, rect };
}

function inRange(col: ArrayLike<number>, min: number, max: number): Pass {
  return (slots, n) => {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const s = slots[i]!;
      const v = col[s]!;
      if (v >= min && v <= max) slots[k++] = s;
    }
    return k;
  };
}

function inSet(col: ArrayLike<number>, table: Uint8Array): Pass {
  return (slots, n) => {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const s = slots[i]!;
      if (table[col[s]!] === 1) slots[k++] = s;
    }
    return k;
  };
}

function inEitherSet(a: ArrayLike<number>, tableA: Uint8Array, b: ArrayLike<number>, tableB: Uint8Array): Pass {
  return (slots, n) => {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const s = slots[i]!;
      if (tableA[a[s]!] === 1 || tableB[b[s]!] === 1) slots[k++] = s;
    }
    return k;
  };
}

function allFlags(col: Uint8Array, mask: number): Pass {
  return (slots, n) => {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const s = slots[i]!;
      if ((col[s]! & mask) === mask) slots[k++] = s;
    }
    return k;
  };
}

function inRect(lat: Float64Array, lng: Float64Array, r: Rect): Pass {
  const { north, south, east, west } = r;
  return (slots, n) => {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const s = slots[i]!;
      const y = lat[s]!;
      const x = lng[s]!;
      if (y <= north && y >= south && x <= east && x >= west) slots[k++] = s;
    }
    return k;
  };
}

function equalTo(col: ArrayLike<number>, value: number): Pass {
  return (slots, n) => {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const s = slots[i]!;
      if (col[s] === value) slots[k++] = s;
    }
    return k;
  };
}

function placePass(cols: ListingColumns, places: IndexPlaces, f: SearchFilters, referenceSlot: number): Pass | null {
  const p = f.place;
  if (!p) return null;
  switch (p.kind) {
    case "keyword": {
      const buildings = lookup(p.buildingIds ?? []);
      const buildingId = cols.buildingId;
      return (slots, n) => {
        let k = 0;
        for (let i = 0; i < n; i++) {
          const s = slots[i]!;
          if (buildings[buildingId[s]!] === 1 || s === referenceSlot) slots[k++] = s;
        }
        return k;
      };
    }
    case "listing":
      return equalTo(cols.id, p.id);
    case "building":
      return equalTo(cols.buildingId, p.id);
    case "block":
      return equalTo(cols.blockId, p.id);
    case "estate":
      return equalTo(cols.estateId, p.id);
    case "district":
      return equalTo(cols.districtId, p.id);
    case "region":
      return equalTo(cols.regionId, p.id);
    case "phase":
    case "street":
      return inSet(cols.buildingId, lookup(places.buildingsOf(p.kind, p.id)));
    case "specialDistrict":
      return inSet(cols.districtId, lookup(places.specialDistrictMembers(p.id)));
  }
}

/** The slots worth testing: postings of the places the filters name, else of their purposes; null means all. */
function candidatesFor(
  cols: ListingColumns,
  places: IndexPlaces,
  postings: Postings,
  f: SearchFilters,
  referenceSlot: number,
  rect: Rect | null,
): Candidates | null {
  const p = f.place;
  if (p?.kind === "listing") {
    const slot = cols.slotOf(p.id);
    return { slots: Int32Array.of(...(slot >= 0 ? [slot] : [])), ordered: true };
  }
  if (p?.kind === "keyword") return postings.ofBuildings(p.buildingIds ?? [], referenceSlot >= 0 ? [referenceSlot] : []);
  if (p?.kind === "building") return postings.ofBuildings([p.id]);
  if (p?.kind === "phase" || p?.kind === "street") return postings.ofBuildings(places.buildingsOf(p.kind, p.id));
  if (p?.kind === "district") return postings.ofDistricts([p.id]);
  if (p?.kind === "region") return postings.ofDistricts(places.districtsOfRegions([p.id]));
  if (p?.kind === "specialDistrict") return postings.ofDistricts(places.specialDistrictMembers(p.id));
  if (f.districts.length || f.regions.length) return postings.ofDistricts([...f.districts, ...places.districtsOfRegions(f.regions)]);
  if (f.districtName !== "") return postings.ofDistricts(places.districtsNamed(f.districtName));
  if (rect) {
    // A listing stands where its building stands (the coordinates are copied from it). A wide
    // view holds much of the market: its purpose group, read front to back, is then cheaper
    // than gathering the listings of thousands of buildings from all over memory.
    const buildings = places.buildingsWithin(rect);
    if (postings.sizeOfBuildings(buildings) * 4 < postings.sizeOfPurposes(f.purposes)) return postings.ofBuildings(buildings);
  }
  return postings.ofPurposes(f.purposes);
}

/** A membership table for small non-negative ids (place ids, layouts): table[id] === 1. */
function lookup(ids: readonly number[]): Uint8Array {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  // An id past the end reads as undefined: not in the set.
  const table = new Uint8Array(Math.max(max + 1, 1));
  for (const id of ids) if (id >= 0) table[id] = 1;
  return table;
}
