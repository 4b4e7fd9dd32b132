// Names of the small reference tables a result item shows (a few thousand
// buildings, hundreds of streets, ~90 districts, 4 regions, ~150 agents).
import type { Queryable } from "../client.ts";

export type NamedRow = { id: number; name_en: string; name_zh_hk: string; name_zh_cn: string };
export type BuildingNameRow = NamedRow & { street_no: string; street_id: number };
export type AgentNameRow = NamedRow & { photo_key: string };

export async function referenceNameRows(db: Queryable) {
  const [buildings, streets, districts, regions, agents] = await Promise.all([
    db.query<BuildingNameRow>("select id, name_en, name_zh_hk, name_zh_cn, street_no, street_id from buildings"),
    db.query<NamedRow>("select id, name_en, name_zh_hk, name_zh_cn from streets"),
    db.query<NamedRow>("select id, name_en, name_zh_hk, name_zh_cn from districts"),
    db.query<NamedRow>("select id, name_en, name_zh_hk, name_zh_cn from regions"),
    db.query<AgentNameRow>("select id, name_en, name_zh_hk, name_zh_cn, photo_key from agents"),
  ]);
  return { buildings, streets, districts, regions, agents };
}
