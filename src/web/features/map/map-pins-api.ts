// POST /api/property/mappins: the search query (without its own rectangle)
// plus the fetch area and zoom.
import type { SearchQuery } from "../../../domain/search/query.ts";
import type { GeoRect } from "../../../domain/map/geo-string.ts";
import { convertFromHkd, convertToHkd, type CurrencyId } from "../../../domain/money/currency.ts";
import { toSearchRequest } from "../../../domain/search/request.ts";
import type { BaseLayer, MapPinsResult } from "../../../server/services/map-pins/map-pins-service.ts";
import { postJson } from "../../lib/post-json.ts";

export type { MapPinsResult };
export type ServerPin = MapPinsResult["pins"][number];

/**
 * The filters only (moving, zooming or paging the map does not change them).
 * The request's currency also prices the pins, so a price filter is restated
 * in the visitor's currency.
 */
export function pinFilterRequest(query: SearchQuery, currencyId: CurrencyId) {
  const ratio = convertFromHkd(convertToHkd(1, query.currencyId), currencyId);
  const restated = {
    ...query,
    priceMin: query.priceMin * ratio,
    priceMax: query.priceMax > 0 ? query.priceMax * ratio : query.priceMax,
    currencyId,
  };
  const {
    pageNumber: _p,
    pageSize: _s,
    sortBy: _b,
    orderBy: _o,
    ...rest
  } = toSearchRequest({ ...restated, geoString: "", zoomLevel: 0, isMap: true, pageNumber: 1 });
  return rest;
}

export function fetchPins(
  filters: ReturnType<typeof pinFilterRequest>,
  area: GeoRect,
  zoom: number,
  signal: AbortSignal,
): Promise<MapPinsResult> {
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  const bounds = {
    ne: { lat: round(Math.min(90, area.ne.lat)), lng: round(Math.min(180, area.ne.lng)) },
    sw: { lat: round(Math.max(-90, area.sw.lat)), lng: round(Math.max(-180, area.sw.lng)) },
  };
  return postJson<MapPinsResult>("/api/property/mappins", { ...filters, bounds, zoom: Math.round(zoom) }, signal);
}

/** The offline base layer's places and MTR network, named in the language (cached by the browser for a day). */
export async function fetchBaseLayer(languageId: number, signal: AbortSignal): Promise<BaseLayer> {
  const response = await fetch(`/api/map/baselayer?languageId=${String(languageId)}`, { signal });
  if (!response.ok) throw new Error(`base layer: HTTP ${String(response.status)}`);
  return (await response.json()) as BaseLayer;
}
