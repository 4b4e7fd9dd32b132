// Filter state → the next search query and its URL, with the rules the
// domain's filterToQuery leaves to the page: a typed keyword is a plain
// keyword search, a fully ticked region is written as its area, and a new
// purpose starts with no price (sale and rent prices mean different things).
import type { FilterState } from "../../../domain/search/filter-state.ts";
import type { SearchQuery } from "../../../domain/search/query.ts";
import { filterToQuery } from "../../../domain/search/filter-to-query.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { splitPlaces, type PlaceTree } from "./place-tree.ts";

export function nextQuery(filter: FilterState, base: SearchQuery, tree: PlaceTree): SearchQuery {
  const typed = filter.keyword.trim();
  const keywordChanged = typed !== (base.keyword || base.districtName);
  const modeChanged = (filter.mode === "sale") !== (base.listingTypeId !== LISTING_PURPOSE.Rent);
  const places = splitPlaces(tree, filter.districtIds);
  const from: SearchQuery = keywordChanged
    ? { ...base, districtName: "", searchResultType: SUGGESTION_RESULT_TYPE.keyword, searchResultId: 0 }
    : base;
  const query = filterToQuery(
    { ...filter, keyword: keywordChanged ? typed : base.keyword, ...(modeChanged ? { priceMin: 0, priceMax: -1 } : {}) },
    { ...from, area: places.area },
  );
  // Leaving the map leaves its rectangle behind.
  const map = filter.view === "map" ? {} : { geoString: "", zoomLevel: 0 };
  return { ...query, ...map, district: places.district };
}

export function nextSearchPath(filter: FilterState, base: SearchQuery, tree: PlaceTree): string {
  return buildSearchPath(nextQuery(filter, base, tree));
}
