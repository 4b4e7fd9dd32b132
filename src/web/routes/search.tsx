import { lazy } from "react";
import { redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/search.ts";
import { requestContext } from "../app-context.ts";
import { buildSearchPath, canonicalSearchPath } from "../../domain/search/url.ts";
import type { SearchQuery } from "../../domain/search/query.ts";
import type { TreeRegion } from "../../server/services/places/district-tree.ts";
import { searchSpecOfQuery } from "../../domain/search/search-spec.ts";
import { placeTreeJson } from "../features/search/places.server.ts";
import { mapPlaceOf } from "../features/search/map-place.server.ts";
import { searchTrailPlaces } from "../features/search/search-trail.server.ts";
import { formSearchPath } from "../features/search/form-search-path.ts";
import { SearchPage } from "../features/search/search-page.tsx";
import type { SearchPageData } from "../features/search/search-data.ts";
import { cardsToJson } from "../lib/cards-json.ts";
import { PanelMessages } from "../i18n/panel-messages.tsx";

/** Every URL of the search grammar: malformed → 404, non-canonical → 301 to the canonical path. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<SearchPageData> {
  const url = new URL(request.url);
  // Client navigations fetch "<path>.data"; the grammar is about the page path.
  const pathname = url.pathname.replace(/\.data$/, "");
  // The home search form before hydration: ?purpose=&keyword= becomes the search URL.
  const keyword = url.searchParams.get("keyword");
  if (keyword !== null) throw redirect(formSearchPath(pathname, keyword, url.searchParams.get("purpose")), 303);
  // The query string may name a picked place (searchResultType, searchResultId).
  const parsed = canonicalSearchPath(pathname + url.search);
  if (!parsed.ok) throw new Response(null, { status: 404 });
  if (parsed.redirect) throw redirect(parsed.path, 301);
  const { services, currencyId, mapTileUrl } = context.get(requestContext);
  const query = parsed.query;
  const { spec, presentation } = searchSpecOfQuery(query);
  const [result, places, tree, mapPlace, trail] = await Promise.all([
    services.search.search(spec, { ...presentation, currencyId }),
    placeTreeJson(services, query.languageId),
    services.places.districtTree(query.languageId),
    mapPlaceOf(services, query),
    searchTrailPlaces(services, query),
  ]);
  // A place that does not exist is not a page; a page past the end is the last one.
  if (!placesExist(query, tree)) throw new Response(null, { status: 404 });
  const lastPage = Math.max(1, result.pager.totalPages);
  if (query.pageNumber > lastPage) throw redirect(buildSearchPath({ ...query, pageNumber: lastPage }), 302);
  return {
    query,
    path: parsed.path,
    pager: result.pager,
    properties: cardsToJson(result.properties),
    places,
    currencyId,
    mapPlace,
    trail,
    mapTileUrl: query.isMap ? (mapTileUrl ?? null) : null,
  };
}

function placesExist(query: SearchQuery, tree: readonly TreeRegion[]): boolean {
  const districts = new Set(tree.flatMap((region) => region.districts.map((d) => d.id)));
  // An area is named by its area id or its region id (see regionIdFromAreaId).
  const areas = new Set(tree.flatMap((region) => [region.id, region.areaId]));
  return query.district.every((id) => districts.has(id)) && query.area.every((id) => areas.has(id));
}

// The map and Leaflet load when the map view is first shown; the grid needs neither.
const loadMapArea = () => import("../features/map/map-area.tsx");
const MapArea = lazy(() => loadMapArea().then((m) => ({ default: m.MapArea })));

export default function Search() {
  const data = useLoaderData<typeof loader>();
  return (
    <SearchPage
      data={data}
      map={({ purpose, list }) => (
        <PanelMessages part="search-panels" load={loadMapArea}>
          <MapArea data={data} purpose={purpose} list={list} />
        </PanelMessages>
      )}
    />
  );
}
