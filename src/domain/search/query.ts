// The search query (what a results page shows) with its URL-state
// defaults and normalisation.
//
// Units: sale prices are held in units of 10000 (as the server takes them),
// rent prices in dollars; an unlimited max is -1 here and 0 on the wire
// (see toSearchRequest). Area, district and layout are arrays here and comma
// lists on the wire.
import type { CurrencyId } from "../money/currency.ts";
import { DEFAULT_CURRENCY_ID, isCurrencyId } from "../money/currency.ts";
import type { ListingPurpose } from "../listing/purpose.ts";
import { LISTING_PURPOSE, isListingPurpose } from "../listing/purpose.ts";
import type { LayoutId } from "../listing/layouts.ts";
import { normaliseLayouts } from "../listing/layouts.ts";
import type { SizeType } from "../money/size.ts";
import { DEFAULT_SIZE_TYPE, isSizeType } from "../money/size.ts";
import type { IconType, MapAggregationLevel, SavedSearchType, SortOrder, SuggestionResultType } from "../listing/enums.ts";
import {
  DEFAULT_MAP_DETAILS_TYPE,
  ICON_TYPE,
  MAP_AGGREGATION_LEVELS,
  SAVED_SEARCH_TYPE,
  SUGGESTION_RESULT_TYPE,
  SUGGESTION_RESULT_TYPES,
} from "../listing/enums.ts";
import type { SortField } from "./sort.ts";
import { DEFAULT_SORT, SORT_FIELDS } from "./sort.ts";
import { BEDROOM_MAX } from "../money/presets.ts";
import { buildGeoString, parseGeoString } from "../map/geo-string.ts";
import { MAP_LIMITS } from "../map/constants.ts";
import { normaliseBedrooms, normaliseRange } from "./ranges.ts";

export type SearchQuery = {
  languageId: number;
  districtName: string;
  keyword: string;
  layout: LayoutId[];
  currencyId: CurrencyId;
  listingTypeId: ListingPurpose;
  area: number[];
  district: number[];
  priceMin: number;
  priceMax: number;
  sizeType: SizeType;
  sizeMin: number;
  sizeMax: number;
  bedroomMin: number;
  bedroomMax: number;
  pageNumber: number;
  pageSize: number;
  searchSaveSetType: SavedSearchType;
  searchResultId: number;
  searchResultType: SuggestionResultType;
  sortBy: SortField;
  orderBy: SortOrder;
  hasParking: boolean;
  hasMaidRoom: boolean;
  hasOutdoorSpace: boolean;
  iconType: IconType;
  isMap: boolean;
  geoString: string;
  zoomLevel: number;
  expandInMetres: number;
  mapDetailsType: MapAggregationLevel;
};

export const PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/** Caps keep every amount writable as plain digits in a URL. */
export const MAX_SALE_UNITS = 1e8;
export const MAX_RENT_PRICE = 1e12;
export const MAX_SIZE = 1e9;

export const DEFAULT_SEARCH_QUERY: Readonly<SearchQuery> = {
  languageId: 1,
  districtName: "",
  keyword: "",
  layout: [],
  currencyId: DEFAULT_CURRENCY_ID,
  listingTypeId: LISTING_PURPOSE.Sale,
  area: [],
  district: [],
  priceMin: 0,
  priceMax: -1,
  sizeType: DEFAULT_SIZE_TYPE,
  sizeMin: 0,
  sizeMax: -1,
  bedroomMin: 0,
  bedroomMax: BEDROOM_MAX,
  pageNumber: 1,
  pageSize: PAGE_SIZE,
  searchSaveSetType: SAVED_SEARCH_TYPE.Search,
  searchResultId: 0,
  searchResultType: SUGGESTION_RESULT_TYPE.keyword,
  sortBy: DEFAULT_SORT.sortBy,
  orderBy: DEFAULT_SORT.orderBy,
  hasParking: false,
  hasMaidRoom: false,
  hasOutdoorSpace: false,
  iconType: ICON_TYPE.None,
  isMap: false,
  geoString: "",
  zoomLevel: 0,
  expandInMetres: 0,
  mapDetailsType: DEFAULT_MAP_DETAILS_TYPE,
};

export function createSearchQuery(overrides: Partial<SearchQuery> = {}): SearchQuery {
  return normaliseSearchQuery({ ...DEFAULT_SEARCH_QUERY, ...overrides });
}

function ids(list: readonly number[]): number[] {
  return [...new Set(list.filter((n) => Number.isSafeInteger(n) && n > 0))].sort((a, b) => a - b);
}

/** No zoom (0), or a map zoom within the map's limits (11–21). */
function zoomLevelOf(value: number): number {
  const level = int(value, 0, MAP_LIMITS.maxZoom, 0);
  return level === 0 ? 0 : Math.max(MAP_LIMITS.minZoom, level);
}

function int(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

function text(value: string): string {
  return value.toWellFormed().trim();
}

/** One representation per meaning; every rule is documented in the README. */
export function normaliseSearchQuery(q: SearchQuery): SearchQuery {
  const isSale = q.listingTypeId !== LISTING_PURPOSE.Rent;
  const price = isSale
    ? normaliseRange(q.priceMin, q.priceMax, MAX_SALE_UNITS, 4)
    : normaliseRange(q.priceMin, q.priceMax, MAX_RENT_PRICE, 0);
  const size = normaliseRange(q.sizeMin, q.sizeMax, MAX_SIZE, 0);
  const beds = normaliseBedrooms(q.bedroomMin, q.bedroomMax);
  const geo = parseGeoString(q.geoString);
  const keyword = text(q.keyword);
  return {
    ...q,
    languageId: q.languageId >= 1 && q.languageId <= 3 ? Math.trunc(q.languageId) : 1,
    districtName: text(q.districtName),
    keyword,
    layout: normaliseLayouts(q.layout),
    currencyId: isCurrencyId(q.currencyId) ? q.currencyId : DEFAULT_CURRENCY_ID,
    listingTypeId: isListingPurpose(q.listingTypeId) ? q.listingTypeId : LISTING_PURPOSE.Sale,
    area: ids(q.area),
    district: ids(q.district),
    priceMin: price.min,
    priceMax: price.max,
    sizeType: isSizeType(q.sizeType) ? q.sizeType : DEFAULT_SIZE_TYPE,
    sizeMin: size.min,
    sizeMax: size.max,
    bedroomMin: beds.min,
    bedroomMax: beds.max,
    pageNumber: int(q.pageNumber, 1, Number.MAX_SAFE_INTEGER, 1),
    pageSize: int(q.pageSize, 1, MAX_PAGE_SIZE, PAGE_SIZE),
    searchResultType: SUGGESTION_RESULT_TYPES.includes(q.searchResultType) ? q.searchResultType : SUGGESTION_RESULT_TYPE.keyword,
    sortBy: SORT_FIELDS.includes(q.sortBy) ? q.sortBy : DEFAULT_SORT.sortBy,
    orderBy: q.orderBy === "asc" ? "asc" : "desc",
    iconType: Object.values(ICON_TYPE).includes(q.iconType) ? q.iconType : ICON_TYPE.None,
    geoString: geo ? buildGeoString(geo.rect) : "",
    zoomLevel: zoomLevelOf(q.zoomLevel),
    mapDetailsType: MAP_AGGREGATION_LEVELS.includes(q.mapDetailsType) ? q.mapDetailsType : DEFAULT_MAP_DETAILS_TYPE,
  };
}
