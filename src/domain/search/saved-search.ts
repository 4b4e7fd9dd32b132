// Saved search set ↔ filter: a saved search stores the filter as the API
// names its fields; a whole region is stored as its area id.
import type { FilterState } from "./filter-state.ts";
import type { SearchQuery } from "./query.ts";
import { FILTER_PANEL_DEFAULTS } from "./filter-state.ts";
import type { DistrictOption } from "../places/regions.ts";
import { regionsFullySelected } from "../places/district-selection.ts";
import { normaliseLayouts } from "../listing/layouts.ts";
import { amenityIdsFromFlags } from "../listing/amenities.ts";
import { LISTING_PURPOSE } from "../listing/purpose.ts";
import type { ListingPurpose } from "../listing/purpose.ts";
import { DEFAULT_MAP_DETAILS_TYPE, SAVED_SEARCH_TYPE } from "../listing/enums.ts";
import type { MapAggregationLevel, SavedSearchType, SortOrder, SuggestionResultType } from "../listing/enums.ts";
import type { CurrencyId } from "../money/currency.ts";
import { isCurrencyId, DEFAULT_CURRENCY_ID } from "../money/currency.ts";
import { SALE_PRICE_UNIT, maxForServer, salePriceToQuery } from "../money/server-units.ts";
import type { SortField } from "./sort.ts";
import { sortOptionByKey, sortOptionFor } from "./sort-options.ts";
import { bedFromRange, bedToRange } from "./bed-range.ts";

/** The ranges are held as the search query holds them (see query.ts). */
export type SavedSearchSet = Pick<
  SearchQuery,
  "priceMin" | "priceMax" | "sizeType" | "sizeMin" | "sizeMax" | "bedroomMin" | "bedroomMax"
> & {
  name: string;
  currencyId: CurrencyId;
  languageId: number;
  listingTypeId: ListingPurpose;
  layout: string;
  area: string;
  district: string;
  keyword: string;
  orderBy: SortOrder;
  sortBy: SortField;
  searchSaveSetType?: SavedSearchType;
  isCustomName: boolean;
  searchResultId: number;
  searchResultType: SuggestionResultType;
  districtId: number;
  hasBalcony: boolean;
  hasGarden: boolean;
  hasMaidRoom: boolean;
  hasOutdoorSpace: boolean;
  hasParking: boolean;
  hasTerrace: boolean;
  isMap: boolean;
  geoString: string;
  zoomLevel: number;
  mapDetailsType: MapAggregationLevel;
  userSearchSetId?: number;
  notificationId?: number;
  notificationEnabled?: boolean;
  notificationFrequency?: number;
  searchSetIds?: number[];
  pageSize?: number;
};

export const commaList = (text: string): number[] =>
  text
    .split(",")
    .map((s) => Number(s.trim()))
    .filter((n) => Number.isSafeInteger(n) && n > 0);

/** A custom range only when min or max is non-zero; a max of 0 becomes -1. */
function restoreRange(min: number, max: number, scale: number): { min: number; max: number } {
  if (min === 0 && max === 0) return { min: 0, max: -1 };
  // Rounded: units of 10000 may carry four decimals (e.g. 0.0001 → 1 dollar).
  const up = (n: number) => Math.round(n * scale * 1e4) / 1e4;
  return { min: up(Math.max(0, min)), max: max <= 0 ? -1 : up(max) };
}

/** Rebuilds the filter; districtOptions is the picker's region/district tree. */
export function filterFromSavedSearch(set: SavedSearchSet, districtOptions: readonly DistrictOption[]): FilterState {
  const isSale = set.listingTypeId !== LISTING_PURPOSE.Rent;
  const price = restoreRange(set.priceMin, set.priceMax, isSale ? SALE_PRICE_UNIT : 1);
  const size = restoreRange(set.sizeMin, set.sizeMax, 1);
  const districtIds = commaList(set.district);
  const layouts = normaliseLayouts(commaList(set.layout));
  return {
    ...FILTER_PANEL_DEFAULTS,
    mode: isSale ? "sale" : "rent",
    keyword: set.keyword,
    currencyId: isCurrencyId(set.currencyId) ? set.currencyId : DEFAULT_CURRENCY_ID,
    view: set.isMap ? "map" : "grid",
    districtIds,
    regionIds: regionsFullySelected(districtOptions, districtIds),
    layouts,
    layoutSectionOpen: layouts.length > 0,
    priceMin: price.min,
    priceMax: price.max,
    sizeType: set.sizeType,
    sizeMin: size.min,
    sizeMax: size.max,
    bed: bedFromRange(set.bedroomMin, set.bedroomMax),
    amenities: amenityIdsFromFlags(set),
    sortKey: sortOptionFor({ sortBy: set.sortBy, orderBy: set.orderBy }).key,
  };
}

export type SaveSetContext = {
  name: string;
  languageId: number;
  searchResultId: number;
  searchResultType: SuggestionResultType;
  searchSaveSetType?: SavedSearchType;
  districtId?: number;
  geoString?: string;
  zoomLevel?: number;
  mapDetailsType?: MapAggregationLevel;
};

/** The set sent to save a search: isCustomName is always true; no type means Search. */
export function saveSetFromFilter(filter: FilterState, ctx: SaveSetContext): SavedSearchSet {
  const isSale = filter.mode === "sale";
  const price = (n: number) => (isSale ? salePriceToQuery(n) : n);
  const beds = bedToRange(filter.bed);
  const sort = sortOptionByKey(filter.sortKey);
  return {
    name: ctx.name,
    currencyId: filter.currencyId,
    languageId: ctx.languageId,
    listingTypeId: isSale ? LISTING_PURPOSE.Sale : LISTING_PURPOSE.Rent,
    layout: filter.layouts.join(","),
    area: "",
    district: filter.districtIds.join(","),
    keyword: filter.keyword,
    priceMin: price(filter.priceMin),
    priceMax: maxForServer(price(filter.priceMax)),
    sizeType: filter.sizeType,
    sizeMin: filter.sizeMin,
    sizeMax: maxForServer(filter.sizeMax),
    bedroomMin: beds.min,
    bedroomMax: beds.max,
    orderBy: sort.orderBy,
    sortBy: sort.sortBy,
    searchSaveSetType: ctx.searchSaveSetType ?? SAVED_SEARCH_TYPE.Search,
    isCustomName: true,
    searchResultId: ctx.searchResultId,
    searchResultType: ctx.searchResultType,
    districtId: ctx.districtId ?? 0,
    hasBalcony: false,
    hasGarden: false,
    hasMaidRoom: filter.amenities.includes(2),
    hasOutdoorSpace: filter.amenities.includes(3),
    hasParking: filter.amenities.includes(1),
    hasTerrace: false,
    isMap: filter.view === "map",
    geoString: ctx.geoString ?? "",
    zoomLevel: ctx.zoomLevel ?? 0,
    mapDetailsType: ctx.mapDetailsType ?? DEFAULT_MAP_DETAILS_TYPE,
  };
}
