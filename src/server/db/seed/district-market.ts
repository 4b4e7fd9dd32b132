// The market model per locality: asking prices per saleable square foot for a
// ~15-year-old flat today (sale in HKD, rent in HKD per month), the
// character of its housing stock, and how many buildings it gets. Figures are
// the author's estimates of 2024-25 asking levels (roughly 20 % below the 2021
// peak), good enough for a believable demo, not valuations.

export type Character = "luxury" | "prime" | "urban" | "suburban" | "rural";

export type DistrictMarket = {
  salePpsf: number;
  rentPpsf: number;
  character: Character;
  /** Relative number of generated buildings. */
  weight: number;
};

// [district id, sale $/sqft, rent $/sqft/month, character, weight]
const TABLE: readonly (readonly [number, number, number, Character, number])[] = [
  [25, 45000, 95, "luxury", 2],
  [9, 30000, 65, "prime", 5],
  [10, 24000, 55, "prime", 6],
  [11, 27000, 60, "prime", 3],
  [119, 28000, 70, "prime", 2],
  [33, 27000, 65, "prime", 1],
  [20, 21000, 55, "urban", 4],
  [18, 20000, 52, "urban", 4],
  [8, 19000, 50, "urban", 4],
  [37, 19000, 52, "urban", 6],
  [4, 20000, 52, "urban", 5],
  [3, 22000, 52, "prime", 4],
  [7, 30000, 60, "luxury", 2],
  [23, 21000, 52, "urban", 2],
  [26, 17500, 45, "urban", 3],
  [35, 16000, 42, "urban", 3],
  [12, 15500, 42, "urban", 6],
  [13, 18500, 45, "prime", 2],
  [15, 16500, 44, "urban", 4],
  [24, 17500, 45, "suburban", 2],
  [17, 15500, 42, "urban", 3],
  [19, 14000, 40, "urban", 4],
  [30, 13000, 38, "suburban", 1],
  [5, 12500, 37, "urban", 3],
  [36, 12500, 36, "suburban", 2],
  [14, 18000, 45, "prime", 3],
  [31, 22000, 50, "prime", 1],
  [1, 14500, 40, "urban", 4],
  [2, 16000, 44, "suburban", 2],
  [27, 22000, 55, "prime", 1],
  [6, 45000, 85, "luxury", 1],
  [16, 38000, 75, "luxury", 2],
  [32, 38000, 75, "luxury", 1],
  [28, 32000, 65, "luxury", 1],
  [22, 28000, 58, "luxury", 2],
  [29, 27000, 58, "luxury", 2],
  [21, 30000, 60, "luxury", 1],
  [40, 19000, 50, "urban", 4],
  [41, 15500, 45, "urban", 3],
  [42, 14500, 42, "urban", 3],
  [43, 14500, 42, "urban", 4],
  [44, 15000, 42, "urban", 3],
  [45, 24000, 55, "prime", 2],
  [46, 19000, 45, "prime", 4],
  [47, 22000, 48, "luxury", 3],
  [48, 15000, 40, "urban", 3],
  [49, 13500, 38, "urban", 4],
  [50, 15500, 42, "urban", 3],
  [51, 14500, 40, "suburban", 1],
  [52, 19000, 47, "suburban", 3],
  [53, 12500, 38, "urban", 4],
  [54, 13500, 40, "urban", 4],
  [55, 12500, 37, "suburban", 1],
  [56, 14000, 40, "urban", 2],
  [57, 13500, 38, "urban", 2],
  [58, 18000, 42, "prime", 1],
  [59, 12500, 37, "urban", 3],
  [60, 15000, 40, "urban", 2],
  [61, 12500, 37, "urban", 2],
  [62, 13500, 40, "urban", 4],
  [63, 12000, 36, "urban", 2],
  [64, 13000, 38, "urban", 2],
  [65, 12000, 36, "urban", 2],
  [67, 11500, 35, "urban", 1],
  [80, 13000, 37, "suburban", 5],
  [81, 14500, 40, "suburban", 3],
  [82, 13500, 37, "suburban", 2],
  [83, 11500, 33, "suburban", 4],
  [84, 11500, 32, "suburban", 4],
  [85, 14000, 36, "rural", 4],
  [86, 15000, 38, "rural", 3],
  [87, 13500, 38, "suburban", 6],
  [89, 13000, 38, "suburban", 5],
  [90, 11500, 35, "urban", 3],
  [91, 12000, 35, "suburban", 2],
  [92, 11000, 33, "suburban", 1],
  [93, 12000, 33, "suburban", 1],
  [94, 10000, 30, "suburban", 5],
  [95, 11000, 32, "suburban", 4],
  [96, 8800, 28, "suburban", 3],
  [97, 11500, 30, "rural", 2],
  [98, 10500, 31, "suburban", 3],
  [99, 10500, 30, "suburban", 3],
  [102, 13000, 30, "rural", 1],
  [103, 12000, 32, "rural", 1],
  [110, 11500, 32, "suburban", 2],
  [111, 11000, 32, "suburban", 3],
  [112, 9500, 27, "rural", 1],
  [113, 11000, 28, "rural", 1],
  [114, 8500, 26, "rural", 1],
  [115, 8000, 25, "rural", 1],
  [116, 8000, 25, "rural", 1],
];

const BY_ID = new Map<number, DistrictMarket>(
  TABLE.map(([id, salePpsf, rentPpsf, character, weight]) => [id, { salePpsf, rentPpsf, character, weight }]),
);

export function districtMarket(districtId: number): DistrictMarket {
  const market = BY_ID.get(districtId);
  if (!market) throw new Error(`no market profile for district ${districtId}`);
  return market;
}

/** @internal The districts the table covers, for the reference data test (knip: used by tests only). */
export const MARKET_DISTRICT_IDS: readonly number[] = TABLE.map(([id]) => id);

/**
 * Price level relative to an average building of about 15 years: new
 * buildings ask ~15 % more, 45-year-old ones ~25 % less.
 */
export function ageFactor(ageYears: number): number {
  const points: [number, number][] = [
    [0, 1.15],
    [5, 1.1],
    [15, 1.0],
    [30, 0.85],
    [45, 0.75],
    [70, 0.7],
  ];
  for (let i = 1; i < points.length; i++) {
    const [a0, f0] = points[i - 1]!;
    const [a1, f1] = points[i]!;
    if (ageYears <= a1) return f0 + ((Math.max(ageYears, a0) - a0) / (a1 - a0)) * (f1 - f0);
  }
  return 0.7;
}

/** Market index by year against today's level (1.0): the 2021 peak and the slide since. */
export function marketIndex(year: number): number {
  const index: Record<number, number> = {
    2017: 1.0,
    2018: 1.1,
    2019: 1.17,
    2020: 1.16,
    2021: 1.24,
    2022: 1.15,
    2023: 1.05,
    2024: 0.98,
    2025: 0.99,
    2026: 1.0,
  };
  return index[year] ?? 1.0;
}
