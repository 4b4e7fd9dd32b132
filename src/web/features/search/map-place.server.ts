import type { PortalServices } from "../../../server/modules/registry.ts";
import type { SearchQuery } from "../../../domain/search/query.ts";
import { mapShowsAll } from "../../../domain/map/constants.ts";
import { parseGeoString } from "../../../domain/map/geo-string.ts";
import { nearestPlace } from "../../../domain/map/nearest-place.ts";
import type { MapPlace } from "./search-heading.ts";

/**
 * The place a map view shows, for the heading: from zoom 15 the results are
 * those on the map, so "in Hong Kong" would be untrue; the locality nearest
 * the map's centre names it (as a large cluster is named), in the page's
 * language. Null when the map lists the whole search (below zoom 15, or no
 * rectangle).
 */
export async function mapPlaceOf(services: Pick<PortalServices, "mapPins">, query: SearchQuery): Promise<MapPlace | null> {
  if (query.geoString === "" || mapShowsAll(query.zoomLevel)) return null;
  const geo = parseGeoString(query.geoString);
  if (!geo) return null;
  const { ne, sw } = geo.rect;
  const layer = await services.mapPins.baseLayer(query.languageId);
  const place = nearestPlace(layer.localities, { lat: (ne.lat + sw.lat) / 2, lng: (ne.lng + sw.lng) / 2 });
  return place ? { id: place.id, name: place.name } : null;
}
