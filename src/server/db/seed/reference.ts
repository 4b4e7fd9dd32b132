// Loads the committed reference data (data/*.json) into typed records with
// Simplified Chinese names added. Everything the generator places is built on
// these facts.
import regionsJson from "../../../../data/regions.json" with { type: "json" };
import districtsJson from "../../../../data/districts.json" with { type: "json" };
import specialJson from "../../../../data/special-districts.json" with { type: "json" };
import mtrJson from "../../../../data/mtr-stations.json" with { type: "json" };
import streetsJson from "../../../../data/streets.json" with { type: "json" };
import { toSimplified } from "../../text/simplified-chinese.ts";
import { distanceKm } from "./geo.ts";

export type Names = { nameEn: string; nameZhHk: string; nameZhCn: string };
export type Region = Names & { id: number; areaId: number; slug: string; lat: number; lng: number };
export type District = Names & {
  id: number;
  slug: string;
  regionId: number;
  council: string;
  lat: number;
  lng: number;
  radiusKm: number;
};
export type SpecialDistrict = Names & { id: number; type: number; slug: string; districtIds: number[] };
export type MtrLine = Names & { code: string; colour: string };
export type MtrStation = Names & { id: number; code: string; lat: number; lng: number; lines: string[]; districtId: number };
export type Street = Names & { id: number; districtId: number };

export type Reference = {
  regions: Region[];
  districts: District[];
  specialDistricts: SpecialDistrict[];
  mtrLines: MtrLine[];
  mtrStations: MtrStation[];
  streets: Street[];
};

export function names(nameEn: string, nameZhHk: string): Names {
  return { nameEn, nameZhHk, nameZhCn: toSimplified(nameZhHk) };
}

function nearestDistrict(districts: District[], lat: number, lng: number): District {
  let best: District | undefined;
  let bestKm = Infinity;
  for (const d of districts) {
    const km = distanceKm(lat, lng, d.lat, d.lng);
    if (km < bestKm) [best, bestKm] = [d, km];
  }
  if (!best) throw new Error("no districts");
  return best;
}

export function loadReference(): Reference {
  const regions = regionsJson.map((r) => ({ ...r, ...names(r.nameEn, r.nameZhHk) }));
  const districts = districtsJson.map((d) => ({ ...d, ...names(d.nameEn, d.nameZhHk) }));
  return {
    regions,
    districts,
    specialDistricts: specialJson.map((s) => ({ ...s, ...names(s.nameEn, s.nameZhHk) })),
    mtrLines: mtrJson.lines.map((l) => ({ ...l, ...names(l.nameEn, l.nameZhHk) })),
    mtrStations: mtrJson.stations.map((s) => ({
      ...s,
      ...names(s.nameEn, s.nameZhHk),
      districtId: nearestDistrict(districts, s.lat, s.lng).id,
    })),
    streets: streetsJson.map((s) => ({ ...s, ...names(s.nameEn, s.nameZhHk) })),
  };
}
