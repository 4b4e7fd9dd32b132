// SearchFilters → one WHERE clause over `listings l`. Only available listings
// are searched (off-market ones are reached by id, not by search). Column
// names come from fixed unions in SearchFilters, values only as parameters.
import type { SearchFilters, PlaceFilter } from "./search-filters.ts";
import type { SqlParams } from "./sql-params.ts";

export function searchWhereSql(f: SearchFilters, p: SqlParams): string {
  // Purposes are written as constants (they come from a fixed table, never
  // from the visitor) so the planner can match partial indexes on them.
  const where = ["l.available", `l.purpose in (${f.purposes.map((n) => Number(n)).join(", ")})`];
  if (f.priceMin !== null) where.push(`l.${f.priceColumn} >= ${p.add(f.priceMin)}`);
  if (f.priceMax !== null) where.push(`l.${f.priceColumn} <= ${p.add(f.priceMax)}`);
  if (f.sizeMin !== null) where.push(`l.${f.sizeColumn} >= ${p.add(f.sizeMin)}`);
  if (f.sizeMax !== null) where.push(`l.${f.sizeColumn} <= ${p.add(f.sizeMax)}`);
  if (f.bedroomMin > 0) where.push(`l.bedrooms >= ${p.add(f.bedroomMin)}`);
  if (f.bedroomMax !== null) where.push(`l.bedrooms <= ${p.add(f.bedroomMax)}`);
  if (f.layouts.length) where.push(`l.layout = any(${p.add(f.layouts)}::smallint[])`);
  const places = placeSetSql(f, p);
  if (places) where.push(places);
  if (f.districtName !== "") where.push(districtNameSql(f.districtName, p));
  if (f.place) where.push(placeSql(f.place, p));
  if (f.hasParking) where.push("l.has_carpark");
  if (f.hasMaidRoom) where.push("l.has_maid_room");
  if (f.hasOutdoorSpace) where.push("l.has_outdoor_space");
  for (const flag of f.iconFlags) where.push(`l.${flag}`);
  if (f.rect) {
    where.push(`l.lat between ${p.add(f.rect.south)}::float8 and ${p.add(f.rect.north)}::float8`);
    where.push(`l.lng between ${p.add(f.rect.west)}::float8 and ${p.add(f.rect.east)}::float8`);
  }
  return where.join(" and ");
}

/** Districts and areas ticked in the filter: a listing in any of them matches. */
function placeSetSql(f: SearchFilters, p: SqlParams): string | null {
  const parts: string[] = [];
  if (f.districts.length) parts.push(`l.district_id = any(${p.add(f.districts)}::smallint[])`);
  if (f.regions.length) parts.push(`l.region_id = any(${p.add(f.regions)}::smallint[])`);
  return parts.length ? `(${parts.join(" or ")})` : null;
}

function districtNameSql(name: string, p: SqlParams): string {
  const n = p.add(name);
  return `l.district_id in (select id from districts where slug = lower(${n}) or lower(name_en) = lower(${n}) or name_zh_hk = ${n} or name_zh_cn = ${n})`;
}

function placeSql(place: PlaceFilter, p: SqlParams): string {
  switch (place.kind) {
    case "keyword":
      return keywordSql(place, p);
    case "listing":
      return `l.id = ${p.add(place.id)}`;
    case "building":
      return `l.building_id = ${p.add(place.id)}`;
    case "block":
      return `l.block_id = ${p.add(place.id)}`;
    case "estate":
      return `l.estate_id = ${p.add(place.id)}`;
    case "district":
      return `l.district_id = ${p.add(place.id)}`;
    case "region":
      return `l.region_id = ${p.add(place.id)}`;
    case "phase":
      return `l.building_id in (select id from buildings where phase_id = ${p.add(place.id)})`;
    case "street":
      return `l.building_id in (select id from buildings where street_id = ${p.add(place.id)})`;
    case "specialDistrict":
      return `l.district_id in (select district_id from special_district_members where special_district_id = ${p.add(place.id)})`;
  }
}

/**
 * A free keyword matches a listing in a building it names (resolved in
 * memory beforehand, see keyword-buildings.ts) or whose reference id it is.
 */
function keywordSql(place: Extract<PlaceFilter, { kind: "keyword" }>, p: SqlParams): string {
  return `(l.building_id = any(${p.add(place.buildingIds ?? [])}::int[]) or l.reference_id = upper(${p.add(place.text)}))`;
}
