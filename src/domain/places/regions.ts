// Regions (the "areas" of a search). The region ids 1000..4000 and the area ids
// 1..4 name the same four areas; districts come from reference data.

export const REGIONS = [
  { regionId: 1000, areaId: 1, name: "Hong Kong Island" },
  { regionId: 2000, areaId: 2, name: "Kowloon" },
  { regionId: 3000, areaId: 3, name: "New Territories" },
  { regionId: 4000, areaId: 4, name: "Outlying Islands" },
] as const;

export type RegionId = (typeof REGIONS)[number]["regionId"];

export function regionIdFromAreaId(areaId: number): RegionId | null {
  return REGIONS.find((r) => r.areaId === areaId)?.regionId ?? null;
}

/** District option as held by the district picker; type 0 region, 1 district. */
export type DistrictOption = {
  id: number;
  name: string;
  parent: number | null;
  type: 0 | 1;
  selected: boolean;
  location?: { lat: number; lng: number };
  area?: number;
};
