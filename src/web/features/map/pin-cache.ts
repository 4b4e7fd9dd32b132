// Pins are fetched for the viewport extended by one fifth per side; a move
// that stays inside that area at the same zoom needs no new request.
import type { GeoRect } from "../../../domain/map/geo-string.ts";
import { containsRect, extendViewport } from "../../../domain/map/viewport.ts";

export type PinFetch = { key: string; zoom: number; area: GeoRect };

export function needsFetch(last: PinFetch | null, key: string, zoom: number, view: GeoRect): boolean {
  return !last || last.key !== key || last.zoom !== zoom || !containsRect(last.area, view);
}

export function fetchArea(view: GeoRect): GeoRect {
  return extendViewport(view);
}
