// Card rows with a memory: the rows of recently shown listings are kept, so
// a page of results is usually answered without a database round trip (the
// first pages of popular searches show the same few thousand listings). A
// row leaves when the listing index reports the listing changed, when it is
// older than CARD_TTL_MS (photos are not in the index's change feed), or
// when CARD_ENTRIES newer rows came in after it.
import type { Queryable } from "../../db/client.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import type { ReferenceNamesCache } from "./reference-names.ts";
import { listingRowsByIds, withNames, type ListingCardRow, type ListingRow } from "./listing-card-queries.ts";

export const CARD_TTL_MS = 5 * 60_000;
export const CARD_ENTRIES = 50_000;

export type ListingCards = {
  /** Card rows for `ids` in their order, names in the language; unknown ids are left out. */
  rows(ids: readonly number[], languageId: number): Promise<ListingCardRow[]>;
};

export function createListingCards(db: Queryable, names: ReferenceNamesCache, index: ListingIndex, now: () => number = Date.now): ListingCards {
  const kept = new Map<number, { row: ListingRow; at: number }>();
  let changes = 0;
  index.onChange((ids) => {
    changes++;
    if (ids === "all") kept.clear();
    else for (const id of ids) kept.delete(id);
  });
  return {
    async rows(ids, languageId) {
      if (ids.length === 0) return [];
      const at = now();
      const rows: ListingRow[] = [];
      const missing: number[] = [];
      for (const id of ids) {
        const hit = kept.get(id);
        if (hit && at - hit.at < CARD_TTL_MS) rows.push(hit.row);
        else missing.push(id);
      }
      if (missing.length) {
        const seen = changes;
        const fresh = await listingRowsByIds(db, missing);
        rows.push(...fresh);
        // A change reported while the rows were read may be newer than them: keep none of them then.
        if (seen === changes) {
          for (const row of fresh) {
            kept.delete(row.id);
            kept.set(row.id, { row, at });
          }
        }
        // Map order is insertion order: the oldest rows go first.
        for (const id of kept.keys()) {
          if (kept.size <= CARD_ENTRIES) break;
          kept.delete(id);
        }
      }
      return withNames(rows, ids, names, languageId);
    },
  };
}
