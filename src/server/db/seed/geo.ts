// Geometry on the committed base map: is a point on Hong Kong's land, and how
// far apart two points are. Used by the generator (to place buildings on land)
// and by its tests (to prove that it did).
import land from "../../../../data/hk-land.geo.json" with { type: "json" };

type Ring = number[][];
type Polygon = Ring[];

const polygons = (land.features[0]?.geometry.coordinates ?? []) as Polygon[];

function insideRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** True when the point is on land: inside an outer ring and in none of its holes (reservoirs). */
export function isOnLand(lat: number, lng: number): boolean {
  return polygons.some(([outer, ...holes]) => !!outer && insideRing(lng, lat, outer) && !holes.some((h) => insideRing(lng, lat, h)));
}

const EARTH_KM = 6371;

export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const toRad = Math.PI / 180;
  const dLat = (lat2 - lat1) * toRad;
  const dLng = (lng2 - lng1) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * toRad) * Math.cos(lat2 * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.sqrt(h));
}

/** A point `km` away from (lat, lng) on the given bearing (radians); flat-earth is fine at this scale. */
export function offsetKm(lat: number, lng: number, km: number, bearing: number): { lat: number; lng: number } {
  const dLat = (km * Math.cos(bearing)) / 111.32;
  const dLng = (km * Math.sin(bearing)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return { lat: lat + dLat, lng: lng + dLng };
}
