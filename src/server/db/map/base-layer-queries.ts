// The MTR network as the map's offline base layer draws it: lines with their
// colours and stations with their points, names in three languages.
import type { Queryable } from "../client.ts";

export type Names = { name_en: string; name_zh_hk: string; name_zh_cn: string };
export type LineRow = Names & { code: string; colour: string };
export type StationRow = Names & { code: string; lat: number; lng: number; line_codes: string[] };

export async function mtrNetwork(db: Queryable): Promise<{ lines: LineRow[]; stations: StationRow[] }> {
  const [lines, stations] = await Promise.all([
    db.query<LineRow>("select code, name_en, name_zh_hk, name_zh_cn, colour from mtr_lines order by code"),
    db.query<StationRow>(
      `select st.code, st.name_en, st.name_zh_hk, st.name_zh_cn, st.lat, st.lng,
         coalesce((select array_agg(sl.line_code order by sl.line_code) from mtr_station_lines sl where sl.station_id = st.id), '{}') as line_codes
       from mtr_stations st order by st.id`,
    ),
  ]);
  return { lines, stations };
}
