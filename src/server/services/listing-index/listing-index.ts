// The in-memory listing index behind search, counts and map pins (decision
// 0008). It holds the searchable columns of every available listing and
// answers a page of ids with the exact total by scanning them, where SQL
// needed an index-only scan of up to a million entries for each count.
//
// Freshness: every insert, update and delete of a listing takes a number
// from one sequence (migration 0003). A query arriving more than POLL_MS
// after the last look first reads what changed since, so an answer is at
// most POLL_MS behind the database; `refresh()` catches up at once (writers
// in this process call it). A TRUNCATE reloads the whole index.
import type { Queryable } from "../../db/client.ts";
import type { SearchFilters } from "../../../domain/search/search-filters.ts";
import { ListingColumns } from "./listing-columns.ts";
import { IndexPlaces } from "./index-places.ts";
import { createTimedSnapshot } from "../cache/timed-snapshot.ts";
import { Postings } from "./postings.ts";
import { SetBounds } from "./set-bounds.ts";
import { compileMatch, matchPasses, purposeMaskOf, type CompiledMatch, type Pass, type Rect } from "./listing-match.ts";
import { firstInOrder, slotOrder } from "./listing-order.ts";
import type { SearchOrder } from "../../../domain/search/search-spec.ts";
import {
  availableListingBatch,
  changedListings,
  latestRowVersion,
  listingIdByReference,
  removedListings,
  type IndexedListingRow,
} from "../../db/listings/listing-index-queries.ts";

export const POLL_MS = 1000;
const LOAD_BATCH = 50_000;
const CHANGE_BATCH = 10_000;
/** Regroup the postings once this many slots wait outside them. */
const REGROUP_AT = 2_000;
/** Counts and viewport-free aggregates remembered until the index changes (the map's area and district layers, the filter panel's count). */
const MEMO_ENTRIES = 500;
/** Place names and ranks are read again this often (or at once when a listing names an unknown building). */
const PLACES_RELOAD_MS = 5 * 60_000;

export type Aggregate = { n: number; minPrice: number | null };
export type ListingPoint = { id: number; lat: number; lng: number; price: number | null; buildingId: number };

export interface ListingIndex {
  /** Ids of one page in order, and the exact number of matches. */
  search(f: SearchFilters, order: SearchOrder, offset: number, limit: number): Promise<{ ids: number[]; total: number }>;
  count(f: SearchFilters): Promise<number>;
  /** Count and lowest price (of the filters' price column) of the matches per district, region or building, within `view` when given. */
  aggregate(f: SearchFilters, by: "district" | "region" | "building", view: Rect | null): Promise<Map<number, Aggregate>>;
  /** The best-quality matches within `view`, at most `limit`. */
  points(f: SearchFilters, view: Rect, limit: number): Promise<ListingPoint[]>;
  places(): Promise<IndexPlaces>;
  /** The building of an available listing, or null for one the index does not hold (off the market, or unknown). */
  buildingOf(listingId: number): Promise<number | null>;
  /** Loads the index, or reads every change made so far, before the next answer. */
  refresh(): Promise<void>;
  /** Reads the changes when the index's second is up, as a search does (listeners hear of them). */
  current(): Promise<void>;
  /** Told the ids of listings changed or removed at each look, or "all" after a reload (caches of listing rows listen). */
  onChange(listener: (ids: number[] | "all") => void): void;
  /**
   * The reverse search (alerts): for each of `filters` that matches any of
   * the available listings `listingIds`, its index → the ids it matches,
   * decided by the search's own passes, so an alert never disagrees with the
   * results page. (A map, not an array as long as the filters: most sets
   * match nothing, and a hundred thousand empty entries cost more than the
   * matching of one listing.)
   */
  reverseMatch(filters: readonly SearchFilters[], listingIds: readonly number[]): Promise<Map<number, number[]>>;
}

type State = { cols: ListingColumns; places: IndexPlaces; postings: Postings; version: number; memo: Map<string, unknown> };

export function createListingIndex(db: Queryable, now: () => number = Date.now): ListingIndex {
  let state: Promise<State> | undefined;
  const placesSnapshot = createTimedSnapshot(() => IndexPlaces.load(db), { ttlMs: PLACES_RELOAD_MS, now });
  let polled = 0;
  let polling: Promise<void> | undefined;
  const listeners: ((ids: number[] | "all") => void)[] = [];
  const setsOf = new WeakMap<readonly SearchFilters[], KeptSets>();
  const tell = (ids: number[] | "all") => {
    if (ids === "all" || ids.length > 0) for (const listener of listeners) listener(ids);
  };

  const load = async (): Promise<State> => {
    // The version is read first: a change made while loading is read again by the next poll.
    const version = await latestRowVersion(db);
    const [places, cols] = await Promise.all([placesSnapshot.reload(), loadColumns(db)]);
    polled = now();
    return { cols, places, postings: new Postings(cols), version, memo: new Map() };
  };

  const poll = async (): Promise<void> => {
    const current = await state!;
    polled = now();
    const removed = await removedListings(db, current.version);
    if (removed.some((r) => r.id === 0)) {
      state = load();
      await state;
      tell("all");
      return;
    }
    const changed = removed.map((r) => r.id);
    let newest = current.version;
    for (const r of removed) {
      current.cols.kill(r.id);
      newest = Math.max(newest, Number(r.row_version));
    }
    let unknownBuilding = false;
    for (let after = current.version; ;) {
      const rows = await changedListings(db, after, CHANGE_BATCH);
      for (const r of rows) {
        apply(current, r);
        changed.push(r.id);
        unknownBuilding ||= !current.places.buildings.has(r.building_id);
        after = Number(r.row_version);
      }
      newest = Math.max(newest, after);
      if (rows.length < CHANGE_BATCH) break;
    }
    // A listing naming a building the places lack waits for fresh places; otherwise a stale snapshot reloads in the background.
    current.places = unknownBuilding ? await placesSnapshot.reload() : await placesSnapshot.get();
    if (current.postings.extras.length >= REGROUP_AT) current.postings = new Postings(current.cols);
    current.version = newest;
    if (changed.length > 0) current.memo = new Map();
    tell(changed);
  };

  const ready = async (): Promise<State> => {
    state ??= load();
    state.catch(() => (state = undefined));
    await state;
    if (now() - polled >= POLL_MS) {
      polling ??= poll().finally(() => (polling = undefined));
      await polling;
    }
    return state;
  };

  /** `compute()` once per key until the listings change. */
  const remembered = async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const s = await ready();
    const memo = s.memo;
    if (memo.has(key)) return memo.get(key) as T;
    const value = await compute();
    // Not kept when the listings changed meanwhile (the memo was replaced).
    if (s.memo === memo) {
      if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
      memo.set(key, value);
    }
    return value;
  };

  // The matches live in a shared scratch buffer: read them before the next await.
  const matchesOf = async (f: SearchFilters, view: Rect | null = null) => {
    const s = await ready();
    const referenceId = f.place?.kind === "keyword" && mayBeReference(f.place.text) ? await listingIdByReference(db, f.place.text) : null;
    const referenceSlot = referenceId === null ? -1 : s.cols.slotOf(referenceId);
    const match = compileMatch(s.cols, s.places, s.postings, f, referenceSlot, view);
    return { s, ordered: match.candidates?.ordered ?? false, collect: () => collect(s.cols, match) };
  };

  const aggregate = async (
    f: SearchFilters,
    by: "district" | "region" | "building",
    view: Rect | null,
  ): Promise<Map<number, Aggregate>> => {
    const { s, collect } = await matchesOf(f, view);
    const slots = collect();
    const key = by === "district" ? s.cols.districtId : by === "region" ? s.cols.regionId : s.cols.buildingId;
    const price = f.priceColumn === "rent_price" ? s.cols.rentPrice : s.cols.salePrice;
    // Place ids are small integers: tallies in arrays, not a Map lookup per match.
    let top = 0;
    for (const slot of slots) top = Math.max(top, key[slot]!);
    const counts = new Int32Array(top + 1);
    const lowest = new Float64Array(top + 1).fill(Infinity);
    for (const slot of slots) {
      const k = key[slot]!;
      counts[k]!++;
      const p = price[slot]!;
      if (p < lowest[k]!) lowest[k] = p; // NaN (no price) is never lower
    }
    const out = new Map<number, Aggregate>();
    for (let k = 0; k <= top; k++) if (counts[k]! > 0) out.set(k, { n: counts[k]!, minPrice: lowest[k] === Infinity ? null : lowest[k]! });
    return out;
  };

  return {
    async search(f, order, offset, limit) {
      const { s, ordered, collect } = await matchesOf(f);
      const slots = collect();
      const first =
        ordered && order.sortBy === "qualityscore" && order.orderBy === "desc"
          ? slots.subarray(0, offset + limit) // matches kept their group's default order
          : firstInOrder(slots, offset + limit, slotOrder(s.cols, s.places, f, order));
      return { ids: Array.from(first.subarray(offset), (slot) => s.cols.id[slot]!), total: slots.length };
    },
    async count(f) {
      return remembered(`count:${JSON.stringify(f)}`, async () => (await matchesOf(f)).collect().length);
    },
    async aggregate(f, by, view) {
      if (view === null) return remembered(`${by}:${JSON.stringify(f)}`, () => aggregate(f, by, null));
      return aggregate(f, by, view);
    },
    async points(f, view, limit) {
      const { s, ordered, collect } = await matchesOf(f, view);
      const slots = collect();
      const best = ordered
        ? slots.subarray(0, limit)
        : firstInOrder(slots, limit, slotOrder(s.cols, s.places, f, { sortBy: "qualityscore", orderBy: "desc", languageId: 1 }));
      const price = f.priceColumn === "rent_price" ? s.cols.rentPrice : s.cols.salePrice;
      return Array.from(best, (slot) => ({
        id: s.cols.id[slot]!,
        lat: s.cols.lat[slot]!,
        lng: s.cols.lng[slot]!,
        buildingId: s.cols.buildingId[slot]!,
        price: price[slot] === price[slot] ? price[slot]! : null,
      }));
    },
    places: async () => (await ready()).places,
    async buildingOf(listingId) {
      const { cols } = await ready();
      const slot = cols.slotOf(listingId);
      return slot >= 0 && cols.alive[slot] === 1 ? cols.buildingId[slot]! : null;
    },
    async refresh() {
      polled = 0;
      await ready();
    },
    async current() {
      await ready();
    },
    onChange: (listener) => void listeners.push(listener),
    async reverseMatch(filters, listingIds) {
      const s = await ready();
      const { alive, purpose, id, districtId, regionId, buildingId } = s.cols;
      // What is kept with the array of filters: the sets by the places and purposes they name, and each
      // set's compiled passes while the columns and places they read stay the same.
      let sets = setsOf.get(filters);
      if (!sets)
        setsOf.set(
          filters,
          (sets = {
            buckets: placeBuckets(filters),
            bounds: new SetBounds(filters),
            compiled: [],
            cols: null,
            places: null,
            seen: new Int32Array(filters.length),
            round: 0,
          }),
        );
      if (sets.cols !== s.cols.id || sets.places !== s.places) Object.assign(sets, { compiled: [], cols: s.cols.id, places: s.places });
      const { buckets, bounds, compiled, seen } = sets;
      const batch = listingIds.map((x) => s.cols.slotOf(x)).filter((slot) => slot >= 0 && alive[slot] === 1);
      // The batch by place and purpose, so only the sets naming a changed listing's district, region or
      // building (or none) and wanting its purpose are looked at (the passes still check every filter).
      const group = (key: ArrayLike<number>) => {
        const out = new Map<number, number[]>();
        for (const slot of batch) {
          const k = placeKey(key[slot]!, purpose[slot]!);
          const list = out.get(k);
          if (list) list.push(slot);
          else out.set(k, [slot]);
        }
        return out;
      };
      const byDistrict = group(districtId);
      const byRegion = group(regionId);
      const byBuilding = group(buildingId);
      const purposes = new Set(batch.map((slot) => purpose[slot]!));
      const none: number[] = [];
      const round = ++sets.round;
      const todo: number[] = [];
      // A few listings (a new one, an edit) are checked against each set's price and bedroom ranges first.
      const few = batch.length <= WHOLE_BATCH;
      const look = (indices: readonly number[] | undefined) => {
        if (indices)
          for (const i of indices)
            if (seen[i] !== round) {
              seen[i] = round;
              if (!few || bounds.mayMatchAny(i, s.cols, batch)) todo.push(i);
            }
      };
      for (const p of purposes) look(buckets.unplaced.get(p));
      for (const k of byDistrict.keys()) look(buckets.district.get(k));
      for (const k of byRegion.keys()) look(buckets.region.get(k));
      for (const k of byBuilding.keys()) look(buckets.building.get(k));
      // A set's own places narrow a large batch, as candidates do for a search; a small one is checked whole.
      const candidatesOf = (f: SearchFilters): readonly number[] => {
        if (batch.length <= WHOLE_BATCH) return batch;
        const p = f.place;
        const inPlaces = (map: Map<number, number[]>, place: number) =>
          f.purposes.flatMap((purposeId) => map.get(placeKey(place, purposeId)) ?? none);
        if (p?.kind === "building") return inPlaces(byBuilding, p.id);
        if (p?.kind === "district") return inPlaces(byDistrict, p.id);
        if (p?.kind === "region") return inPlaces(byRegion, p.id);
        if (!p && (f.districts.length || f.regions.length))
          return [...f.districts.flatMap((d) => inPlaces(byDistrict, d)), ...f.regions.flatMap((r) => inPlaces(byRegion, r))];
        return batch;
      };
      const work = new Int32Array(batch.length);
      const out = new Map<number, number[]>();
      for (const index of todo) {
        const f = filters[index]!;
        const candidates = candidatesOf(f);
        if (candidates.length === 0) continue;
        let entry = compiled[index];
        if (!entry) {
          const referenceId =
            f.place?.kind === "keyword" && mayBeReference(f.place.text) ? await listingIdByReference(db, f.place.text) : null;
          const referenceSlot = referenceId === null ? -1 : s.cols.slotOf(referenceId);
          entry = compiled[index] = { mask: purposeMaskOf(f), passes: matchPasses(s.cols, s.places, f, referenceSlot).passes };
        }
        let n = 0;
        for (let i = 0; i < candidates.length; i++) {
          const slot = candidates[i]!;
          if (((1 << purpose[slot]!) & entry.mask) !== 0) work[n++] = slot;
        }
        for (let i = 0; i < entry.passes.length && n > 0; i++) n = entry.passes[i]!(work, n);
        if (n === 0) continue;
        const matched: number[] = new Array<number>(n);
        for (let i = 0; i < n; i++) matched[i] = id[work[i]!]!;
        out.set(index, matched);
      }
      return out;
    },
  };
}

async function loadColumns(db: Queryable): Promise<ListingColumns> {
  const cols = new ListingColumns();
  for (let after = 0; ;) {
    const rows = await availableListingBatch(db, after, LOAD_BATCH);
    for (const r of rows) cols.put(r);
    if (rows.length < LOAD_BATCH) {
      // Stored best first, a search's groups are read front to back (see postings.ts).
      cols.reorder(cols.bestFirst());
      return cols;
    }
    after = rows.at(-1)!.id;
  }
}

function apply(s: State, r: IndexedListingRow): void {
  const existing = s.cols.slotOf(r.id);
  if (existing < 0 && !r.available) return; // never held, still not searchable
  const before =
    existing < 0
      ? null
      : { districtId: s.cols.districtId[existing]!, buildingId: s.cols.buildingId[existing]!, purpose: s.cols.purpose[existing]! };
  s.postings.written(s.cols.put(r), before);
}

/** Reference ids are one word with digits (HK00000123): other keywords need no look-up. */
function mayBeReference(keyword: string): boolean {
  return /\d/.test(keyword) && !/\s/.test(keyword);
}

let scratch = new Int32Array(1024);

/**
 * The matching slots, from the candidates or from every slot, as a view of
 * one shared buffer (a million-slot array per query would be garbage at
 * thousands of queries a second): valid until the next call. Live slots of
 * the purposes are gathered first, then each pass narrows them in place.
 */
function collect(cols: ListingColumns, match: CompiledMatch): Int32Array {
  const { alive, purpose } = cols;
  const mask = match.purposeMask;
  const candidates = match.candidates?.slots ?? null;
  const most = candidates ? candidates.length : cols.size;
  if (scratch.length < most) scratch = new Int32Array(Math.max(most, scratch.length * 2));
  const out = scratch;
  let n = 0;
  if (candidates) {
    for (let i = 0; i < candidates.length; i++) {
      const s = candidates[i]!;
      if (alive[s] === 1 && ((1 << purpose[s]!) & mask) !== 0) out[n++] = s;
    }
  } else {
    for (let s = 0; s < cols.size; s++) if (alive[s] === 1 && ((1 << purpose[s]!) & mask) !== 0) out[n++] = s;
  }
  for (const pass of match.passes) n = pass(out, n);
  return out.subarray(0, n);
}

/** A batch this small is checked whole by every set looked at: narrowing it by place costs more than it saves. */
const WHOLE_BATCH = 16;

/** One key for a place id and a listing purpose (1 to 3). */
const placeKey = (place: number, purposeId: number) => place * 4 + purposeId;

/** Indices of saved filters by the place and listing purpose they name; `unplaced` (by purpose) name no place the batch can be grouped by. */
type SetBuckets = {
  district: Map<number, number[]>;
  region: Map<number, number[]>;
  building: Map<number, number[]>;
  unplaced: Map<number, number[]>;
};

/** What the reverse search keeps with an array of saved filters. */
type KeptSets = {
  buckets: SetBuckets;
  bounds: SetBounds;
  /** Each set's compiled passes, valid for `cols` and `places`. */
  compiled: ({ mask: number; passes: Pass[] } | undefined)[];
  cols: Int32Array | null;
  places: IndexPlaces | null;
  /** `round` of the last call that looked at each set, so a set reached by several places is looked at once. */
  seen: Int32Array;
  round: number;
};

function placeBuckets(filters: readonly SearchFilters[]): SetBuckets {
  const buckets: SetBuckets = { district: new Map(), region: new Map(), building: new Map(), unplaced: new Map() };
  const add = (map: Map<number, number[]>, key: number, index: number) => {
    const list = map.get(key);
    if (list) list.push(index);
    else map.set(key, [index]);
  };
  filters.forEach((f, index) => {
    const p = f.place;
    for (const purposeId of f.purposes) {
      if (p?.kind === "building") add(buckets.building, placeKey(p.id, purposeId), index);
      else if (p?.kind === "district") add(buckets.district, placeKey(p.id, purposeId), index);
      else if (p?.kind === "region") add(buckets.region, placeKey(p.id, purposeId), index);
      else if (!p && (f.districts.length || f.regions.length)) {
        for (const d of f.districts) add(buckets.district, placeKey(d, purposeId), index);
        for (const r of f.regions) add(buckets.region, placeKey(r, purposeId), index);
      } else add(buckets.unplaced, purposeId, index);
    }
  });
  return buckets;
}
