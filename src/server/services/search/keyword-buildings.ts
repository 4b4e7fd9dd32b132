// Free keyword → the buildings it names, resolved in memory: a building
// matches when its own, its street's, its district's or its estate's name
// contains the keyword (English case-insensitively; Chinese after Simplified
// → Traditional). A few thousand buildings scan in well under a millisecond,
// where the same test in SQL cost a join and a trigram scan per search.
// Reloaded after RELOAD_MS so new buildings are found.
import type { Queryable } from "../../db/client.ts";
import { buildingNames } from "./keyword-building-queries.ts";
import { toTraditional } from "./keyword-text.ts";

export type KeywordBuildings = { resolve(keyword: string): Promise<number[]> };

const RELOAD_MS = 5 * 60_000;
const CACHE_ENTRIES = 2000;

export function createKeywordBuildings(db: Queryable, now: () => number = Date.now): KeywordBuildings {
  let loaded: { at: number; rows: Promise<{ id: number; text: string }[]> } | undefined;
  const cache = new Map<string, number[]>();
  const rows = () => {
    if (!loaded || now() - loaded.at > RELOAD_MS) {
      cache.clear();
      const promise = buildingNames(db).then((list) => list.map((r) => ({ id: r.id, text: r.names.join("\u0001").toLowerCase() })));
      promise.catch(() => (loaded = undefined));
      loaded = { at: now(), rows: promise };
    }
    return loaded.rows;
  };
  return {
    async resolve(keyword) {
      const list = await rows();
      const hit = cache.get(keyword);
      if (hit) return hit;
      const lower = keyword.toLowerCase();
      const traditional = toTraditional(keyword).toLowerCase();
      const ids = list.filter((r) => r.text.includes(lower) || r.text.includes(traditional)).map((r) => r.id);
      if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
      cache.set(keyword, ids);
      return ids;
    },
  };
}
