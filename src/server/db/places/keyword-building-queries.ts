// Every building with the names a free keyword may hit: its own, its
// street's, its district's and its estate's, in the three languages.
import type { Queryable } from "../client.ts";

export type BuildingNamesRow = { id: number; names: string[] };

export function buildingNames(db: Queryable): Promise<BuildingNamesRow[]> {
  return db.query<BuildingNamesRow>(`select b.id, array[b.name_en, b.name_zh_hk, b.name_zh_cn, s.name_en, s.name_zh_hk, s.name_zh_cn,
      d.name_en, d.name_zh_hk, d.name_zh_cn, coalesce(e.name_en, ''), coalesce(e.name_zh_hk, ''), coalesce(e.name_zh_cn, '')] as names
    from buildings b join streets s on s.id = b.street_id join districts d on d.id = b.district_id left join estates e on e.id = b.estate_id
    order by b.id`);
}
