// searchFilters plus the one asynchronous step: a free keyword becomes the
// ids of the buildings it names.
import { searchFilters, type SearchFilterRequest, type SearchFilters } from "./search-filters.ts";
import type { KeywordBuildings } from "./keyword-buildings.ts";

export async function resolveSearchFilters(request: SearchFilterRequest, keywords: KeywordBuildings): Promise<SearchFilters> {
  const filters = searchFilters(request);
  const place = filters.place;
  if (place?.kind !== "keyword") return filters;
  return { ...filters, place: { ...place, buildingIds: await keywords.resolve(place.text) } };
}
