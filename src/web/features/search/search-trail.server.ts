import type { PortalServices } from "../../../server/modules/registry.ts";
import type { SearchQuery } from "../../../domain/search/query.ts";
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import { languageCodeFromId } from "../../../domain/i18n/languages.ts";
import { nameIn } from "../../lib/localized-name.ts";
import type { SearchTrailPlaces } from "../../lib/search-trail.ts";

const T = SUGGESTION_RESULT_TYPE;
const PLACE_KIND = { [T.building]: "building", [T.block]: "block", [T.estate]: "estate", [T.phase]: "phase" } as const;

/**
 * The district and the place a search is about, for its breadcrumbs: a place
 * picked by its id (a building, block, estate or phase) with the district it
 * stands in, or the one district the search is limited to; neither otherwise.
 */
export async function searchTrailPlaces(
  services: Pick<PortalServices, "pages" | "places">,
  query: SearchQuery,
): Promise<SearchTrailPlaces> {
  const kind = PLACE_KIND[query.searchResultType as keyof typeof PLACE_KIND];
  if (kind && query.searchResultId > 0 && query.keyword) {
    const trail = await services.pages.trail(kind, query.searchResultId);
    if (trail) {
      const district = { id: trail.district.id, name: nameIn(trail.district.names, languageCodeFromId(query.languageId)) };
      return { district, place: { kind, id: query.searchResultId, name: query.keyword } };
    }
  }
  const only = query.area.length === 0 && query.district.length === 1 ? query.district[0] : undefined;
  if (only === undefined) return { district: null, place: null };
  const tree = await services.places.districtTree(query.languageId);
  const district = tree.flatMap((region) => region.districts).find((d) => d.id === only);
  return { district: district ? { id: district.id, name: district.name } : null, place: null };
}
