import { HK_MORTGAGE_RULES } from "../../../domain/mortgage/hk-mortgage-rules.ts";

// Calculator inputs live in the query string, so a result can be shared and
// the form works without JavaScript (a GET submit). Bad or missing values
// fall back to the defaults; every value is clamped to a sane range.

export interface FieldSpec {
  min: number;
  max: number;
  fallback: number;
}

const { defaults, maxTenureYears } = HK_MORTGAGE_RULES;

export const FIELDS = {
  price: { min: 0, max: 1e10, fallback: 8_000_000 },
  downPaymentPct: { min: 0, max: 100, fallback: defaults.downPaymentPct },
  ratePct: { min: 0, max: 20, fallback: defaults.annualRatePct },
  years: { min: 1, max: maxTenureYears, fallback: defaults.tenureYears },
  income: { min: 0, max: 1e8, fallback: 60_000 },
  debts: { min: 0, max: 1e8, fallback: 0 },
  savings: { min: 0, max: 1e10, fallback: 2_500_000 },
  balance: { min: 0, max: 1e10, fallback: 4_000_000 },
  currentRatePct: { min: 0, max: 20, fallback: 4.5 },
  remainingYears: { min: 1, max: maxTenureYears, fallback: 20 },
  costs: { min: 0, max: 1e8, fallback: 20_000 },
  cashOut: { min: 0, max: 1e10, fallback: 0 },
  payment: { min: 0, max: 1e8, fallback: 25_000 },
} as const satisfies Record<string, FieldSpec>;

export type FieldName = keyof typeof FIELDS;
export type MortgageValues = Record<FieldName, number>;

export function clampField(name: FieldName, value: number): number {
  const spec = FIELDS[name];
  if (!Number.isFinite(value)) return spec.fallback;
  return Math.min(spec.max, Math.max(spec.min, value));
}

/** Reads every field from the query string ("8,000,000" and "8000000" both work). */
export function readMortgageValues(search: URLSearchParams, overrides: Partial<MortgageValues> = {}): MortgageValues {
  const values = {} as MortgageValues;
  for (const name of Object.keys(FIELDS) as FieldName[]) {
    const raw = search.get(name);
    const parsed = raw === null || raw.trim() === "" ? Number.NaN : Number(raw.replace(/[\s,]/g, ""));
    values[name] = Number.isFinite(parsed) ? clampField(name, parsed) : (overrides[name] ?? FIELDS[name].fallback);
  }
  return values;
}
