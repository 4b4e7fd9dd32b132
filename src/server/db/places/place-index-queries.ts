// Everything the in-memory place index needs, read once at start: every
// suggestible place with its three names, and listing counts per building
// for sale and for rent (rolled up to estates, phases, streets and districts
// in place-index.ts).
import type { Queryable } from "../client.ts";

export type Names = { name_en: string; name_zh_hk: string; name_zh_cn: string };
export type BuildingPlaceRow = Names & {
  id: number;
  estate_id: number | null;
  phase_id: number | null;
  block_id: number | null;
  street_id: number;
  district_id: number;
};
export type PlaceRow = Names & { id: number };
export type SpecialDistrictRow = Names & { id: number; district_ids: number[] };
export type CountRow = { building_id: number; sale: number; rent: number };

export type PlaceSource = {
  districts: PlaceRow[];
  specialDistricts: SpecialDistrictRow[];
  estates: PlaceRow[];
  phases: PlaceRow[];
  streets: PlaceRow[];
  buildings: BuildingPlaceRow[];
  counts: CountRow[];
};

export async function loadPlaceSource(db: Queryable): Promise<PlaceSource> {
  const [districts, specialDistricts, estates, phases, streets, buildings, counts] = await Promise.all([
    db.query<PlaceRow>("select id, name_en, name_zh_hk, name_zh_cn from districts"),
    db.query<SpecialDistrictRow>(
      `select s.id, s.name_en, s.name_zh_hk, s.name_zh_cn, coalesce(array_agg(m.district_id) filter (where m.district_id is not null), '{}') as district_ids
       from special_districts s left join special_district_members m on m.special_district_id = s.id group by s.id`,
    ),
    db.query<PlaceRow>("select id, name_en, name_zh_hk, name_zh_cn from estates"),
    db.query<PlaceRow>("select id, full_name_en as name_en, full_name_zh_hk as name_zh_hk, full_name_zh_cn as name_zh_cn from phases"),
    db.query<PlaceRow>("select id, name_en, name_zh_hk, name_zh_cn from streets"),
    db.query<BuildingPlaceRow>(
      "select id, name_en, name_zh_hk, name_zh_cn, estate_id, phase_id, block_id, street_id, district_id from buildings",
    ),
    db.query<CountRow>(
      `select building_id, count(*) filter (where purpose in (1, 3)) as sale, count(*) filter (where purpose in (2, 3)) as rent
       from listings where available group by building_id`,
    ),
  ]);
  return { districts, specialDistricts, estates, phases, streets, buildings, counts };
}
