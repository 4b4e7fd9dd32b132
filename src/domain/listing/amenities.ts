// Amenity and show-only filter options: the id each has in a search query,
// its URL key, its English label and the flag it sets on the query.

export const AMENITIES = [
  { id: 1, key: "carpark", label: "Carpark", flag: "hasParking" },
  { id: 2, key: "maid-room", label: "Maid's Room", flag: "hasMaidRoom" },
  { id: 3, key: "outdoor-space", label: "Outdoor Space", flag: "hasOutdoorSpace" },
] as const;

export type AmenityId = (typeof AMENITIES)[number]["id"];
export type AmenityFlag = (typeof AMENITIES)[number]["flag"];

export const SHOW_ONLY = [
  { id: 1, key: "vr", label: "Virtual Tour" },
  { id: 2, key: "video", label: "Video" },
] as const;

export type ShowOnlyId = (typeof SHOW_ONLY)[number]["id"];

export type AmenityFlags = Record<AmenityFlag, boolean>;

export function amenityIdsFromFlags(flags: AmenityFlags): AmenityId[] {
  return AMENITIES.filter((a) => flags[a.flag]).map((a) => a.id);
}

export function flagsFromAmenityIds(ids: readonly number[]): AmenityFlags {
  return {
    hasParking: ids.includes(1),
    hasMaidRoom: ids.includes(2),
    hasOutdoorSpace: ids.includes(3),
  };
}
