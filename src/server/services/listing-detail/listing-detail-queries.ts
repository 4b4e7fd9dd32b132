// Reads for the listing detail page beyond the card row: all photos, the
// building's facts, the agent, price history, the building's transactions,
// other listings in the building and MTR stations near it.
import type { Queryable } from "../../db/client.ts";

export type PhotoRow = { type: "PP" | "BP" | "FP"; kind: string; image_key: string; caption_code: number };
export type BuildingFactsRow = {
  id: number; name: string; slug: string; street_no: string; street_name: string; built_year: number; floors: number; units_per_floor: number;
  kind: number; has_clubhouse: boolean; lat: number; lng: number; estate_id: number | null; estate_name: string | null;
  phase_id: number | null; phase_name: string | null; block_id: number | null; block_name: string | null;
  district_id: number; district_name: string; district_slug: string; region_id: number; region_name: string;
};
export type AgentRow = { id: number; name: string; title: string; phone: string; whatsapp: string; email: string; licence_no: string; photo_key: string; languages: string[] };
export type HistoryRow = { seq: number; purpose: number; changed_at: Date | string; old_price: number; new_price: number };
export type TransactionRow = {
  id: number; kind: number; transacted_on: Date | string; floor_level: number; flat: string; saleable_size: number; gross_size: number;
  price: number; ppsf_saleable: number; ppsf_gross: number; building_id: number; building_name: string;
};
export type StationRow = { id: number; code: string; name: string; lat: number; lng: number; lines: string[] };

export async function buildingFacts(db: Queryable, buildingId: number, n: string): Promise<BuildingFactsRow | undefined> {
  const [row] = await db.query<BuildingFactsRow>(
    `select b.id, b.name_${n} as name, b.slug, b.street_no, s.name_${n} as street_name, b.built_year, b.floors, b.units_per_floor, b.kind,
       b.has_clubhouse, b.lat, b.lng, b.estate_id, e.name_${n} as estate_name, b.phase_id, ph.full_name_${n} as phase_name,
       b.block_id, bl.full_name_${n} as block_name, b.district_id, d.name_${n} as district_name, d.slug as district_slug,
       b.region_id, r.name_${n} as region_name
     from buildings b join streets s on s.id = b.street_id join districts d on d.id = b.district_id join regions r on r.id = b.region_id
     left join estates e on e.id = b.estate_id left join phases ph on ph.id = b.phase_id left join blocks bl on bl.id = b.block_id
     where b.id = $1`,
    [buildingId],
  );
  return row;
}

export async function agentOf(db: Queryable, agentId: number, n: string): Promise<AgentRow | undefined> {
  const [row] = await db.query<AgentRow>(
    `select id, name_${n} as name, title_${n} as title, phone, whatsapp, email, licence_no, photo_key, languages from agents where id = $1`,
    [agentId],
  );
  return row;
}

/**
 * The listing's own rows beside its card in one round trip: its photos in
 * position order, its price history in sequence, and the ids of the other
 * available listings in its building, best first (quality score, then id).
 */
export async function listingExtras(
  db: Queryable, id: number, buildingId: number, otherLimit: number,
): Promise<{ photos: PhotoRow[]; history: HistoryRow[]; otherIds: number[] }> {
  const [row] = await db.query<{ photos: PhotoRow[]; history: HistoryRow[]; other_ids: number[] }>(
    `select
       coalesce((select json_agg(json_build_object('type', p.type, 'kind', p.kind, 'image_key', p.image_key, 'caption_code', p.caption_code) order by p.position)
         from listing_photos p where p.listing_id = $1), '[]'::json) as photos,
       coalesce((select json_agg(json_build_object('seq', h.seq, 'purpose', h.purpose, 'changed_at', h.changed_at, 'old_price', h.old_price, 'new_price', h.new_price) order by h.seq)
         from price_history h where h.listing_id = $1), '[]'::json) as history,
       coalesce((select array_agg(o.id order by o.rank) from (
         select id, row_number() over (order by quality_score desc, id) as rank from listings
         where building_id = $2 and id <> $1 and available order by quality_score desc, id limit $3) o), '{}'::integer[]) as other_ids`,
    [id, buildingId, otherLimit],
  );
  return { photos: row?.photos ?? [], history: row?.history ?? [], otherIds: (row?.other_ids ?? []).map(Number) };
}

/** A page of transactions of the buildings chosen by `where` (a fixed clause over `b`), newest first, with the total. */
export async function transactionsPage(
  db: Queryable, where: string, id: number, n: string, page: number, pageSize: number,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<TransactionRow>(
      `select t.id, t.kind, t.transacted_on, t.floor_level, t.flat, t.saleable_size, t.gross_size, t.price, t.ppsf_saleable, t.ppsf_gross,
         t.building_id, b.name_${n} as building_name
       from transactions t join buildings b on b.id = t.building_id where ${where}
       order by t.transacted_on desc, t.id desc limit $2 offset $3`,
      [id, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>(`select count(*) as n from transactions t join buildings b on b.id = t.building_id where ${where}`, [id]),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** Stations within a box of about 3 km, nearest first by an equirectangular distance (exact enough at this scale). */
export async function stationsNear(db: Queryable, lat: number, lng: number, n: string, limit: number): Promise<(StationRow & { metres: number })[]> {
  return db.query<StationRow & { metres: number }>(
    `select st.id, st.code, st.name_${n} as name, st.lat, st.lng,
       coalesce((select array_agg(line_code order by line_code) from mtr_station_lines where station_id = st.id), '{}') as lines,
       6371000 * sqrt(power(radians(st.lat - $1::float8), 2) + power(radians(st.lng - $2::float8) * cos(radians($1::float8)), 2)) as metres
     from mtr_stations st
     where st.lat between $1::float8 - 0.03 and $1::float8 + 0.03 and st.lng between $2::float8 - 0.03 and $2::float8 + 0.03
     order by metres limit $3`,
    [lat, lng, limit],
  );
}

/**
 * A page of "other transactions": those of the listing's estate (or, for a
 * building outside any estate, its district) in buildings other than its own.
 */
export async function otherTransactionsPage(
  db: Queryable, scope: "estate" | "district", scopeId: number, buildingId: number, n: string, page: number, pageSize: number,
): Promise<{ rows: TransactionRow[]; total: number }> {
  const where = scope === "estate" ? "b.estate_id = $1 and t.building_id <> $2" : "t.district_id = $1 and t.building_id <> $2";
  const [rows, [count]] = await Promise.all([
    db.query<TransactionRow>(
      `select t.id, t.kind, t.transacted_on, t.floor_level, t.flat, t.saleable_size, t.gross_size, t.price, t.ppsf_saleable, t.ppsf_gross,
         t.building_id, b.name_${n} as building_name
       from transactions t join buildings b on b.id = t.building_id where ${where}
       order by t.transacted_on desc, t.id desc limit $3 offset $4`,
      [scopeId, buildingId, pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>(`select count(*) as n from transactions t join buildings b on b.id = t.building_id where ${where}`, [scopeId, buildingId]),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
