// The searchable listing columns as typed arrays, one slot per listing
// (~110 bytes a listing: about 110 MB for a million). A scan over them tests
// a million listings in a few milliseconds with no allocation. A missing
// price or price per sq ft is NaN; off-market and removed slots are dead.
import type { IndexedListingRow } from "../../db/listings/listing-index-queries.ts";

/** Bits of `flags`. */
export const FLAG = { carpark: 1, maidRoom: 2, outdoorSpace: 4, virtual: 8, video: 16, exclusive: 32 } as const;

export class ListingColumns {
  size = 0;
  id = new Int32Array(0);
  alive = new Uint8Array(0);
  purpose = new Uint8Array(0);
  flags = new Uint8Array(0);
  layout = new Uint8Array(0);
  bedrooms = new Uint8Array(0);
  districtId = new Int16Array(0);
  regionId = new Int16Array(0);
  qualityScore = new Int16Array(0);
  buildingId = new Int32Array(0);
  estateId = new Int32Array(0);
  blockId = new Int32Array(0);
  grossSize = new Int32Array(0);
  saleableSize = new Int32Array(0);
  lat = new Float64Array(0);
  lng = new Float64Array(0);
  salePrice = new Float64Array(0);
  rentPrice = new Float64Array(0);
  salePpsfGross = new Float64Array(0);
  salePpsfSaleable = new Float64Array(0);
  rentPpsfGross = new Float64Array(0);
  rentPpsfSaleable = new Float64Array(0);
  updatedUs = new Float64Array(0);
  /** listing id → slot + 1 (0: not held). */
  private slotById = new Int32Array(0);

  slotOf(listingId: number): number {
    return listingId < this.slotById.length ? this.slotById[listingId]! - 1 : -1;
  }

  /** Writes the row into its listing's slot, or a new one; returns the slot. */
  put(r: IndexedListingRow): number {
    let slot = this.slotOf(r.id);
    if (slot < 0) {
      slot = this.size++;
      this.ensure(this.size, r.id);
      this.slotById[r.id] = slot + 1;
    }
    this.id[slot] = r.id;
    this.alive[slot] = r.available ? 1 : 0;
    this.purpose[slot] = r.purpose;
    this.flags[slot] =
      (r.has_carpark ? FLAG.carpark : 0) |
      (r.has_maid_room ? FLAG.maidRoom : 0) |
      (r.has_outdoor_space ? FLAG.outdoorSpace : 0) |
      (r.is_virtual ? FLAG.virtual : 0) |
      (r.is_video ? FLAG.video : 0) |
      (r.is_exclusive ? FLAG.exclusive : 0);
    this.layout[slot] = r.layout;
    this.bedrooms[slot] = r.bedrooms;
    this.districtId[slot] = r.district_id;
    this.regionId[slot] = r.region_id;
    this.qualityScore[slot] = r.quality_score;
    this.buildingId[slot] = r.building_id;
    this.estateId[slot] = r.estate_id ?? 0;
    this.blockId[slot] = r.block_id ?? 0;
    this.grossSize[slot] = r.gross_size;
    this.saleableSize[slot] = r.saleable_size;
    this.lat[slot] = r.lat;
    this.lng[slot] = r.lng;
    this.salePrice[slot] = numberOrNaN(r.sale_price);
    this.rentPrice[slot] = numberOrNaN(r.rent_price);
    this.salePpsfGross[slot] = numberOrNaN(r.sale_ppsf_gross);
    this.salePpsfSaleable[slot] = numberOrNaN(r.sale_ppsf_saleable);
    this.rentPpsfGross[slot] = numberOrNaN(r.rent_ppsf_gross);
    this.rentPpsfSaleable[slot] = numberOrNaN(r.rent_ppsf_saleable);
    this.updatedUs[slot] = Number(r.updated_us);
    return slot;
  }

  kill(listingId: number): number {
    const slot = this.slotOf(listingId);
    if (slot >= 0) this.alive[slot] = 0;
    return slot;
  }

  /** Live slots by quality score descending, then listing id: a counting sort on the (small) score. */
  bestFirst(): Int32Array {
    let low = Infinity;
    let high = -Infinity;
    let live = 0;
    for (let s = 0; s < this.size; s++) {
      if (this.alive[s] !== 1) continue;
      live++;
      low = Math.min(low, this.qualityScore[s]!);
      high = Math.max(high, this.qualityScore[s]!);
    }
    if (live === 0) return new Int32Array(0);
    const starts = new Int32Array(high - low + 2);
    for (let s = 0; s < this.size; s++) if (this.alive[s] === 1) starts[high - this.qualityScore[s]! + 1]!++;
    for (let i = 1; i < starts.length; i++) starts[i]! += starts[i - 1]!;
    const out = new Int32Array(live);
    for (let s = 0; s < this.size; s++) if (this.alive[s] === 1) out[starts[high - this.qualityScore[s]!]!++] = s;
    // Slots follow id order except where listings arrived out of order: sort those runs by id.
    const id = this.id;
    for (let from = 0; from < out.length;) {
      let to = from + 1;
      let sorted = true;
      while (to < out.length && this.qualityScore[out[to]!] === this.qualityScore[out[from]!]) {
        if (id[out[to]!]! < id[out[to - 1]!]!) sorted = false;
        to++;
      }
      if (!sorted) out.subarray(from, to).sort((a, b) => id[a]! - id[b]!);
      from = to;
    }
    return out;
  }

  /** Keeps the slots `order` names, in that order (slot i becomes order[i]); the rest are dropped. */
  reorder(order: Int32Array): void {
    for (const key of COLUMN_KEYS) {
      const from = (this as unknown as Record<string, TypedArray>)[key]!;
      const to = new (from.constructor as new (n: number) => TypedArray)(Math.max(order.length, 1024));
      for (let i = 0; i < order.length; i++) to[i] = from[order[i]!]!;
      (this as unknown as Record<string, TypedArray>)[key] = to;
    }
    this.size = order.length;
    this.slotById.fill(0);
    for (let slot = 0; slot < this.size; slot++) this.slotById[this.id[slot]!] = slot + 1;
  }

  private ensure(size: number, listingId: number): void {
    if (listingId >= this.slotById.length) this.slotById = grow(this.slotById, Math.max(listingId + 1, this.slotById.length * 2));
    if (size <= this.id.length) return;
    const n = Math.max(size, Math.ceil(this.id.length * 1.5), 1024);
    for (const key of COLUMN_KEYS)
      (this as unknown as Record<string, TypedArray>)[key] = grow((this as unknown as Record<string, TypedArray>)[key]!, n);
  }
}

type TypedArray = Int32Array | Int16Array | Uint8Array | Float64Array;
const COLUMN_KEYS = [
  "id",
  "alive",
  "purpose",
  "flags",
  "layout",
  "bedrooms",
  "districtId",
  "regionId",
  "qualityScore",
  "buildingId",
  "estateId",
  "blockId",
  "grossSize",
  "saleableSize",
  "lat",
  "lng",
  "salePrice",
  "rentPrice",
  "salePpsfGross",
  "salePpsfSaleable",
  "rentPpsfGross",
  "rentPpsfSaleable",
  "updatedUs",
] as const;

function grow<T extends TypedArray>(a: T, n: number): T {
  const next = new (a.constructor as new (n: number) => T)(n);
  next.set(a);
  return next;
}

function numberOrNaN(v: number | string | null): number {
  return v === null ? NaN : Number(v);
}
