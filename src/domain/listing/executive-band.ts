// The executive listing page (37) shows the top price band: the highest
// filter presets of spec section 9 ("HKD buy above 20M", "HKD rent above
// 100K"). Kept here so the page's wording and the query agree.
export const EXECUTIVE_MIN_HKD = { sale: 20_000_000, rent: 100_000 } as const;

export type ExecutivePurpose = keyof typeof EXECUTIVE_MIN_HKD;

/** ?purpose=rent picks the rent band; anything else is sale. */
export function parseExecutivePurpose(value: string | null): ExecutivePurpose {
  return value === "rent" ? "rent" : "sale";
}
