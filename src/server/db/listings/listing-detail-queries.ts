// Reads for the listing detail page beyond the card row: all photos, the
// building's facts, the agent, price history and the MTR stations (the
// nearest ones are picked in memory, services/listing-detail/
// nearest-stations.ts). The building's other listings come from the listing
// index, its transactions from ../transactions/. Each read is one round trip
// and cheap to plan: a page is served by a handful of them, and PostgreSQL
// shares the server's cores.
import type { Queryable } from "../client.ts";
import { languageOfId, NAME_COLUMNS } from "../../../domain/i18n/languages.ts";
import type { agents } from "../schema/agents.ts";
import type { mtrStations } from "../schema/mtr.ts";
import type { RawRow } from "../schema/raw-row.ts";

export type PhotoRow = { type: "PP" | "BP" | "FP"; kind: string; image_key: string; caption_code: number };
export type BuildingFactsRow = {
  id: number;
  name: string;
  slug: string;
  street_no: string;
  street_name: string;
  built_year: number;
  floors: number;
  units_per_floor: number;
  kind: number;
  has_clubhouse: boolean;
  lat: number;
  lng: number;
  estate_id: number | null;
  estate_name: string | null;
  phase_id: number | null;
  phase_name: string | null;
  block_id: number | null;
  block_name: string | null;
  district_id: number;
  district_name: string;
  district_slug: string;
  region_id: number;
  region_name: string;
};
/** An agent with the name and title in one language. */
export type AgentRow = RawRow<typeof agents, "id" | "phone" | "whatsapp" | "email" | "licenceNo" | "photoKey" | "languages"> & {
  name: string;
  title: string;
};
export type HistoryRow = { seq: number; purpose: number; changed_at: Date | string; old_price: number; new_price: number };
export type StationRow = RawRow<typeof mtrStations, "id" | "code" | "nameEn" | "nameZhHk" | "nameZhCn" | "lat" | "lng"> & {
  /** The station's lines by name in each language, in line-code order. */
  lines_en: string[];
  lines_zh_hk: string[];
  lines_zh_cn: string[];
};

/** The localised names among a building's facts. */
const FACT_NAMES = ["name", "street_name", "estate_name", "phase_name", "block_name", "district_name", "region_name"] as const;
type FactName = (typeof FACT_NAMES)[number];
/** A building's facts with each name in the three languages (en, zh-hk, zh-cn), so one read serves every language. */
export type TrilingualBuildingFacts = Omit<BuildingFactsRow, FactName> & Record<FactName, [string | null, string | null, string | null]>;

/**
 * The building with the names of its street, estate, phase, block, district
 * and region in the three languages. Scalar sub-selects, not a seven-table
 * join: a join that size took PostgreSQL ~3 ms to plan, on every call, for a
 * 0.1 ms read.
 */
export async function buildingFacts(db: Queryable, buildingId: number): Promise<TrilingualBuildingFacts | undefined> {
  const names = (column: string) => `json_build_array(${NAME_COLUMNS.map((n) => column.replaceAll("{n}", n)).join(", ")})`;
  const [row] = await db.query<TrilingualBuildingFacts>(
    `select b.id, ${names("b.name_{n}")} as name, b.slug, b.street_no, (select ${names("s.name_{n}")} from streets s where s.id = b.street_id) as street_name,
       b.built_year, b.floors, b.units_per_floor, b.kind, b.has_clubhouse, b.lat, b.lng,
       b.estate_id, (select ${names("e.name_{n}")} from estates e where e.id = b.estate_id) as estate_name,
       b.phase_id, (select ${names("ph.full_name_{n}")} from phases ph where ph.id = b.phase_id) as phase_name,
       b.block_id, (select ${names("bl.full_name_{n}")} from blocks bl where bl.id = b.block_id) as block_name,
       b.district_id, ${names("d.name_{n}")} as district_name, d.slug as district_slug,
       b.region_id, (select ${names("r.name_{n}")} from regions r where r.id = b.region_id) as region_name
     from buildings b join districts d on d.id = b.district_id
     where b.id = $1`,
    [buildingId],
  );
  return row;
}

/** The facts with their names in one language (1 en, 2 zh-hk, 3 zh-cn); a place the building is not part of stays null. */
export function factsIn(facts: TrilingualBuildingFacts, languageId: number): BuildingFactsRow {
  const index = languageOfId(languageId).slot;
  const out = { ...facts } as unknown as Record<string, unknown>;
  for (const name of FACT_NAMES) out[name] = facts[name]?.[index] ?? null;
  return out as BuildingFactsRow;
}

export async function agentOf(db: Queryable, agentId: number, n: string): Promise<AgentRow | undefined> {
  const [row] = await db.query<AgentRow>(
    `select id, name_${n} as name, title_${n} as title, phone, whatsapp, email, licence_no, photo_key, languages from agents where id = $1`,
    [agentId],
  );
  return row;
}

/**
 * The listing's own rows beside its card in one round trip: its photos in position order, its price history in
 * sequence and when it was first listed (the card leaves that out: only this page shows it).
 */
export async function listingExtras(
  db: Queryable,
  id: number,
): Promise<{ photos: PhotoRow[]; history: HistoryRow[]; listedAt: Date | string | null }> {
  const [row] = await db.query<{ photos: PhotoRow[] | null; history: HistoryRow[] | null; listed_at: Date | string | null }>(
    `select
       (select listed_at from listings where id = $1) as listed_at,
       (select json_agg(json_build_object('type', p.type, 'kind', p.kind, 'image_key', p.image_key, 'caption_code', p.caption_code) order by p.position)
         from listing_photos p where p.listing_id = $1) as photos,
       (select json_agg(json_build_object('seq', h.seq, 'purpose', h.purpose, 'changed_at', h.changed_at, 'old_price', h.old_price, 'new_price', h.new_price) order by h.seq)
         from price_history h where h.listing_id = $1) as history`,
    [id],
  );
  return { photos: row?.photos ?? [], history: row?.history ?? [], listedAt: row?.listed_at ?? null };
}

export async function allStations(db: Queryable): Promise<StationRow[]> {
  return db.query<StationRow>(
    `select st.id, st.code, st.name_en, st.name_zh_hk, st.name_zh_cn, st.lat, st.lng,
       coalesce((select array_agg(l.name_en order by l.code) from mtr_station_lines sl join mtr_lines l on l.code = sl.line_code where sl.station_id = st.id), '{}') as lines_en,
       coalesce((select array_agg(l.name_zh_hk order by l.code) from mtr_station_lines sl join mtr_lines l on l.code = sl.line_code where sl.station_id = st.id), '{}') as lines_zh_hk,
       coalesce((select array_agg(l.name_zh_cn order by l.code) from mtr_station_lines sl join mtr_lines l on l.code = sl.line_code where sl.station_id = st.id), '{}') as lines_zh_cn
     from mtr_stations st order by st.id`,
  );
}
