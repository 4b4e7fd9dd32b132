// The filter part of a search in plain values, decided once from the wire
// request and shared by the SQL builder, map pins and the tests' brute-force
// oracle. Units: prices whole HKD (sale ÷10000 units and the requested
// currency undone here), sizes sq ft, an unlimited end is null.
import type { SearchCountRequest } from "../contracts/search-count-request.ts";
import { convertToHkd, isCurrencyId } from "../money/currency.ts";
import { SALE_PRICE_UNIT } from "../money/server-units.ts";
import { regionIdFromAreaId } from "../places/regions.ts";
import { BEDROOM_MAX } from "../money/presets.ts";
import { SUGGESTION_RESULT_TYPE } from "../listing/enums.ts";
import { ICON_TYPE } from "../listing/enums.ts";
import { parseGeoString } from "../map/geo-string.ts";
import { mapShowsAll } from "../map/constants.ts";

/** Filter fields every search-shaped request carries (search, count, map pins). */
export type SearchFilterRequest = Omit<SearchCountRequest, never>;

export type PlaceFilter =
  | { kind: "listing" | "building" | "block" | "estate" | "phase" | "district" | "region" | "specialDistrict" | "street"; id: number }
  | { kind: "keyword"; text: string; buildingIds?: number[] };

export type SearchFilters = {
  /** Listing purposes that match: Sale → 1,3; Rent → 2,3; Both → 3; All → 1,2,3. */
  purposes: number[];
  priceColumn: "sale_price" | "rent_price";
  priceMin: number | null;
  priceMax: number | null;
  sizeColumn: "saleable_size" | "gross_size";
  sizeMin: number | null;
  sizeMax: number | null;
  bedroomMin: number;
  bedroomMax: number | null;
  layouts: number[];
  districts: number[];
  regions: number[];
  districtName: string;
  place: PlaceFilter | null;
  hasParking: boolean;
  hasMaidRoom: boolean;
  hasOutdoorSpace: boolean;
  /** Flag columns that must all be true for the icon type. */
  iconFlags: ("is_virtual" | "is_video" | "is_exclusive")[];
  rect: { north: number; south: number; east: number; west: number } | null;
};

const PURPOSES: Record<number, number[]> = { 1: [1, 3], 2: [2, 3], 3: [3], 4: [1, 2, 3] };

const RESULT_KIND: Record<number, Exclude<PlaceFilter["kind"], "keyword">> = {
  [SUGGESTION_RESULT_TYPE.property]: "listing",
  [SUGGESTION_RESULT_TYPE.building]: "building",
  [SUGGESTION_RESULT_TYPE.address]: "street",
  [SUGGESTION_RESULT_TYPE.district]: "district",
  [SUGGESTION_RESULT_TYPE.area]: "region",
  [SUGGESTION_RESULT_TYPE.estate]: "estate",
  [SUGGESTION_RESULT_TYPE.phase]: "phase",
  [SUGGESTION_RESULT_TYPE.block]: "block",
  [SUGGESTION_RESULT_TYPE.specialDistrict]: "specialDistrict",
};

const ICON_FLAGS: Record<number, SearchFilters["iconFlags"]> = {
  [ICON_TYPE.None]: [],
  [ICON_TYPE.VirtualTour]: ["is_virtual"],
  [ICON_TYPE.Video]: ["is_video"],
  [ICON_TYPE.Exclusive]: ["is_exclusive"],
  // "All" is what the filter sends when both show-only options are ticked.
  [ICON_TYPE.All]: ["is_virtual", "is_video"],
};

const idList = (text: string): number[] => (text === "" ? [] : [...new Set(text.split(",").map(Number))]);
// Float noise from currency ratios must not drop a listing priced exactly at a bound.
const lower = (n: number) => Math.ceil(n - 1e-6);
const upper = (n: number) => Math.floor(n + 1e-6);

function toRegion(id: number): number {
  return regionIdFromAreaId(id) ?? id;
}

function placeOf(request: SearchFilterRequest): PlaceFilter | null {
  const kind = RESULT_KIND[request.searchResultType];
  if (kind && request.searchResultId > 0) {
    return { kind, id: kind === "region" ? toRegion(request.searchResultId) : request.searchResultId };
  }
  const text = request.keyword.trim();
  return text === "" ? null : { kind: "keyword", text };
}

export function searchFilters(request: SearchFilterRequest): SearchFilters {
  const isRent = request.listingTypeId === 2;
  const currency = isCurrencyId(request.currencyId) ? request.currencyId : 3;
  // Sale amounts arrive in units of 10000 (SALE_PRICE_UNIT); rent in dollars.
  const toHkd = (amount: number) => convertToHkd(isRent ? amount : amount * SALE_PRICE_UNIT, currency);
  return {
    purposes: PURPOSES[request.listingTypeId] ?? [1, 3],
    priceColumn: isRent ? "rent_price" : "sale_price",
    priceMin: request.priceMin > 0 ? lower(toHkd(request.priceMin)) : null,
    priceMax: request.priceMax > 0 ? upper(toHkd(request.priceMax)) : null,
    sizeColumn: request.sizeType === "gross" ? "gross_size" : "saleable_size",
    sizeMin: request.sizeMin > 0 ? lower(request.sizeMin) : null,
    sizeMax: request.sizeMax > 0 ? upper(request.sizeMax) : null,
    bedroomMin: request.bedroomMin,
    bedroomMax: request.bedroomMax >= BEDROOM_MAX ? null : request.bedroomMax,
    layouts: idList(request.layout),
    districts: idList(request.district),
    regions: idList(request.area).map(toRegion),
    districtName: request.districtName.trim(),
    place: placeOf(request),
    hasParking: request.hasParking,
    hasMaidRoom: request.hasMaidRoom,
    hasOutdoorSpace: request.hasOutdoorSpace,
    iconFlags: ICON_FLAGS[request.iconType] ?? [],
    rect: mapShowsAll(request.zoomLevel) ? null : rectOf(request.geoString),
  };
}

/** A search without any filter: what every field of an empty request means. */
const NO_FILTERS: SearchFilters = {
  purposes: [1, 3],
  priceColumn: "sale_price",
  priceMin: null,
  priceMax: null,
  sizeColumn: "saleable_size",
  sizeMin: null,
  sizeMax: null,
  bedroomMin: 0,
  bedroomMax: null,
  layouts: [],
  districts: [],
  regions: [],
  districtName: "",
  place: null,
  hasParking: false,
  hasMaidRoom: false,
  hasOutdoorSpace: false,
  iconFlags: [],
  rect: null,
};

/**
 * Every available listing of a place (or of Hong Kong, for null) for a
 * purpose (listing type 1 sale, 2 rent, 4 all): what the search its page
 * links to finds, built from domain values rather than from a request.
 */
export function placeFilters(listingTypeId: 1 | 2 | 4, place: Exclude<PlaceFilter, { kind: "keyword" }> | null): SearchFilters {
  return { ...NO_FILTERS, purposes: PURPOSES[listingTypeId]!, priceColumn: listingTypeId === 2 ? "rent_price" : "sale_price", place };
}

function rectOf(geoString: string): SearchFilters["rect"] {
  const parsed = geoString === "" ? null : parseGeoString(geoString);
  if (!parsed) return null;
  const { ne, sw } = parsed.rect;
  return {
    north: Math.max(ne.lat, sw.lat),
    south: Math.min(ne.lat, sw.lat),
    east: Math.max(ne.lng, sw.lng),
    west: Math.min(ne.lng, sw.lng),
  };
}
