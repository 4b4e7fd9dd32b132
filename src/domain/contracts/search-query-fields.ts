// Field rules of the search query on the wire: comma lists
// of ids, amounts non-negative, a max of -1 or 0 meaning no limit.
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { DEFAULT_SEARCH_QUERY, MAX_PAGE_SIZE, PAGE_SIZE } from "../search/query.ts";
import { MAX_SORT_NUMBER, SORT_NAMES } from "../search/sort.ts";
import { MAP_AGGREGATION_LEVELS, SUGGESTION_RESULT_TYPES } from "../listing/enums.ts";
import { SIZE_TYPES } from "../money/size.ts";
import { BEDROOM_MAX } from "../money/presets.ts";
import { parseGeoString } from "../map/geo-string.ts";
import { MAP_LIMITS } from "../map/constants.ts";

const d = DEFAULT_SEARCH_QUERY;
const commaIds = z
  .string()
  .max(2000)
  .regex(/^(\d{1,9}(,\d{1,9})*)?$/, "comma list of ids");
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const literals = <T extends number>(values: readonly T[]) =>
  z.number().refine((n): n is T => (values as readonly number[]).includes(n), { error: "unknown value" });
const amountMin = z.number().finite().min(0).max(1e12);
const amountMax = z.number().finite().min(-1).max(1e12);

export const searchResultTypeSchema = literals(SUGGESTION_RESULT_TYPES);
export const listingTypeIdSchema = literals([1, 2, 3, 4] as const);
export const currencyIdSchema = literals([1, 2, 3, 4, 5] as const);

export const searchQueryFields = {
  languageId: int(0, 3).default(d.languageId),
  districtName: safeString(100).default(""),
  keyword: safeString(100).default(""),
  layout: commaIds.default(""),
  currencyId: currencyIdSchema.default(d.currencyId),
  listingTypeId: listingTypeIdSchema.default(d.listingTypeId),
  area: commaIds.default(""),
  district: commaIds.default(""),
  priceMin: amountMin.default(0),
  priceMax: amountMax.default(0),
  sizeType: z.enum(SIZE_TYPES).default(d.sizeType),
  sizeMin: amountMin.default(0),
  sizeMax: amountMax.default(0),
  bedroomMin: int(0, BEDROOM_MAX).default(0),
  bedroomMax: int(0, BEDROOM_MAX).default(BEDROOM_MAX),
  pageNumber: int(1, 100_000).default(1),
  pageSize: int(1, MAX_PAGE_SIZE).default(PAGE_SIZE),
  searchSaveSetType: literals([1, 2, 3, 4, 5] as const).default(d.searchSaveSetType),
  searchResultId: int(-1, 2 ** 31 - 1).default(0),
  searchResultType: searchResultTypeSchema.default(d.searchResultType),
  // A name of either naming set, or a server sort number 0–11 (which also
  // gives the direction); resolved to one field by the request schema.
  sortBy: z.union([z.enum(SORT_NAMES), int(0, MAX_SORT_NUMBER)]).default(d.sortBy),
  orderBy: z.enum(["asc", "desc"]).default(d.orderBy),
  hasParking: z.boolean().default(false),
  hasMaidRoom: z.boolean().default(false),
  hasOutdoorSpace: z.boolean().default(false),
  iconType: literals([0, 1, 2, 3, 4] as const).default(d.iconType),
  isMap: z.boolean().default(false),
  geoString: safeString(100)
    .refine((s) => s === "" || parseGeoString(s) !== null, { error: "invalid geo string" })
    .default(""),
  zoomLevel: int(0, MAP_LIMITS.maxZoom).default(0),
  expandInMetres: int(0, 100_000).default(0),
  mapDetailsType: z.enum(MAP_AGGREGATION_LEVELS).default(d.mapDetailsType),
};

type Ranged = {
  priceMin?: number;
  priceMax?: number;
  sizeMin?: number;
  sizeMax?: number;
  bedroomMin?: number;
  bedroomMax?: number;
};

/** Rejects a reversed range when both ends are set (a max of -1/0 is "no limit"). */
export function checkRanges(value: Ranged, ctx: z.RefinementCtx): void {
  const pairs = [
    ["priceMin", "priceMax", 0],
    ["sizeMin", "sizeMax", 0],
    ["bedroomMin", "bedroomMax", -1],
  ] as const;
  for (const [lo, hi, unlimitedAtOrBelow] of pairs) {
    const min = value[lo] ?? 0;
    const max = value[hi] ?? 0;
    if (max > unlimitedAtOrBelow && min > max) {
      ctx.addIssue({ code: "custom", path: [lo], message: `${lo} is above ${hi}` });
    }
  }
}
