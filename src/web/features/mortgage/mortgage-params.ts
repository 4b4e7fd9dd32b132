import { HK_MORTGAGE_RULES } from "../../../domain/mortgage/hk-mortgage-rules.ts";

// Calculator inputs live in the query string, so a result can be shared and
// the form works without JavaScript (a GET submit). Missing values take the
// defaults; a value that is no number or out of range is replaced too, and
// named, so the page can say which it could not use.

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
  /** 1 for a first-time home buyer (a checkbox; the HKMC insures more for them). */
  firstTime: { min: 0, max: 1, fallback: 0 },
} as const satisfies Record<string, FieldSpec>;

export type FieldName = keyof typeof FIELDS;

export type MortgageValues = Record<FieldName, number>;

export function clampField(name: FieldName, value: number): number {
  const spec = FIELDS[name];
  if (!Number.isFinite(value)) return spec.fallback;
  return Math.min(spec.max, Math.max(spec.min, value));
}

/** A typed amount as a number: thousands separators and spaces are ignored ("8,000,000" is 8000000); NaN when it is none. */
export function parseAmount(text: string): number {
  const bare = text.replace(/[\s,]/g, "");
  return bare === "" || !/^[+-]?(\d+\.?\d*|\.\d+)$/.test(bare) ? Number.NaN : Number(bare);
}

/** A query value the calculator could not use as it was: its field and the text. */
export type InvalidValue = { name: FieldName; value: string };

/** Reads every field from the query string ("8,000,000" and "8000000" both work), naming the values it replaced. */
export function readMortgageValues(
  search: URLSearchParams,
  overrides: Partial<MortgageValues> = {},
): { values: MortgageValues; invalid: InvalidValue[] } {
  const values = {} as MortgageValues;
  const invalid: InvalidValue[] = [];
  for (const name of Object.keys(FIELDS) as FieldName[]) {
    const raw = search.get(name);
    // An unticked checkbox sends nothing; an empty box is a value left out.
    if (raw === null || raw.trim() === "") {
      values[name] = overrides[name] ?? FIELDS[name].fallback;
      continue;
    }
    const parsed = parseAmount(raw);
    values[name] = Number.isFinite(parsed) ? clampField(name, parsed) : (overrides[name] ?? FIELDS[name].fallback);
    if (values[name] !== parsed) invalid.push({ name, value: raw });
  }
  return { values, invalid };
}
