// Keyword suggestions: four groups (districts incl. special
// districts; estates; buildings incl. blocks and phases; roads), each at most
// 10, empty groups dropped. Buy or Rent ranks by match quality, then by that
// purpose's listing count. Without a purpose (Both/All) Buy and Rent are
// merged: one place appears once (by type and resultId — ids of different
// place types overlap), ranked on both counts together, 10 in all.
import type { Queryable } from "../../db/client.ts";
import { isKeywordSearchable, SUGGESTION_GROUP_CAP } from "../../../domain/validation/keyword.ts";
import { toTraditional } from "../search/keyword-text.ts";
import { loadPlaceSource } from "../../db/places/place-index-queries.ts";
import { placeEntries, SUGGESTION_GROUPS, type PlaceEntry, type SuggestionGroup } from "./place-entries.ts";
import { buildPlaceIndex, type Match, type PlaceIndex } from "./place-index.ts";
import { toSimplified } from "../../text/simplified-chinese.ts";
import { aliasTargets } from "../search/place-aliases.ts";
import { createTimedSnapshot } from "../cache/timed-snapshot.ts";

export type Suggestion = {
  resultId: number;
  result: string;
  type: number;
  count: number;
  names: { en: string; zhHk: string; zhCn: string };
  /** Special districts only: the districts their search covers. */
  districtIds?: number[];
};
export type SuggestionGroupResult = { key: SuggestionGroup; items: Suggestion[] };

export interface SuggestionsService {
  /** Grouped place suggestions for a keyword; below the minimum length (1 Chinese character, else 3) an empty list. */
  suggest(keyword: string, listingTypeId: number): Promise<SuggestionGroupResult[]>;
  /** Rebuilds the index from the database (listing counts change as listings come and go). */
  reload(): Promise<void>;
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Listing counts move as listings come and go; the index is rebuilt in the background this often. */
const RELOAD_MS = 5 * 60_000;

export function createSuggestionsService(db: Queryable, now: () => number = Date.now): SuggestionsService {
  // The old index keeps answering while a new one is built in the background.
  const index = createTimedSnapshot(async () => buildPlaceIndex(placeEntries(await loadPlaceSource(db))), { ttlMs: RELOAD_MS, now });
  return {
    async suggest(typed, listingTypeId) {
      const keyword = typed.trim();
      if (!isKeywordSearchable(keyword)) return [];
      return suggestFrom(await index.get(), keyword, listingTypeId);
    },
    async reload() {
      await index.reload();
    },
  };
}

export function suggestFrom(index: PlaceIndex, keyword: string, listingTypeId: number): SuggestionGroupResult[] {
  const chinese = CJK.test(keyword);
  const traditional = toTraditional(keyword);
  const weight = (e: PlaceEntry) => (listingTypeId === 1 ? e.sale : listingTypeId === 2 ? e.rent : e.sale + e.rent);
  // An alias (TKO, HKU, 港大) brings its places first; places without listings are not offered.
  const found = new Map<PlaceEntry, number>();
  for (const name of aliasTargets(keyword)) for (const m of index.matchEnglish(name)) if (m.quality === 0) found.set(m.entry, 0);
  for (const m of chinese ? index.matchChinese(traditional, toSimplified(keyword)) : index.matchEnglish(keyword))
    if (!found.has(m.entry)) found.set(m.entry, m.quality);
  const matches: Match[] = [...found].filter(([e]) => weight(e) > 0).map(([entry, quality]) => ({ entry, quality }));
  matches.sort(
    (a, b) =>
      a.quality - b.quality || weight(b.entry) - weight(a.entry) || a.entry.en.length - b.entry.en.length || a.entry.id - b.entry.id,
  );
  // Shown in the script the visitor typed: Simplified input gets Simplified names.
  const label = (e: PlaceEntry) => (!chinese ? e.en : traditional !== keyword ? e.zhCn : e.zhHk);
  const merged = listingTypeId !== 1 && listingTypeId !== 2;
  const picked: Match[] = merged ? matches.slice(0, SUGGESTION_GROUP_CAP) : matches;
  return SUGGESTION_GROUPS.map((key) => ({
    key,
    items: picked
      .filter((m) => m.entry.group === key)
      .slice(0, SUGGESTION_GROUP_CAP)
      .map(({ entry: e }) => ({
        resultId: e.id,
        result: label(e),
        type: e.type,
        count: weight(e),
        names: { en: e.en, zhHk: e.zhHk, zhCn: e.zhCn },
        ...(e.districtIds ? { districtIds: e.districtIds } : {}),
      })),
  })).filter((g) => g.items.length > 0);
}
