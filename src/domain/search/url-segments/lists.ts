// Places (localityarea-a1-d37), property types (property-apartment-duplex)
// and features (features-maidroom-carpark-outdoorspace).
import { LAYOUTS } from "../../listing/layouts.ts";
import type { LayoutId } from "../../listing/layouts.ts";

export function buildPlacesSegment(area: readonly number[], district: readonly number[]): string | null {
  if (area.length === 0 && district.length === 0) return null;
  return ["localityarea", ...area.map((id) => `a${String(id)}`), ...district.map((id) => `d${String(id)}`)].join("-");
}

export function parsePlacesSegment(segment: string): { area: number[]; district: number[] } | null {
  if (!/^localityarea(-[ad]\d+)+$/.test(segment)) return null;
  const area: number[] = [];
  const district: number[] = [];
  for (const part of segment.split("-").slice(1)) {
    (part.startsWith("a") ? area : district).push(Number(part.slice(1)));
  }
  return { area, district };
}

export function buildLayoutSegment(layout: readonly LayoutId[]): string | null {
  if (layout.length === 0) return null;
  return `property-${layout.map((id) => LAYOUTS.find((l) => l.id === id)?.key ?? "").join("-")}`;
}

// Longest key first so "village-house" wins over "house".
const KEYS_LONGEST_FIRST = [...LAYOUTS].sort((a, b) => b.key.length - a.key.length);

/** Null when the segment is not a property segment; "invalid" for an unknown key. */
export function parseLayoutSegment(segment: string): LayoutId[] | "invalid" | null {
  if (!segment.startsWith("property-")) return null;
  let rest = segment.slice("property-".length);
  const ids: LayoutId[] = [];
  while (rest.length > 0) {
    const hit = KEYS_LONGEST_FIRST.find((l) => rest === l.key || rest.startsWith(`${l.key}-`));
    if (!hit) return "invalid";
    ids.push(hit.id);
    rest = rest.slice(hit.key.length + 1);
  }
  return ids.length > 0 ? ids : "invalid";
}

export const FEATURE_KEYS = [
  { key: "maidroom", flag: "hasMaidRoom" },
  { key: "carpark", flag: "hasParking" },
  { key: "outdoorspace", flag: "hasOutdoorSpace" },
] as const;

export type FeatureFlags = { hasMaidRoom: boolean; hasParking: boolean; hasOutdoorSpace: boolean };

export function buildFeaturesSegment(flags: FeatureFlags): string | null {
  const keys = FEATURE_KEYS.filter((f) => flags[f.flag]).map((f) => f.key);
  return keys.length === 0 ? null : `features-${keys.join("-")}`;
}

export function parseFeaturesSegment(segment: string): FeatureFlags | "invalid" | null {
  if (!segment.startsWith("features-")) return null;
  const flags: FeatureFlags = { hasMaidRoom: false, hasParking: false, hasOutdoorSpace: false };
  for (const key of segment.slice("features-".length).split("-")) {
    const feature = FEATURE_KEYS.find((f) => f.key === key);
    if (!feature || flags[feature.flag]) return "invalid";
    flags[feature.flag] = true;
  }
  return flags;
}
