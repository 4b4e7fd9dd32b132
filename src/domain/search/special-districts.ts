// Special-district results (suggestion type 99): two fixed district sets,
// type 1 and type 2, searched as `localityarea-d…`. The district ids are
// reference data, so callers pass them in.
import { SUGGESTION_RESULT_TYPE } from "../listing/enums.ts";
import type { SearchQuery } from "./query.ts";
import { normaliseSearchQuery } from "./query.ts";

export type SpecialDistrictType = 1 | 2;
export type SpecialDistrictConfig = Readonly<Record<SpecialDistrictType, readonly number[]>>;

/** The query for a special-district suggestion: its districts, nothing else of place. */
export function specialDistrictQuery(type: SpecialDistrictType, config: SpecialDistrictConfig, base: SearchQuery): SearchQuery {
  return normaliseSearchQuery({
    ...base,
    area: [],
    district: [...config[type]],
    districtName: "",
    keyword: "",
    searchResultType: SUGGESTION_RESULT_TYPE.specialDistrict,
    searchResultId: type,
    pageNumber: 1,
  });
}

/** Which special set a query's districts are exactly, if any (order-insensitive). */
export function detectSpecialDistrict(query: SearchQuery, config: SpecialDistrictConfig): SpecialDistrictType | null {
  if (query.area.length > 0 || query.districtName !== "") return null;
  const mine = [...new Set(query.district)].sort((a, b) => a - b).join(",");
  for (const type of [1, 2] as const) {
    const theirs = [...new Set(config[type])].sort((a, b) => a - b).join(",");
    if (theirs !== "" && mine === theirs) return type;
  }
  return null;
}
