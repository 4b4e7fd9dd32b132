// Small reads the page loaders need beside the listing and place services:
// the trail of a place (district, region, estate) with its names in all three
// languages, for breadcrumbs and hreflang alternates.
import type { Queryable } from "../client.ts";

export type TrailRow = {
  district_id: number;
  district_en: string;
  district_zh_hk: string;
  district_zh_cn: string;
  region_id: number;
  region_en: string;
  region_zh_hk: string;
  region_zh_cn: string;
  region_slug: string;
  estate_id: number | null;
  estate_en: string | null;
  estate_zh_hk: string | null;
  estate_zh_cn: string | null;
  street_no: string | null;
  street_en: string | null;
  street_zh_hk: string | null;
  street_zh_cn: string | null;
  floors: number | null;
  units_per_floor: number | null;
  has_clubhouse: boolean | null;
};

const FROM_BUILDING = `select d.id as district_id, d.name_en as district_en, d.name_zh_hk as district_zh_hk, d.name_zh_cn as district_zh_cn,
    r.id as region_id, r.name_en as region_en, r.name_zh_hk as region_zh_hk, r.name_zh_cn as region_zh_cn, r.slug as region_slug,
    e.id as estate_id, e.name_en as estate_en, e.name_zh_hk as estate_zh_hk, e.name_zh_cn as estate_zh_cn,
    b.street_no, s.name_en as street_en, s.name_zh_hk as street_zh_hk, s.name_zh_cn as street_zh_cn, b.floors, b.units_per_floor, b.has_clubhouse
  from buildings b join districts d on d.id = b.district_id join regions r on r.id = d.region_id
  join streets s on s.id = b.street_id left join estates e on e.id = b.estate_id`;

const TRAIL = {
  building: `${FROM_BUILDING} where b.id = $1`,
  block: `${FROM_BUILDING} where b.block_id = $1 order by b.id limit 1`,
  phase: `${FROM_BUILDING} where b.phase_id = $1 order by b.id limit 1`,
  estate: `select d.id as district_id, d.name_en as district_en, d.name_zh_hk as district_zh_hk, d.name_zh_cn as district_zh_cn,
    r.id as region_id, r.name_en as region_en, r.name_zh_hk as region_zh_hk, r.name_zh_cn as region_zh_cn, r.slug as region_slug,
    e.id as estate_id, e.name_en as estate_en, e.name_zh_hk as estate_zh_hk, e.name_zh_cn as estate_zh_cn,
    null as street_no, null as street_en, null as street_zh_hk, null as street_zh_cn, null::smallint as floors, null::smallint as units_per_floor, null::boolean as has_clubhouse
    from estates e join districts d on d.id = e.district_id join regions r on r.id = d.region_id where e.id = $1`,
  district: `select d.id as district_id, d.name_en as district_en, d.name_zh_hk as district_zh_hk, d.name_zh_cn as district_zh_cn,
    r.id as region_id, r.name_en as region_en, r.name_zh_hk as region_zh_hk, r.name_zh_cn as region_zh_cn, r.slug as region_slug,
    null::integer as estate_id, null as estate_en, null as estate_zh_hk, null as estate_zh_cn,
    null as street_no, null as street_en, null as street_zh_hk, null as street_zh_cn, null::smallint as floors, null::smallint as units_per_floor, null::boolean as has_clubhouse
    from districts d join regions r on r.id = d.region_id where d.id = $1`,
} as const;

export type TrailKind = keyof typeof TRAIL;

export async function placeTrail(db: Queryable, kind: TrailKind, id: number): Promise<TrailRow | undefined> {
  const [row] = await db.query<TrailRow>(TRAIL[kind], [id]);
  return row;
}

export type DirectoryRow = {
  id: number;
  kind: "district" | "estate";
  region_id: number;
  district_id: number;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  listings: number | string;
};

/** Districts and the estates with the most listings, for the human sitemap and the developments page. */
export const directory = (db: Queryable, estateLimit: number) =>
  db.query<DirectoryRow>(
    `select d.id, 'district' as kind, d.region_id, d.id as district_id, d.name_en, d.name_zh_hk, d.name_zh_cn,
       (select count(*) from listings l where l.district_id = d.id and l.available) as listings
     from districts d
     union all
     (select e.id, 'estate' as kind, d.region_id, e.district_id, e.name_en, e.name_zh_hk, e.name_zh_cn, count(l.id) as listings
      from estates e join districts d on d.id = e.district_id left join listings l on l.estate_id = e.id and l.available
      group by e.id, d.region_id order by count(l.id) desc, e.id limit $1)`,
    [estateLimit],
  );

/** Newest estates first: the developments page. */
export const newestEstates = (db: Queryable, limit: number) =>
  db.query<DirectoryRow & { built_year: number }>(
    `select e.id, 'estate' as kind, d.region_id, e.district_id, e.name_en, e.name_zh_hk, e.name_zh_cn, e.built_year,
       (select count(*) from listings l where l.estate_id = e.id and l.available) as listings
     from estates e join districts d on d.id = e.district_id order by e.built_year desc, e.id limit $1`,
    [limit],
  );

/** Exclusive listings, best first: the exclusive listings page. */
export const exclusiveListingIds = (db: Queryable, limit: number, offset: number) =>
  db.query<{ id: number; total: number | string }>(
    `select id, count(*) over () as total from listings where available and is_exclusive order by quality_score desc, id limit $1 offset $2`,
    [limit, offset],
  );

/**
 * High-end listings (the executive listings page), dearest first. `purpose` 1 sale or 2 rent; the
 * sale and rent price columns are whole HKD and have partial indexes.
 */
export const executiveListingIds = (db: Queryable, purpose: 1 | 2, minPriceHkd: number, limit: number, offset: number) =>
  db.query<{ id: number; total: number | string }>(
    purpose === 1
      ? `select id, count(*) over () as total from listings where available and sale_price >= $1 order by sale_price desc, id limit $2 offset $3`
      : `select id, count(*) over () as total from listings where available and rent_price >= $1 order by rent_price desc, id limit $2 offset $3`,
    [minPriceHkd, limit, offset],
  );
