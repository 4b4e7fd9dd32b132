// The places the offline map names at street zoom: every estate at its point
// and every building outside an estate (an estate's blocks go by the
// estate's name), each with its number of homes, which ranks it.
import type { Queryable } from "../client.ts";
import type { Names } from "./base-layer-queries.ts";

export type PlaceLabelRow = Names & { id: number; kind: "estate" | "building"; lat: number; lng: number; homes: number };

export function placeLabelRows(db: Queryable): Promise<PlaceLabelRow[]> {
  return db.query<PlaceLabelRow>(
    `select e.id, 'estate' as kind, e.name_en, e.name_zh_hk, e.name_zh_cn, e.lat, e.lng,
       coalesce(sum(b.floors * b.units_per_floor), 0)::int as homes
     from estates e left join buildings b on b.estate_id = e.id group by e.id
     union all
     select id, 'building', name_en, name_zh_hk, name_zh_cn, lat, lng, (floors * units_per_floor)::int
     from buildings where estate_id is null`,
  );
}
