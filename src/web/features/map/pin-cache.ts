// Pins are fetched for the viewport extended by one fifth per side; a move
// that stays inside that area at the same zoom needs no new request.
import type { GeoRect } from "../../../domain/map/geo-string.ts";
import { containsRect, extendViewport } from "../../../domain/map/viewport.ts";
import type { ServerPin } from "./map-pins-api.ts";

export type PinFetch = { key: string; zoom: number; area: GeoRect };

export function needsFetch(last: PinFetch | null, key: string, zoom: number, view: GeoRect): boolean {
  return !last || last.key !== key || last.zoom !== zoom || !containsRect(last.area, view);
}

export function fetchArea(view: GeoRect): GeoRect {
  return extendViewport(view);
}

/**
 * Pins of a new request merged into those already fetched at the same layer
 * (spec: the district and area layers keep the highest value of a place;
 * the other layers replace a pin by its position), so panning keeps what was
 * shown rather than replacing every pin. A listing is known by its id: the
 * listings of one building share its position, and each keeps its pin.
 */
export function mergePins(kept: readonly ServerPin[], fresh: readonly ServerPin[]): ServerPin[] {
  const merged = new Map<string, ServerPin>();
  const keyOf = (p: ServerPin) =>
    p.type === "district" || p.type === "area" || p.type === "property" ? `${p.type}:${String(p.id)}` : `${p.lat},${p.lng}`;
  for (const pin of kept) merged.set(keyOf(pin), pin);
  for (const pin of fresh) {
    const key = keyOf(pin);
    const old = merged.get(key);
    const byValue = pin.type === "district" || pin.type === "area";
    merged.set(key, byValue && old && (old.value ?? -Infinity) > (pin.value ?? -Infinity) ? old : pin);
  }
  return [...merged.values()];
}
