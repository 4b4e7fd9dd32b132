// Slots grouped by district, by building and by purpose set, so a search
// tests only the listings of the places it names, or of its purposes. Each
// group lists its slots best first (quality score descending, then listing
// id: the default order), so a default-order search over one group reads
// its page off the front of the matches. The columns are stored in that
// order too (ListingColumns.reorder at load), so a group is also read from
// memory front to back. Rebuilt from the columns now and
// then; slots written since (new listings, or ones that moved group) wait in
// a small `extras` list that every candidate set includes, and are skipped
// in the groups so no slot is tested twice.
import type { ListingColumns } from "./listing-columns.ts";

export type GroupKeys = { districtId: number; buildingId: number; purpose: number };
/** Candidate slots; `ordered` when they are in the default order (one group, nothing waiting). */
export type Candidates = { slots: Int32Array; ordered: boolean };

/** The purpose sets searches ask for (Sale, Rent, Both, All). */
const PURPOSE_SETS = [[1, 3], [2, 3], [3], [1, 2, 3]];

export class Postings {
  private readonly byDistrict = new Map<number, Int32Array>();
  private readonly byBuilding = new Map<number, Int32Array>();
  /** Purposes a search accepts ("1,3" for Sale) → its listings. */
  private readonly byPurposes = new Map<string, Int32Array>();
  private readonly grouped: Uint8Array;
  private extraFlag: Uint8Array;
  readonly extras: number[] = [];
  private readonly cols: ListingColumns;

  constructor(cols: ListingColumns) {
    this.cols = cols;
    this.grouped = new Uint8Array(cols.size);
    this.extraFlag = new Uint8Array(cols.size);
    const best = cols.bestFirst();
    for (const s of best) this.grouped[s] = 1;
    group(best, cols.districtId, this.byDistrict);
    group(best, cols.buildingId, this.byBuilding);
    for (const purposes of PURPOSE_SETS) {
      const accepted = new Uint8Array(8);
      for (const p of purposes) accepted[p] = 1;
      this.byPurposes.set(
        purposes.join(","),
        best.filter((s) => accepted[cols.purpose[s]!] === 1),
      );
    }
  }

  /** Call after writing a slot: a new one, or one that changed group, waits in `extras` until the next regrouping. */
  written(slot: number, before: GroupKeys | null): void {
    const c = this.cols;
    const moved =
      !before || before.districtId !== c.districtId[slot] || before.buildingId !== c.buildingId[slot] || before.purpose !== c.purpose[slot];
    if (!moved && slot < this.grouped.length && this.grouped[slot] === 1) return;
    if (slot >= this.extraFlag.length) {
      const next = new Uint8Array(Math.max(slot + 1, this.extraFlag.length * 2));
      next.set(this.extraFlag);
      this.extraFlag = next;
    }
    if (this.extraFlag[slot] === 1) return;
    this.extraFlag[slot] = 1;
    this.extras.push(slot);
  }

  ofDistricts(ids: number[]): Candidates {
    return this.union(
      ids.map((id) => this.byDistrict.get(id)),
      [],
    );
  }

  /** The listings of a purpose set, or null for a set not grouped (every slot is then a candidate). */
  ofPurposes(purposes: number[]): Candidates | null {
    const list = this.byPurposes.get(purposes.join(","));
    return list ? this.union([list], []) : null;
  }

  /** How many listings the buildings' groups hold (to choose between them and a purpose group). */
  sizeOfBuildings(ids: number[]): number {
    let n = 0;
    for (const id of ids) n += this.byBuilding.get(id)?.length ?? 0;
    return n;
  }

  sizeOfPurposes(purposes: number[]): number {
    return this.byPurposes.get(purposes.join(","))?.length ?? Infinity;
  }

  ofBuildings(ids: number[], more: number[] = []): Candidates {
    return this.union(
      ids.map((id) => this.byBuilding.get(id)),
      more,
    );
  }

  private union(lists: (Int32Array | undefined)[], more: number[]): Candidates {
    const unique = [...new Set(lists)].filter((l): l is Int32Array => l !== undefined);
    if (this.extras.length === 0 && more.length === 0 && unique.length <= 1)
      return { slots: unique[0] ?? new Int32Array(0), ordered: true };
    const extraFlag = this.extraFlag;
    const out = new Int32Array(unique.reduce((n, l) => n + l.length, 0) + this.extras.length + more.length);
    let n = 0;
    const skipExtras = this.extras.length > 0;
    for (const list of unique) {
      if (!skipExtras) {
        out.set(list, n);
        n += list.length;
      } else for (const s of list) if (extraFlag[s] !== 1) out[n++] = s;
    }
    for (const s of this.extras) out[n++] = s;
    // A listing named by reference id may also sit in a named building's group.
    for (const s of more) if (!out.subarray(0, n).includes(s)) out[n++] = s;
    return { slots: out.subarray(0, n), ordered: false };
  }
}

/** Splits `best` by key, keeping its order within each group. */
function group(best: Int32Array, key: Int16Array | Int32Array, into: Map<number, Int32Array>): void {
  const counts = new Map<number, number>();
  for (const s of best) counts.set(key[s]!, (counts.get(key[s]!) ?? 0) + 1);
  const fill = new Map<number, number>();
  for (const [k, n] of counts) {
    into.set(k, new Int32Array(n));
    fill.set(k, 0);
  }
  for (const s of best) {
    const k = key[s]!;
    const i = fill.get(k)!;
    into.get(k)![i] = s;
    fill.set(k, i + 1);
  }
}
