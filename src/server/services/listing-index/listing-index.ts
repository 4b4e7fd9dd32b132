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
  /** Told the ids of listings changed or removed at each look, or "all" after a reload (caches of listing rows listen). */
  onChange(listener: (ids: number[] | "all") => void): void;
  /**
   * The reverse search (alerts): for each of `filters`, which of the
   * available listings `listingIds` it matches, decided by the search's own
   * passes, so an alert never disagrees with the results page.
   */
  reverseMatch(filters: readonly SearchFilters[], listingIds: readonly number[]): Promise<number[][]>;
}

type State = { cols: ListingColumns; places: IndexPlaces; postings: Postings; version: number; memo: Map<string, unknown> };

export function createListingIndex(db: Queryable, now: () => number = Date.now): ListingIndex {
  let state: Promise<State> | undefined;
  const placesSnapshot = createTimedSnapshot(() => IndexPlaces.load(db), { ttlMs: PLACES_RELOAD_MS, now });
  let polled = 0;
  let polling: Promise<void> | undefined;
  const listeners: ((ids: number[] | "all") => void)[] = [];
  const setsByPlace = new WeakMap<readonly SearchFilters[], SetBuckets>();
  let reverse: { cols: Int32Array | null; places: IndexPlaces | null; compiled: WeakMap<SearchFilters, { mask: number; passes: Pass[] }> } =
    {
      cols: null,
      places: null,
      compiled: new WeakMap(),
    };
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
    onChange: (listener) => void listeners.push(listener),
    async reverseMatch(filters, listingIds) {
      const s = await ready();
      const { alive, purpose, id, districtId, regionId, buildingId } = s.cols;
      // A set's passes are compiled once and kept while the columns and places they read stay the same.
      if (reverse.cols !== s.cols.id || reverse.places !== s.places)
        reverse = { cols: s.cols.id, places: s.places, compiled: new WeakMap() };
      const compiled = reverse.compiled;
      const batch = listingIds.map((x) => s.cols.slotOf(x)).filter((slot) => slot >= 0 && alive[slot] === 1);
      // The batch by place, so a set naming places looks only at the changed listings there
      // (the passes still check every filter: this only narrows, as candidates do for a search).
      const group = (key: ArrayLike<number>) => {
        const out = new Map<number, number[]>();
        for (const slot of batch) {
          const k = key[slot]!;
          const list = out.get(k);
          if (list) list.push(slot);
          else out.set(k, [slot]);
        }
        return out;
      };
      const byDistrict = group(districtId);
      const byRegion = group(regionId);
      const byBuilding = group(buildingId);
      const none: number[] = [];
      const candidatesOf = (f: SearchFilters): readonly number[] => {
        const p = f.place;
        if (p?.kind === "building") return byBuilding.get(p.id) ?? none;
        if (p?.kind === "district") return byDistrict.get(p.id) ?? none;
        if (p?.kind === "region") return byRegion.get(p.id) ?? none;
        if (!p && f.districts.length === 1 && f.regions.length === 0) return byDistrict.get(f.districts[0]!) ?? none;
        if (!p && (f.districts.length || f.regions.length)) {
          const joined: number[] = [];
          for (const d of f.districts) for (const slot of byDistrict.get(d) ?? none) joined.push(slot);
          for (const r of f.regions) for (const slot of byRegion.get(r) ?? none) joined.push(slot);
          return joined;
        }
        return batch;
      };
      // The sets by the places they name (kept with the array of filters): only sets naming a changed
      // listing's district, region or building, and those naming none, are looked at.
      let bySets = setsByPlace.get(filters);
      if (!bySets) {
        bySets = placeBuckets(filters);
        setsByPlace.set(filters, bySets);
      }
      const look = new Uint8Array(filters.length);
      for (const i of bySets.unplaced) look[i] = 1;
      for (const d of byDistrict.keys()) for (const i of bySets.district.get(d) ?? none) look[i] = 1;
      for (const r of byRegion.keys()) for (const i of bySets.region.get(r) ?? none) look[i] = 1;
      for (const b of byBuilding.keys()) for (const i of bySets.building.get(b) ?? none) look[i] = 1;
      const work = new Int32Array(batch.length);
      const out: number[][] = new Array<number[]>(filters.length).fill(none);
      for (let index = 0; index < filters.length; index++) {
        if (look[index] === 0) continue;
        const f = filters[index]!;
        const candidates = candidatesOf(f);
        if (candidates.length === 0) continue;
        let entry = compiled.get(f);
        if (!entry) {
          const referenceId =
            f.place?.kind === "keyword" && mayBeReference(f.place.text) ? await listingIdByReference(db, f.place.text) : null;
          const referenceSlot = referenceId === null ? -1 : s.cols.slotOf(referenceId);
          entry = { mask: purposeMaskOf(f), passes: matchPasses(s.cols, s.places, f, referenceSlot).passes };
          compiled.set(f, entry);
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
        out[index] = matched;
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

/** Indices of saved filters by the place they name; `unplaced` name none the batch can be grouped by. */
type SetBuckets = { district: Map<number, number[]>; region: Map<number, number[]>; building: Map<number, number[]>; unplaced: number[] };

function placeBuckets(filters: readonly SearchFilters[]): SetBuckets {
  const buckets: SetBuckets = { district: new Map(), region: new Map(), building: new Map(), unplaced: [] };
  const add = (map: Map<number, number[]>, key: number, index: number) => {
    const list = map.get(key);
    if (list) list.push(index);
    else map.set(key, [index]);
  };
  filters.forEach((f, index) => {
    const p = f.place;
    if (p?.kind === "building") add(buckets.building, p.id, index);
    else if (p?.kind === "district") add(buckets.district, p.id, index);
    else if (p?.kind === "region") add(buckets.region, p.id, index);
    else if (!p && (f.districts.length || f.regions.length)) {
      for (const d of f.districts) add(buckets.district, d, index);
      for (const r of f.regions) add(buckets.region, r, index);
    } else buckets.unplaced.push(index);
  });
  return buckets;
}
