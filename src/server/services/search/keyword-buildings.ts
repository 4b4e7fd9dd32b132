// Free keyword → the buildings it names, resolved in memory: a building
// matches when its own, its street's, its district's or its estate's name
// contains the keyword (English case-insensitively; Chinese after Simplified
// → Traditional). A few thousand buildings scan in well under a millisecond,
// where the same test in SQL cost a join and a trigram scan per search.
// Reloaded after RELOAD_MS so new buildings are found; the answers per
// keyword are kept with the names they were found in and leave with them.
import type { Queryable } from "../../db/client.ts";
import { createTimedSnapshot } from "../cache/timed-snapshot.ts";
import { buildingNames } from "../../db/places/keyword-building-queries.ts";
import { toTraditional } from "./keyword-text.ts";

export type KeywordBuildings = { resolve(keyword: string): Promise<number[]> };

const RELOAD_MS = 5 * 60_000;
const CACHE_ENTRIES = 2000;

export function createKeywordBuildings(db: Queryable, now: () => number = Date.now): KeywordBuildings {
  const snapshot = createTimedSnapshot(
    async () => ({
      rows: (await buildingNames(db)).map((r) => ({ id: r.id, text: r.names.join("\u0001").toLowerCase() })),
      answers: new Map<string, number[]>(),
    }),
    { ttlMs: RELOAD_MS, now },
  );
  return {
    async resolve(keyword) {
      const { rows, answers } = await snapshot.get();
      const hit = answers.get(keyword);
      if (hit) return hit;
      const lower = keyword.toLowerCase();
      const traditional = toTraditional(keyword).toLowerCase();
      const ids = rows.filter((r) => r.text.includes(lower) || r.text.includes(traditional)).map((r) => r.id);
      if (answers.size >= CACHE_ENTRIES) answers.delete(answers.keys().next().value as string);
      answers.set(keyword, ids);
      return ids;
    },
  };
}
