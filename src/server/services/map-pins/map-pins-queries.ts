// Aggregates behind map pins: count and lowest price per district, region or
// building of the listings that match the search filters, and the listings
// themselves at the property layer.
import type { Queryable } from "../../db/client.ts";
import type { SearchFilters } from "../search/search-filters.ts";
import { createSqlParams } from "../search/sql-params.ts";
import { searchWhereSql } from "../search/search-where-sql.ts";

export type PlaceAggregate = { place_id: number; n: number; min_price: number | null };
export type PlacePoint = { id: number; region_id: number; lat: number; lng: number; name_en: string; name_zh_hk: string; name_zh_cn: string };
export type BuildingAggregate = PlaceAggregate & { lat: number; lng: number; name_en: string; name_zh_hk: string; name_zh_cn: string };
export type ListingPoint = { id: number; lat: number; lng: number; price: number | null; bedrooms: number; building_id: number; reference_id: string };

/** The most listings the property layer returns; the map zooms in further for more. */
export const PROPERTY_PIN_LIMIT = 500;

export async function aggregateBy(db: Queryable, f: SearchFilters, column: "district_id" | "region_id"): Promise<PlaceAggregate[]> {
  const p = createSqlParams();
  return db.query<PlaceAggregate>(
    `select l.${column} as place_id, count(*) as n, min(l.${f.priceColumn}) as min_price from listings l where ${searchWhereSql(f, p)} group by 1`,
    p.values,
  );
}

type Rect = NonNullable<SearchFilters["rect"]>;

// A listing stands where its building stands (the coordinates are copied), so
// the viewport picks buildings through their small lat/lng index and the
// listings are then reached per building (search_building_idx).
function inBuildingsSql(rect: Rect, p: ReturnType<typeof createSqlParams>): string {
  return `l.building_id in (select id from buildings where lat between ${p.add(rect.south)}::float8 and ${p.add(rect.north)}::float8
    and lng between ${p.add(rect.west)}::float8 and ${p.add(rect.east)}::float8)`;
}

export async function aggregateBuildings(db: Queryable, f: SearchFilters, rect: Rect): Promise<BuildingAggregate[]> {
  const p = createSqlParams();
  return db.query<BuildingAggregate>(
    `select a.place_id, a.n, a.min_price, b.lat, b.lng, b.name_en, b.name_zh_hk, b.name_zh_cn
     from (select l.building_id as place_id, count(*) as n, min(l.${f.priceColumn}) as min_price from listings l
           where ${searchWhereSql(f, p)} and ${inBuildingsSql(rect, p)} group by 1) a
     join buildings b on b.id = a.place_id`,
    p.values,
  );
}

export async function listingPoints(db: Queryable, f: SearchFilters, rect: Rect): Promise<ListingPoint[]> {
  const p = createSqlParams();
  return db.query<ListingPoint>(
    `select l.id, l.lat, l.lng, l.${f.priceColumn} as price, l.bedrooms, l.building_id, l.reference_id from listings l
     where ${searchWhereSql(f, p)} and ${inBuildingsSql(rect, p)} order by l.quality_score desc, l.id limit ${PROPERTY_PIN_LIMIT}`,
    p.values,
  );
}

export async function districtPoints(db: Queryable): Promise<PlacePoint[]> {
  return db.query<PlacePoint>("select id, region_id, lat, lng, name_en, name_zh_hk, name_zh_cn from districts");
}

export async function regionPoints(db: Queryable): Promise<PlacePoint[]> {
  return db.query<PlacePoint>("select id, id as region_id, lat, lng, name_en, name_zh_hk, name_zh_cn from regions");
}

export type CellRow = { building_id: number; grp: number; bedrooms: number; layout: number; n: number; min_price: number | null };
export type BuildingPointRow = { id: number; lat: number; lng: number; district_id: number; region_id: number; name_en: string; name_zh_hk: string; name_zh_cn: string };

/** Count and lowest price of available listings per building, purpose group (1 sale, 2 rent), bedrooms and layout. */
export function buildingCellRows(db: Queryable): Promise<CellRow[]> {
  return db.query<CellRow>(
    `select building_id, 1 as grp, bedrooms, layout, count(*) as n, min(sale_price) as min_price
       from listings where available and purpose in (1, 3) group by building_id, bedrooms, layout
     union all
     select building_id, 2 as grp, bedrooms, layout, count(*) as n, min(rent_price) as min_price
       from listings where available and purpose in (2, 3) group by building_id, bedrooms, layout`,
  );
}

export function buildingPointRows(db: Queryable): Promise<BuildingPointRow[]> {
  return db.query<BuildingPointRow>("select id, lat, lng, district_id, region_id, name_en, name_zh_hk, name_zh_cn from buildings");
}
