// The HKMC Mortgage Insurance Programme (MIP) in one place: how far above 60 %
// loan-to-value a buyer may borrow with mortgage insurance, the loan caps, and
// the one-off premium. Decision 0045 says where each figure comes from.
//
// Source: The Hong Kong Mortgage Corporation (HKMC Insurance Limited),
// Mortgage Insurance Programme, as revised with the 2023-24 Budget
// (22 February 2023): up to 90 % for first-time buyers of a completed home of
// at most HK$10M (loan at most HK$8M), up to 80 % for a home of at most
// HK$15M (loan at most HK$10.8M). Premium rates: the MIP's single-premium
// table for loans paid by instalments, by loan-to-value band and tenure.
// WRITTEN FROM KNOWLEDGE, NOT CHECKED ONLINE (no internet where this was
// written): check https://www.hkmc.com.hk before relying on these figures.
import { HK_MORTGAGE_RULES } from "./hk-mortgage-rules.ts";

export interface MipTier {
  /** Property value in HKD up to which this tier applies. */
  upToValueHkd: number;
  maxLtv: number;
  loanCapHkd: number;
  /** Only first-time home buyers get this tier. */
  firstTimeOnly: boolean;
}

export interface MipRules {
  source: string;
  effectiveFrom: string;
  lastVerified: string;
  /** Loans up to this share of the value need no insurance. */
  insuredAboveLtv: number;
  tiers: readonly MipTier[];
  /** Tenure bands (years, inclusive upper ends) of the premium table's columns. */
  tenureBands: readonly number[];
  /** Single premium as a share of the loan, one row per loan-to-value band (inclusive upper end). */
  premiums: readonly { upToLtv: number; rates: readonly number[] }[];
}

export const HKMC_MIP: MipRules = {
  source: "HKMC Insurance Limited, Mortgage Insurance Programme (revised 22 Feb 2023); premium table for instalment loans",
  effectiveFrom: "2023-02-22",
  lastVerified: "not checked online: written from knowledge, 2026-11",
  insuredAboveLtv: 0.6,
  tiers: [
    { upToValueHkd: 10_000_000, maxLtv: 0.9, loanCapHkd: 8_000_000, firstTimeOnly: true },
    { upToValueHkd: 15_000_000, maxLtv: 0.8, loanCapHkd: 10_800_000, firstTimeOnly: false },
  ],
  tenureBands: [10, 15, 20, 25, 30],
  premiums: [
    { upToLtv: 0.7, rates: [0.0038, 0.0047, 0.0054, 0.006, 0.0066] },
    { upToLtv: 0.8, rates: [0.011, 0.0134, 0.0153, 0.0171, 0.0186] },
    { upToLtv: 0.85, rates: [0.0156, 0.0191, 0.0218, 0.0244, 0.0265] },
    { upToLtv: 0.9, rates: [0.0224, 0.0273, 0.0312, 0.0349, 0.0379] },
  ],
};

export type InsuranceQuote =
  /** At most 60 % of the value: no insurance. */
  | { kind: "none" }
  /** Insured: the one-off premium in HKD and as a share of the loan. */
  | { kind: "insured"; rate: number; premiumHkd: number }
  /** More than any lender may lend on this value, even insured: the largest loan there is. */
  | { kind: "tooHigh"; maxLoanHkd: number };

/** The largest loan on a value: the banks' own limit, or more with mortgage insurance where the MIP allows it. */
export function maxInsuredLoan(valueHkd: number, firstTime: boolean, rules: MipRules = HKMC_MIP): number {
  if (!(valueHkd > 0)) return 0;
  const bank = valueHkd * (HK_MORTGAGE_RULES.ltvTiers.at(-1)?.maxLtv ?? 0);
  const insured = rules.tiers
    .filter((t) => valueHkd <= t.upToValueHkd && (firstTime || !t.firstTimeOnly))
    .map((t) => Math.min(valueHkd * t.maxLtv, t.loanCapHkd));
  return Math.max(bank, ...insured);
}

export function mortgageInsurance(
  valueHkd: number,
  loanHkd: number,
  years: number,
  firstTime: boolean,
  rules: MipRules = HKMC_MIP,
): InsuranceQuote {
  if (!(valueHkd > 0) || !(loanHkd > 0)) return { kind: "none" };
  // Half a dollar of rounding in a typed percentage is no reason to refuse.
  const maxLoanHkd = maxInsuredLoan(valueHkd, firstTime, rules);
  if (loanHkd > maxLoanHkd + 0.5) return { kind: "tooHigh", maxLoanHkd };
  const ltv = loanHkd / valueHkd;
  if (ltv <= rules.insuredAboveLtv + 1e-9) return { kind: "none" };
  const row = rules.premiums.find((p) => ltv <= p.upToLtv + 1e-9) ?? rules.premiums.at(-1)!;
  const column = rules.tenureBands.findIndex((b) => years <= b);
  const rate = row.rates[column === -1 ? row.rates.length - 1 : column]!;
  return { kind: "insured", rate, premiumHkd: Math.round(loanHkd * rate) };
}
