// Card rows with a memory: the rows of recently shown listings are kept, so
// a page of results is usually answered without a database round trip (the
// first pages of popular searches show the same few thousand listings). A
// row leaves when the listing index reports the listing changed, when it is
// older than CARD_TTL_MS (photos are not in the index's change feed), or
// when CARD_ENTRIES newer rows came in after it. What callers derive from a
// kept row (a presented card as JSON bytes) is kept with it and leaves with it.
import type { Queryable } from "../../db/client.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import type { ReferenceNamesCache } from "./reference-names.ts";
import { listingRowsByIds, type ListingCardRow, type ListingRow } from "../../db/listings/listing-card-queries.ts";
import { nameSuffix } from "./localised.ts";

export const CARD_TTL_MS = 5 * 60_000;
export const CARD_ENTRIES = 50_000;
/** Derived forms kept per row (language × currency × size basis × purpose); the oldest goes first. */
const DERIVED_PER_ROW = 8;

export type ListingCards = {
  /** Card rows for `ids` in their order, names in the language; unknown ids are left out. */
  rows(ids: readonly number[], languageId: number): Promise<ListingCardRow[]>;
  /**
   * `derive(row)` of each card row, remembered with the row under `variant`
   * (which must name everything `derive` depends on besides the row and the language).
   */
  derived<T>(ids: readonly number[], languageId: number, variant: string, derive: (row: ListingCardRow) => T): Promise<T[]>;
};

type Kept = { row: ListingRow; at: number; derived?: Map<string, unknown> };

export function createListingCards(
  db: Queryable,
  names: ReferenceNamesCache,
  index: ListingIndex,
  now: () => number = Date.now,
): ListingCards {
  const kept = new Map<number, Kept>();
  let changes = 0;
  index.onChange((ids) => {
    changes++;
    if (ids === "all") kept.clear();
    else for (const id of ids) kept.delete(id);
  });

  /** The kept entries of `ids` in their order, reading the missing rows; unknown ids are left out. */
  async function entries(ids: readonly number[]): Promise<Kept[]> {
    const at = now();
    const byId = new Map<number, Kept>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = kept.get(id);
      if (hit && at - hit.at < CARD_TTL_MS) byId.set(id, hit);
      else missing.push(id);
    }
    if (missing.length) {
      const seen = changes;
      const fresh = await listingRowsByIds(db, missing);
      // A change reported while the rows were read may be newer than them: keep none of them then.
      const keep = seen === changes;
      for (const row of fresh) {
        const entry: Kept = { row, at };
        byId.set(row.id, entry);
        if (keep) {
          kept.delete(row.id);
          kept.set(row.id, entry);
        }
      }
      // Map order is insertion order: the oldest rows go first.
      for (const id of kept.keys()) {
        if (kept.size <= CARD_ENTRIES) break;
        kept.delete(id);
      }
    }
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    async rows(ids, languageId) {
      if (ids.length === 0) return [];
      return withNames(
        (await entries(ids)).map((e) => e.row),
        ids,
        names,
        languageId,
      );
    },
    async derived(ids, languageId, variant, derive) {
      if (ids.length === 0) return [];
      const list = await entries(ids);
      const key = `${languageId}:${variant}`;
      const todo = list.filter((e) => !e.derived?.has(key));
      if (todo.length) {
        const named = await withNames(
          todo.map((e) => e.row),
          todo.map((e) => e.row.id),
          names,
          languageId,
        );
        named.forEach((row, i) => {
          const derivedOf = (todo[i]!.derived ??= new Map());
          if (derivedOf.size >= DERIVED_PER_ROW) derivedOf.delete(derivedOf.keys().next().value!);
          derivedOf.set(key, derive(row));
        });
      }
      return list.map((e) => e.derived!.get(key) as ReturnType<typeof derive>);
    },
  };
}

/** Card rows for `ids` in the order of `ids` (unknown ids left out), with names in one language from the in-memory cache. */
async function withNames(
  rows: ListingRow[],
  ids: readonly number[],
  names: ReferenceNamesCache,
  languageId: number,
): Promise<ListingCardRow[]> {
  const ref = await names.get({ buildingIds: rows.map((r) => r.building_id), agentIds: rows.map((r) => r.agent_id) });
  const key = `name_${nameSuffix(languageId)}` as const;
  const byId = new Map(
    rows.map((r) => {
      const building = ref.buildings.get(r.building_id);
      const agent = ref.agents.get(r.agent_id);
      return [
        r.id,
        {
          ...r,
          building_name: building?.[key] ?? "",
          street_no: building?.street_no ?? "",
          street_name: (building && ref.streets.get(building.street_id)?.[key]) ?? "",
          district_name: ref.districts.get(r.district_id)?.[key] ?? "",
          region_name: ref.regions.get(r.region_id)?.[key] ?? "",
          agent_name: agent?.[key] ?? "",
          agent_photo_key: agent?.photo_key ?? "",
        },
      ];
    }),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
