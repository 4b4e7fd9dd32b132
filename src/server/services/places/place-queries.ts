// Reads for building, block, estate, phase, district and development pages.
// Each kind names the buildings it covers with a fixed clause; the id is
// always a parameter.
import type { Queryable } from "../../db/client.ts";

export type PlaceKind = "building" | "block" | "estate" | "phase" | "district" | "development";

/**
 * Buildings of the place (over `b`) and its transactions (over `t` alone, so
 * a page of them is picked before any building is joined); its listings are
 * counted by the listing index.
 * Transactions carry their building's district, so a district's are read
 * through their own index rather than through every building's.
 */
export const PLACE_SCOPE: Record<PlaceKind, { buildings: string; transactions: string }> = {
  building: { buildings: "b.id = $1", transactions: "t.building_id = $1" },
  block: { buildings: "b.block_id = $1", transactions: "t.building_id in (select id from buildings where block_id = $1)" },
  estate: { buildings: "b.estate_id = $1", transactions: "t.building_id in (select id from buildings where estate_id = $1)" },
  development: { buildings: "b.estate_id = $1", transactions: "t.building_id in (select id from buildings where estate_id = $1)" },
  phase: { buildings: "b.phase_id = $1", transactions: "t.building_id in (select id from buildings where phase_id = $1)" },
  district: { buildings: "b.district_id = $1", transactions: "t.district_id = $1" },
};

export type PlaceFactsRow = { id: number; name_en: string; name_zh_hk: string; name_zh_cn: string; lat: number | null; lng: number | null; district_id: number | null; built_year: number | null };

const FACTS: Record<PlaceKind, string> = {
  building: "select id, name_en, name_zh_hk, name_zh_cn, lat, lng, district_id, built_year from buildings where id = $1",
  block: `select bl.id, bl.full_name_en as name_en, bl.full_name_zh_hk as name_zh_hk, bl.full_name_zh_cn as name_zh_cn, b.lat, b.lng, b.district_id, b.built_year
          from blocks bl left join buildings b on b.block_id = bl.id where bl.id = $1 limit 1`,
  estate: "select id, name_en, name_zh_hk, name_zh_cn, lat, lng, district_id, built_year from estates where id = $1",
  development: "select id, name_en, name_zh_hk, name_zh_cn, lat, lng, district_id, built_year from estates where id = $1",
  phase: `select ph.id, ph.full_name_en as name_en, ph.full_name_zh_hk as name_zh_hk, ph.full_name_zh_cn as name_zh_cn, e.lat, e.lng, e.district_id, ph.built_year
          from phases ph join estates e on e.id = ph.estate_id where ph.id = $1`,
  district: "select id, name_en, name_zh_hk, name_zh_cn, lat, lng, id as district_id, null::smallint as built_year from districts where id = $1",
};

export async function placeFacts(db: Queryable, kind: PlaceKind, id: number): Promise<PlaceFactsRow | undefined> {
  const [row] = await db.query<PlaceFactsRow>(FACTS[kind], [id]);
  return row;
}

export async function placeBuildingCount(db: Queryable, kind: PlaceKind, id: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*) as n from buildings b where ${PLACE_SCOPE[kind].buildings}`, [id]);
  return Number(row?.n ?? 0);
}

export type QuarterRow = { quarter: string; kind: number; transactions: number; ppsf_saleable: number; ppsf_gross: number };

/** Average price per sq ft of the place's transactions by quarter, sales and leases apart, oldest first. */
export async function pricePerSqftByQuarter(db: Queryable, kind: PlaceKind, id: number): Promise<QuarterRow[]> {
  return db.query<QuarterRow>(
    `select to_char(date_trunc('quarter', t.transacted_on), 'YYYY-"Q"Q') as quarter, t.kind, count(*) as transactions,
       round(avg(t.ppsf_saleable)::numeric, 2) as ppsf_saleable, round(avg(t.ppsf_gross)::numeric, 2) as ppsf_gross
     from transactions t where ${PLACE_SCOPE[kind].transactions}
     group by 1, 2 order by 1, 2`,
    [id],
  );
}
