// Every preset table of the filter and the map (price ranges per purpose and
// currency, sizes, bedrooms). Prices are in dollars of the named
// currency (the filter holds dollars), -1 means no upper limit.

export type Range = { readonly min: number; readonly max: number };

const K = 1_000;
const M = 1_000_000;
const r = (min: number, max: number): Range => ({ min, max });

export const FILTER_PRICE_PRESETS = {
  rent: {
    HKD: [r(0, 25 * K), r(25 * K, 40 * K), r(40 * K, 60 * K), r(60 * K, 80 * K), r(80 * K, 100 * K), r(100 * K, -1)],
    USD: [r(0, 3 * K), r(3 * K, 4 * K), r(4 * K, 6 * K), r(6 * K, 8 * K), r(8 * K, 10 * K), r(10 * K, -1)],
  },
  sale: {
    HKD: [r(0, 8 * M), r(8 * M, 12 * M), r(12 * M, 16 * M), r(16 * M, 20 * M), r(20 * M, -1)],
    USD: [r(0, 800 * K), r(800 * K, 1.2 * M), r(1.2 * M, 1.6 * M), r(1.6 * M, 2 * M), r(2 * M, -1)],
  },
} as const;

export const HEADER_PRICE_PRESETS = {
  rent: [r(0, 25 * K), r(25 * K, 40 * K), r(40 * K, 60 * K), r(60 * K, 80 * K), r(80 * K, 100 * K), r(100 * K, -1)],
  sale: [
    r(0, 8 * M),
    r(8 * M, 10 * M),
    r(10 * M, 15 * M),
    r(15 * M, 20 * M),
    r(20 * M, 30 * M),
    r(30 * M, 50 * M),
    r(50 * M, 75 * M),
    r(75 * M, 100 * M),
    r(100 * M, -1),
  ],
} as const;

export const FILTER_SIZE_PRESETS: readonly Range[] = [r(0, 400), r(400, 600), r(600, 800), r(800, 1000), r(1000, 1500), r(1500, -1)];
export const HEADER_SIZE_PRESETS: readonly Range[] = [r(0, 600), r(600, 1000), r(1000, 1500), r(1500, 2000), r(2000, -1)];

export const BEDROOM_MAX = 20;
/** Studio is both bedroom values 0; "n+" is min n, max 20. */
export const BED_OPTIONS = ["studio", 1, 2, 3, 4, 5] as const;
export type BedOption = (typeof BED_OPTIONS)[number];

/** The top of each scale, in the filter's units: a range with no upper limit reads up to it, as 500M+, 500K+ and 5000+. */
export const SCALE_TOP = { sale: 500 * M, rent: 500 * K, size: 5000 } as const;

export type RangeLabel =
  | { kind: "below"; max: number }
  | { kind: "above"; min: number }
  | { kind: "between"; min: number; max: number }
  | { kind: "toTop"; min: number; top: number };

/**
 * Shape of a range's label, for presets and the header's chips ("below 8M",
 * "8-12M", "20M-500M+"); the UI translates. No upper limit reads up to the
 * scale's top, or "100M+" from a minimum at or above the top.
 */
export function rangeLabel(range: Range, top: number): RangeLabel {
  if (range.max < 0) return range.min < top ? { kind: "toTop", min: range.min, top } : { kind: "above", min: range.min };
  if (range.min <= 0) return { kind: "below", max: range.max };
  return { kind: "between", min: range.min, max: range.max };
}
