// Puts a point on land, inside its locality, near a wanted spot.
import type { District } from "./reference.ts";
import { distanceKm, isOnLand, offsetKm } from "./geo.ts";
import type { Random } from "./random.ts";

/**
 * A point within `maxKm` of (lat, lng) that is on land and within the
 * locality's radius; falls back to the origin itself (which callers choose on
 * land) when the neighbourhood is mostly water.
 */
export function placeNear(
  random: Random,
  origin: { lat: number; lng: number },
  maxKm: number,
  district: District,
): { lat: number; lng: number } {
  for (let attempt = 0; attempt < 60; attempt++) {
    // sqrt keeps points uniform over the disc instead of bunching at the centre.
    const km = maxKm * Math.sqrt(random.next());
    const p = offsetKm(origin.lat, origin.lng, km, random.float(0, 2 * Math.PI));
    if (isOnLand(p.lat, p.lng) && distanceKm(p.lat, p.lng, district.lat, district.lng) <= district.radiusKm) {
      return { lat: round6(p.lat), lng: round6(p.lng) };
    }
  }
  return { lat: origin.lat, lng: origin.lng };
}

const round6 = (x: number): number => Math.round(x * 1e6) / 1e6;
