// The HKMC Mortgage Insurance Programme (MIP) in one place: how far above the
// banks' own limit a buyer may borrow with mortgage insurance, the loan caps,
// and the premium (one-off, or yearly). Every page that shows mortgage
// insurance (the repayment tool, a sale listing's calculator) asks this file.
// Decision 0045 says where each figure comes from.
//
// Sources (checked 2026-11-25 against published copies; the HKMC's own pages
// could not be opened from this machine, only found):
// - Maximum LTV by property value: the HKMCI's amendments of 7 July 2023
//   (completed homes) and 22 September 2023 (homes under construction), applied
//   to every owner-occupied purchase from 14 June 2024, as tabulated by Dah Sing
//   Bank ("For properties valued up to HKD 30 million") and mReferral ("Latest
//   Mortgage Measures"), and by the HKMCI's 22 Sep 2023 release as reported by
//   Insurance Asia / Hong Kong Business.
// - Insured part: above the banks' own 70 % (HKMA, 16 October 2024), with the
//   premium on the first 5 % above it waived for first-time buyers of homes up
//   to HK$15M (HKMCI, September 2023, as reported by am730).
// - Premiums: Standard Chartered Hong Kong's copy of the HKMCI premium sheet
//   "for first-time homebuyer and all applicants without having any outstanding
//   mortgages", floating rate, owner-occupied: 70 % up to 80 / 85 / 90 % LTV.
import { HK_MORTGAGE_RULES } from "./hk-mortgage-rules.ts";

export interface MipTier {
  /** Property value in HKD up to which this tier applies. */
  upToValueHkd: number;
  maxLtv: number;
  /** The loan may not pass this, whatever the LTV allows (null: no cap). */
  loanCapHkd: number | null;
  /** Only first-time home buyers (no Hong Kong home held by any mortgagor, regular salaried) get this tier. */
  firstTimeOnly: boolean;
}

export interface PremiumRow {
  /** Inclusive upper end of the row's loan-to-value band. */
  upToLtv: number;
  /** One-off premium, share of the loan, one per tenure band. */
  single: readonly number[];
  /** Yearly option: first year's premium, share of the loan, one per tenure band. */
  annualFirstYear: readonly number[];
  /** Yearly option: each later year's premium, share of the original loan. */
  annualRenewal: number;
}

export interface MipRules {
  source: string;
  effectiveFrom: string;
  lastVerified: string;
  /** Where insurance ends: above this value no buyer gets more than the banks' own limit. */
  maxValueHkd: number;
  tiers: readonly MipTier[];
  /** First-time buyers of homes up to `maxValueHkd` pay nothing for cover up to `aboveBankLtv` above the banks' limit. */
  waiver: { aboveBankLtv: number; maxValueHkd: number };
  /** Tenure bands (years, inclusive upper ends) of the premium table's columns. */
  tenureBands: readonly number[];
  premiums: readonly PremiumRow[];
}

const M = 1_000_000;

export const HKMC_MIP: MipRules = {
  source:
    "HKMC Insurance Limited, Mortgage Insurance Programme: eligibility as amended 7 Jul and 22 Sep 2023 (applied to all purchases from 14 Jun 2024); premium sheet for first-time buyers and applicants without outstanding mortgages, floating rate",
  effectiveFrom: "2024-06-14",
  // Against bank and broker copies of the HKMCI's tables (Standard Chartered, Dah Sing, mReferral).
  lastVerified: "2026-11-25",
  maxValueHkd: 30 * M,
  tiers: [
    // Up to HK$10M: 90 % for first-time buyers.
    { upToValueHkd: 10 * M, maxLtv: 0.9, loanCapHkd: null, firstTimeOnly: true },
    // HK$10M–15M: 90 % up to a HK$9M loan (binding to HK$11.25M), never less than 80 %.
    { upToValueHkd: 15 * M, maxLtv: 0.9, loanCapHkd: 9 * M, firstTimeOnly: true },
    // Up to HK$15M: 80 % for every buyer.
    { upToValueHkd: 15 * M, maxLtv: 0.8, loanCapHkd: null, firstTimeOnly: false },
    // HK$15M–30M: 80 % up to a HK$12M loan (binding to HK$17.15M), never less than the banks' 70 %.
    { upToValueHkd: 30 * M, maxLtv: 0.8, loanCapHkd: 12 * M, firstTimeOnly: false },
  ],
  waiver: { aboveBankLtv: 0.05, maxValueHkd: 15 * M },
  tenureBands: [10, 15, 20, 25, 30],
  premiums: [
    {
      upToLtv: 0.8,
      single: [0.005, 0.006, 0.0076, 0.0083, 0.0092],
      annualFirstYear: [0.0045, 0.0055, 0.0065, 0.007, 0.008],
      annualRenewal: 0.0022,
    },
    {
      upToLtv: 0.85,
      single: [0.0086, 0.0102, 0.0125, 0.0135, 0.0141],
      annualFirstYear: [0.0065, 0.0075, 0.0085, 0.0095, 0.0105],
      annualRenewal: 0.0043,
    },
    {
      upToLtv: 0.9,
      single: [0.0125, 0.0148, 0.0179, 0.0203, 0.0216],
      annualFirstYear: [0.0085, 0.0104, 0.0123, 0.0141, 0.016],
      annualRenewal: 0.0061,
    },
  ],
};

/** The banks' own limit on any home (HKMA): loans up to it need no insurance. */
export function bankMaxLtv(): number {
  return HK_MORTGAGE_RULES.ltvTiers.at(-1)?.maxLtv ?? 0;
}

export type InsuranceQuote =
  /** Within the banks' own limit: no insurance. */
  | { kind: "none" }
  /**
   * Insured: the one-off premium, or the yearly option (first year, then each
   * later year), in HKD. `waived` when the cover is free (a first-time buyer's
   * first 5 % above the banks' limit).
   */
  | { kind: "insured"; rate: number; premiumHkd: number; firstYearHkd: number; renewalHkd: number; waived: boolean }
  /** More than any lender may lend on this value, even insured: the largest loan there is. */
  | { kind: "tooHigh"; maxLoanHkd: number };

/** The largest loan on a value: the banks' own limit, or more with mortgage insurance where the MIP allows it. */
export function maxInsuredLoan(valueHkd: number, firstTime: boolean, rules: MipRules = HKMC_MIP): number {
  if (!(valueHkd > 0)) return 0;
  const insured = rules.tiers
    .filter((t) => valueHkd <= t.upToValueHkd && (firstTime || !t.firstTimeOnly))
    .map((t) => Math.min(valueHkd * t.maxLtv, t.loanCapHkd ?? Infinity));
  return Math.max(valueHkd * bankMaxLtv(), ...insured);
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
  const bank = bankMaxLtv();
  if (ltv <= bank + 1e-9) return { kind: "none" };
  if (firstTime && valueHkd <= rules.waiver.maxValueHkd && ltv <= bank + rules.waiver.aboveBankLtv + 1e-9) {
    return { kind: "insured", rate: 0, premiumHkd: 0, firstYearHkd: 0, renewalHkd: 0, waived: true };
  }
  const row = rules.premiums.find((p) => ltv <= p.upToLtv + 1e-9) ?? rules.premiums.at(-1)!;
  const found = rules.tenureBands.findIndex((b) => years <= b);
  const column = found === -1 ? rules.tenureBands.length - 1 : found;
  const rate = row.single[column]!;
  return {
    kind: "insured",
    rate,
    premiumHkd: Math.round(loanHkd * rate),
    firstYearHkd: Math.round(loanHkd * row.annualFirstYear[column]!),
    renewalHkd: Math.round(loanHkd * row.annualRenewal),
    waived: false,
  };
}
