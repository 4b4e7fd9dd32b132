// Reads for building, block, estate, phase and district pages (a
// development page is its estate's): the place's facts and how many
// buildings it has. Its transactions are read by ../transactions/.
import type { Queryable } from "../client.ts";
import type { TransactionScope, TransactionScopeKind } from "../../../domain/places/place-kinds.ts";

export type PlaceFactsRow = {
  id: number;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  lat: number | null;
  lng: number | null;
  district_id: number | null;
  built_year: number | null;
};

const FACTS: Record<TransactionScopeKind, string> = {
  building: "select id, name_en, name_zh_hk, name_zh_cn, lat, lng, district_id, built_year from buildings where id = $1",
  block: `select bl.id, bl.full_name_en as name_en, bl.full_name_zh_hk as name_zh_hk, bl.full_name_zh_cn as name_zh_cn, b.lat, b.lng, b.district_id, b.built_year
          from blocks bl left join buildings b on b.block_id = bl.id where bl.id = $1 limit 1`,
  estate: "select id, name_en, name_zh_hk, name_zh_cn, lat, lng, district_id, built_year from estates where id = $1",
  phase: `select ph.id, ph.full_name_en as name_en, ph.full_name_zh_hk as name_zh_hk, ph.full_name_zh_cn as name_zh_cn, e.lat, e.lng, e.district_id, ph.built_year
          from phases ph join estates e on e.id = ph.estate_id where ph.id = $1`,
  district:
    "select id, name_en, name_zh_hk, name_zh_cn, lat, lng, id as district_id, null::smallint as built_year from districts where id = $1",
};

/** The buildings of each kind of place, as a clause over `b` with the place's id as $1. */
const BUILDINGS: Record<TransactionScopeKind, string> = {
  building: "b.id = $1",
  block: "b.block_id = $1",
  phase: "b.phase_id = $1",
  estate: "b.estate_id = $1",
  district: "b.district_id = $1",
};

export async function placeFacts(db: Queryable, place: TransactionScope): Promise<PlaceFactsRow | undefined> {
  const [row] = await db.query<PlaceFactsRow>(FACTS[place.kind], [place.id]);
  return row;
}

export async function placeBuildingCount(db: Queryable, place: TransactionScope): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*) as n from buildings b where ${BUILDINGS[place.kind]}`, [place.id]);
  return Number(row?.n ?? 0);
}
