// Merging newly fetched pins into the ones on the map:
// district and area layers keep the pin with the highest value at a
// position; other layers let the new pin replace the old one.
import type { PinLayer } from "./zoom-layer.ts";

export type MapPin = {
  lat: number;
  lng: number;
  type: string;
  value: number;
  count: number;
  popupActive?: boolean;
  noCluster?: boolean;
  isCluster?: boolean;
};

const key = (p: MapPin) => `${String(p.lat)},${String(p.lng)}`;

export function mergePins(current: readonly MapPin[], incoming: readonly MapPin[], layer: PinLayer): MapPin[] {
  const keepHighest = layer === "DISTRICT" || layer === "AREA";
  const byPosition = new Map<string, MapPin>();
  for (const pin of current) byPosition.set(key(pin), pin);
  for (const pin of incoming) {
    const existing = byPosition.get(key(pin));
    if (keepHighest && existing && existing.value >= pin.value) continue;
    byPosition.set(key(pin), pin);
  }
  return [...byPosition.values()];
}
