import type { SearchQuery } from "../../../domain/search/query.ts";
import { DEFAULT_SEARCH_QUERY } from "../../../domain/search/query.ts";
import type { DistrictOption } from "../../../domain/places/regions.ts";
import { filterFromSavedSearch, type SavedSearchSet } from "../../../domain/search/saved-search.ts";
import { buildSearchPath } from "../../../domain/search/url.ts";
import { nextQuery } from "./next-query.ts";
import type { PlaceTree } from "./place-tree.ts";

/** The picker's region/district options of the page's place tree (a region is selected when all its districts are). */
export function districtOptionsOf(tree: PlaceTree): DistrictOption[] {
  return tree.flatMap((region) => [
    { id: region.id, name: region.name, parent: null, type: 0 as const, selected: false },
    ...region.districts.map((d) => ({ id: d.id, name: d.name, parent: region.id, type: 1 as const, selected: false })),
  ]);
}

/** The results page a saved set stands for: the filter rebuilt from the set's fields, then written by the URL grammar. */
export function searchPathOfSet(set: SavedSearchSet, tree: PlaceTree, language: string): string {
  const filter = filterFromSavedSearch(set, districtOptionsOf(tree));
  const base: SearchQuery = {
    ...DEFAULT_SEARCH_QUERY,
    languageId: set.languageId,
    listingTypeId: set.listingTypeId,
    keyword: set.keyword,
    searchResultId: set.searchResultId,
    searchResultType: set.searchResultType,
    geoString: set.geoString,
    zoomLevel: set.zoomLevel,
  };
  return buildSearchPath({ ...nextQuery(filter, base, tree), languageId: { en: 1, "zh-hk": 2, "zh-cn": 3 }[language] ?? 1 });
}
