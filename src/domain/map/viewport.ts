// The cached viewport is the visible one extended by one fifth on each side,
// so small pans stay inside it and need no new pin request.
import type { GeoRect, LatLng } from "./geo-string.ts";

export const VIEWPORT_EXTENSION = 1 / 5;

export function extendViewport(rect: GeoRect, fraction = VIEWPORT_EXTENSION): GeoRect {
  const dLat = (rect.ne.lat - rect.sw.lat) * fraction;
  const dLng = (rect.ne.lng - rect.sw.lng) * fraction;
  return {
    ne: { lat: Math.min(90, rect.ne.lat + dLat), lng: rect.ne.lng + dLng },
    sw: { lat: Math.max(-90, rect.sw.lat - dLat), lng: rect.sw.lng - dLng },
  };
}

export function containsPoint(rect: GeoRect, p: LatLng): boolean {
  return p.lat <= rect.ne.lat && p.lat >= rect.sw.lat && p.lng <= rect.ne.lng && p.lng >= rect.sw.lng;
}

export function containsRect(outer: GeoRect, inner: GeoRect): boolean {
  return containsPoint(outer, inner.ne) && containsPoint(outer, inner.sw);
}

/** The smallest rectangle around the points, or null for none. */
export function boundsOf(points: Iterable<LatLng>): GeoRect | null {
  let rect: GeoRect | null = null;
  for (const p of points) {
    if (!rect) rect = { ne: { ...p }, sw: { ...p } };
    else {
      rect.ne = { lat: Math.max(rect.ne.lat, p.lat), lng: Math.max(rect.ne.lng, p.lng) };
      rect.sw = { lat: Math.min(rect.sw.lat, p.lat), lng: Math.min(rect.sw.lng, p.lng) };
    }
  }
  return rect;
}
