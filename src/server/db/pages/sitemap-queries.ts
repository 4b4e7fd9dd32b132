// Reads for /sitemap.xml and its parts. Ids are split into fixed ranges of
// SITEMAP_CHUNK so each part file is one index range scan and stays under the
// 50,000-URL limit with three languages per entry.
import type { Queryable } from "../client.ts";

export const SITEMAP_CHUNK = 10_000;
export type SitemapKind = "listings" | "buildings" | "districts" | "estates";

export type SitemapRow = {
  id: number;
  name_en: string;
  name_zh_hk: string;
  name_zh_cn: string;
  purpose: number | null;
  /** Listings only. */
  reference_id?: string;
  updated_at: Date | string | null;
};

const CHUNKS: Record<SitemapKind, string> = {
  listings: "select distinct (id - 1) / $1 as chunk from listings where available order by 1",
  buildings: "select distinct (id - 1) / $1 as chunk from buildings order by 1",
  districts: "select distinct (id - 1) / $1 as chunk from districts order by 1",
  estates: "select distinct (id - 1) / $1 as chunk from estates order by 1",
};

const ROWS: Record<SitemapKind, string> = {
  listings: `select l.id, l.reference_id, b.name_en, b.name_zh_hk, b.name_zh_cn, l.purpose, l.updated_at
             from listings l join buildings b on b.id = l.building_id
             where l.available and l.id between $1 and $2 order by l.id`,
  buildings:
    "select id, name_en, name_zh_hk, name_zh_cn, null::smallint as purpose, null::timestamptz as updated_at from buildings where id between $1 and $2 order by id",
  districts:
    "select id, name_en, name_zh_hk, name_zh_cn, null::smallint as purpose, null::timestamptz as updated_at from districts where id between $1 and $2 order by id",
  estates:
    "select id, name_en, name_zh_hk, name_zh_cn, null::smallint as purpose, null::timestamptz as updated_at from estates where id between $1 and $2 order by id",
};

export async function sitemapChunks(db: Queryable, kind: SitemapKind): Promise<number[]> {
  const rows = await db.query<{ chunk: number | string }>(CHUNKS[kind], [SITEMAP_CHUNK]);
  return rows.map((r) => Number(r.chunk));
}

export function sitemapRows(db: Queryable, kind: SitemapKind, chunk: number): Promise<SitemapRow[]> {
  return db.query<SitemapRow>(ROWS[kind], [chunk * SITEMAP_CHUNK + 1, (chunk + 1) * SITEMAP_CHUNK]);
}
