// SearchFilters → which slots to look at (the postings of the named
// buildings or districts, else every slot) and one predicate that decides a
// slot. The predicate checks every filter itself, so candidates only narrow
// the scan: a slot in a stale posting list can never match wrongly.
import type { SearchFilters } from "../search/search-filters.ts";
import { FLAG, type ListingColumns } from "./listing-columns.ts";
import type { IndexPlaces } from "./index-places.ts";
import type { Candidates, Postings } from "./postings.ts";

export type Rect = { north: number; south: number; east: number; west: number };
/** `candidates` null: every slot. */
export type CompiledMatch = { candidates: Candidates | null; test: (slot: number) => boolean };

const ICON_FLAG = { is_virtual: FLAG.virtual, is_video: FLAG.video, is_exclusive: FLAG.exclusive } as const;

/** `referenceSlot`: the slot of the listing a free keyword names by reference id, or -1. */
export function compileMatch(cols: ListingColumns, places: IndexPlaces, postings: Postings, f: SearchFilters, referenceSlot: number, view: Rect | null = null): CompiledMatch {
  const purposeMask = f.purposes.reduce((m, p) => m | (1 << p), 0);
  const price = f.priceColumn === "rent_price" ? cols.rentPrice : cols.salePrice;
  const size = f.sizeColumn === "gross_size" ? cols.grossSize : cols.saleableSize;
  const priceMin = f.priceMin ?? -Infinity;
  const priceMax = f.priceMax ?? Infinity;
  const hasPrice = f.priceMin !== null || f.priceMax !== null;
  const sizeMin = f.sizeMin ?? -Infinity;
  const sizeMax = f.sizeMax ?? Infinity;
  const bedMin = f.bedroomMin;
  const bedMax = f.bedroomMax ?? Infinity;
  const layouts = f.layouts.length ? lookup(f.layouts) : null;
  const flags =
    (f.hasParking ? FLAG.carpark : 0) | (f.hasMaidRoom ? FLAG.maidRoom : 0) | (f.hasOutdoorSpace ? FLAG.outdoorSpace : 0) |
    f.iconFlags.reduce((m, k) => m | ICON_FLAG[k], 0);
  // Districts and areas ticked together are a union.
  const tickedDistricts = f.districts.length || f.regions.length ? lookup(f.districts) : null;
  const tickedRegions = f.districts.length || f.regions.length ? lookup(f.regions) : null;
  const namedDistricts = f.districtName === "" ? null : lookup(places.districtsNamed(f.districtName));
  const place = placeTest(cols, places, f, referenceSlot);
  const rects = [f.rect, view].filter((r): r is Rect => r !== null);
  const north = Math.min(...rects.map((r) => r.north));
  const south = Math.max(...rects.map((r) => r.south));
  const east = Math.min(...rects.map((r) => r.east));
  const west = Math.max(...rects.map((r) => r.west));
  const hasRect = rects.length > 0;
  const { alive, purpose, layout, bedrooms, districtId, regionId, lat, lng } = cols;
  const flagCol = cols.flags;

  const test = (s: number): boolean => {
    if (alive[s] === 0 || ((1 << purpose[s]!) & purposeMask) === 0) return false;
    if (hasPrice) {
      const p = price[s]!;
      if (!(p >= priceMin && p <= priceMax)) return false; // NaN (no price) never matches a range
    }
    const z = size[s]!;
    if (z < sizeMin || z > sizeMax) return false;
    const b = bedrooms[s]!;
    if (b < bedMin || b > bedMax) return false;
    if (layouts && layouts[layout[s]!] !== 1) return false;
    if ((flagCol[s]! & flags) !== flags) return false;
    if (tickedDistricts && tickedDistricts[districtId[s]!] !== 1 && tickedRegions![regionId[s]!] !== 1) return false;
    if (namedDistricts && namedDistricts[districtId[s]!] !== 1) return false;
    if (hasRect) {
      const y = lat[s]!;
      const x = lng[s]!;
      if (y > north || y < south || x > east || x < west) return false;
    }
    return place === null || place(s);
  };
  return { candidates: candidatesFor(cols, places, postings, f, referenceSlot, hasRect ? { north, south, east, west } : null), test };
}

function placeTest(cols: ListingColumns, places: IndexPlaces, f: SearchFilters, referenceSlot: number): ((s: number) => boolean) | null {
  const p = f.place;
  if (!p) return null;
  const { buildingId, estateId, blockId, districtId, regionId } = cols;
  switch (p.kind) {
    case "keyword": {
      const buildings = lookup(p.buildingIds ?? []);
      return (s) => buildings[buildingId[s]!] === 1 || s === referenceSlot;
    }
    case "listing":
      return (s) => cols.id[s] === p.id;
    case "building":
      return (s) => buildingId[s] === p.id;
    case "block":
      return (s) => blockId[s] === p.id;
    case "estate":
      return (s) => estateId[s] === p.id;
    case "district":
      return (s) => districtId[s] === p.id;
    case "region":
      return (s) => regionId[s] === p.id;
    case "phase":
    case "street": {
      const buildings = lookup(places.buildingsOf(p.kind, p.id));
      return (s) => buildings[buildingId[s]!] === 1;
    }
    case "specialDistrict": {
      const districts = lookup(places.specialDistrictMembers(p.id));
      return (s) => districts[districtId[s]!] === 1;
    }
  }
}

/** The slots worth testing: postings of the places the filters name, else of their purposes; null means all. */
function candidatesFor(cols: ListingColumns, places: IndexPlaces, postings: Postings, f: SearchFilters, referenceSlot: number, rect: Rect | null): Candidates | null {
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
