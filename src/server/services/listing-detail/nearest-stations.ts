// The MTR stations nearest a point. The hundred-odd stations are reference
// data, read once a minute at most (kept by listing-detail-service.ts) and measured in
// memory, where a query per listing page cost a round trip.
import type { StationRow } from "../../db/listings/listing-detail-queries.ts";

/** Stations farther than this in latitude or longitude (~3 km) are not "nearby". */
const BOX_DEGREES = 0.03;
const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points by the equirectangular approximation, exact enough within a few kilometres. */
export function metresBetween(lat: number, lng: number, toLat: number, toLng: number): number {
  const dLat = radians(toLat - lat);
  const dLng = radians(toLng - lng) * Math.cos(radians(lat));
  return EARTH_RADIUS_M * Math.sqrt(dLat * dLat + dLng * dLng);
}

/** Up to `limit` stations within the box around the point, nearest first. */
export function nearestStations(
  stations: readonly StationRow[],
  lat: number,
  lng: number,
  limit: number,
): (StationRow & { metres: number })[] {
  return stations
    .filter((s) => Math.abs(s.lat - lat) <= BOX_DEGREES && Math.abs(s.lng - lng) <= BOX_DEGREES)
    .map((s) => ({ ...s, metres: metresBetween(lat, lng, s.lat, s.lng) }))
    .sort((a, b) => a.metres - b.metres)
    .slice(0, limit);
}
