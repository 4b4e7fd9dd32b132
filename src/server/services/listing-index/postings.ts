// Slots grouped by district, by building and by purpose group, so a search
// tests only the listings of the places it names, or of its purpose. Rebuilt from the columns now and then; slots
// written since (new listings, or ones that moved building) wait in a small
// `extras` list that every candidate set includes, and are skipped in the
// groups so no slot is tested twice.
import type { ListingColumns } from "./listing-columns.ts";

export type GroupKeys = { districtId: number; buildingId: number; purpose: number };

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
    group(cols, cols.districtId, this.byDistrict, this.grouped);
    group(cols, cols.buildingId, this.byBuilding, this.grouped);
    const byPurpose = new Map<number, Int32Array>();
    group(cols, cols.purpose, byPurpose, this.grouped);
    for (const purposes of [[1, 3], [2, 3], [3]]) {
      const lists = purposes.map((p) => byPurpose.get(p) ?? new Int32Array(0));
      const merged = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
      lists.reduce((at, l) => (merged.set(l, at), at + l.length), 0);
      this.byPurposes.set(purposes.join(","), merged);
    }
  }

  /** Call after writing a slot: a new one, or one that changed group, waits in `extras` until the next regrouping. */
  written(slot: number, before: GroupKeys | null): void {
    const c = this.cols;
    const moved = !before || before.districtId !== c.districtId[slot] || before.buildingId !== c.buildingId[slot] || before.purpose !== c.purpose[slot];
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

  ofDistricts(ids: number[]): Int32Array {
    return this.union(ids.map((id) => this.byDistrict.get(id)), []);
  }

  /** The listings of a purpose set, or null for every slot (All, or a set not grouped). */
  ofPurposes(purposes: number[]): Int32Array | null {
    const list = this.byPurposes.get(purposes.join(","));
    if (!list) return null;
    return this.extras.length ? this.union([list], []) : list;
  }

  ofBuildings(ids: number[], more: number[] = []): Int32Array {
    return this.union(ids.map((id) => this.byBuilding.get(id)), more);
  }

  private union(lists: (Int32Array | undefined)[], more: number[]): Int32Array {
    const unique = [...new Set(lists)].filter((l): l is Int32Array => l !== undefined);
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
    return out.subarray(0, n);
  }
}

function group(cols: ListingColumns, key: Int16Array | Int32Array | Uint8Array, into: Map<number, Int32Array>, grouped: Uint8Array): void {
  const counts = new Map<number, number>();
  for (let s = 0; s < cols.size; s++) if (cols.alive[s] === 1) counts.set(key[s]!, (counts.get(key[s]!) ?? 0) + 1);
  const fill = new Map<number, number>();
  for (const [k, n] of counts) {
    into.set(k, new Int32Array(n));
    fill.set(k, 0);
  }
  for (let s = 0; s < cols.size; s++) {
    if (cols.alive[s] !== 1) continue;
    const k = key[s]!;
    const i = fill.get(k)!;
    into.get(k)![i] = s;
    fill.set(k, i + 1);
    grouped[s] = 1;
  }
}
