// The one asynchronous step of a search's filters: a free keyword becomes
// the ids of the buildings it names.
import type { SearchFilters } from "../../../domain/search/search-filters.ts";
import type { KeywordBuildings } from "./keyword-buildings.ts";

export async function resolveSearchFilters(filters: SearchFilters, keywords: KeywordBuildings): Promise<SearchFilters> {
  const place = filters.place;
  if (place?.kind !== "keyword") return filters;
  return { ...filters, place: { ...place, buildingIds: await keywords.resolve(place.text) } };
}
