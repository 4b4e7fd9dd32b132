// Which named place a point belongs to, for labelling a map cluster with its
// district: the place whose centre is nearest (distances on a local flat
// projection, good to a few metres across Hong Kong).
import type { LatLng } from "./geo-string.ts";

/** Clusters holding at least this many listings carry their district's name. */
export const NAMED_CLUSTER_MIN = 10;

export function nearestPlace<T extends { at: readonly [number, number] }>(places: readonly T[], point: LatLng): T | null {
  const cos = Math.cos((point.lat * Math.PI) / 180);
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const place of places) {
    const dLat = place.at[0] - point.lat;
    const dLng = (place.at[1] - point.lng) * cos;
    const distance = dLat * dLat + dLng * dLng;
    if (distance < bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  return best;
}
