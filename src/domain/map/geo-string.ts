// Geo string (a rectangle drawn on the map, in a search query):
// `{prefix}-{neLat}~{neLng}_{swLat}~{swLng}`.
// Coordinates are written with at most 6 decimals (about 0.1 m), so the text
// never uses exponent notation and parse(build(x)) is exact.
import { roundTo } from "../money/number-text.ts";

export type LatLng = { lat: number; lng: number };
export type GeoRect = { ne: LatLng; sw: LatLng };

export const GEO_RECT_PREFIX = "rect";
const NUM = "(-?\\d+(?:\\.\\d+)?)";
const GEO = new RegExp(`^([a-z][a-z0-9]*)-${NUM}~${NUM}_${NUM}~${NUM}$`, "i");

export function roundCoordinate(value: number): number {
  return roundTo(value, 6);
}

function validPoint(p: LatLng): boolean {
  return Number.isFinite(p.lat) && Number.isFinite(p.lng) && Math.abs(p.lat) <= 90 && Math.abs(p.lng) <= 180;
}

export function buildGeoString(rect: GeoRect, prefix: string = GEO_RECT_PREFIX): string {
  const c = (n: number) => String(roundCoordinate(n));
  return `${prefix}-${c(rect.ne.lat)}~${c(rect.ne.lng)}_${c(rect.sw.lat)}~${c(rect.sw.lng)}`;
}

export function parseGeoString(text: string): { prefix: string; rect: GeoRect } | null {
  const m = GEO.exec(text);
  if (!m) return null;
  const [, prefix = "", neLat, neLng, swLat, swLng] = m;
  const rect = {
    ne: { lat: Number(neLat), lng: Number(neLng) },
    sw: { lat: Number(swLat), lng: Number(swLng) },
  };
  if (!validPoint(rect.ne) || !validPoint(rect.sw)) return null;
  return { prefix, rect };
}
