// Free keyword → the buildings it names, resolved in memory: a building
// matches when its own, its street's, its district's or its estate's name
// contains the keyword, compared in keyword-key form (case, spaces, hyphens
// and full-width ignored; Chinese also after Simplified → Traditional), or
// when the keyword is an alias (TKO, HKU) of one of those names. A few thousand buildings scan in well under a millisecond,
// where the same test in SQL cost a join and a trigram scan per search.
// Reloaded after RELOAD_MS so new buildings are found; the answers per
// keyword are kept with the names they were found in and leave with them.
import type { Queryable } from "../../db/client.ts";
import { createTimedSnapshot } from "../cache/timed-snapshot.ts";
import { buildingNames } from "../../db/places/keyword-building-queries.ts";
import { toTraditional } from "./keyword-text.ts";
import { keywordKey } from "../../../domain/search/keyword-key.ts";
import { aliasTargets } from "./place-aliases.ts";

export type KeywordBuildings = { resolve(keyword: string): Promise<number[]> };

const RELOAD_MS = 5 * 60_000;
const CACHE_ENTRIES = 2000;

export function createKeywordBuildings(db: Queryable, now: () => number = Date.now): KeywordBuildings {
  const snapshot = createTimedSnapshot(
    async () => ({
      rows: (await buildingNames(db)).map((r) => ({ id: r.id, text: `\u0001${r.names.map(keywordKey).join("\u0001")}\u0001` })),
      answers: new Map<string, number[]>(),
    }),
    { ttlMs: RELOAD_MS, now },
  );
  return {
    async resolve(keyword) {
      const { rows, answers } = await snapshot.get();
      const hit = answers.get(keyword);
      if (hit) return hit;
      const key = keywordKey(keyword);
      const traditional = keywordKey(toTraditional(keyword));
      const aliases = aliasTargets(keyword).map((name) => `\u0001${keywordKey(name)}\u0001`);
      const ids =
        key === ""
          ? []
          : rows
              .filter((r) => r.text.includes(key) || r.text.includes(traditional) || aliases.some((name) => r.text.includes(name)))
              .map((r) => r.id);
      if (answers.size >= CACHE_ENTRIES) answers.delete(answers.keys().next().value as string);
      answers.set(keyword, ids);
      return ids;
    },
  };
}
