// Hong Kong mortgage rules in ONE place, so a change in HKMA policy is a
// one-file edit. Every calculator reads these values; none hard-codes them.
//
// Source: Hong Kong Monetary Authority, "Countercyclical macroprudential
// measures for property mortgage loans" — guideline to banks of 28 February
// 2024 (stress test requirement suspended; self-use LTV raised) and of
// 16 October 2024 (maximum LTV standardised at 70% and DSR limit at 50% for
// all residential properties, whatever the value or use).
// https://www.hkma.gov.hk/eng/news-and-media/press-releases/2024/10/20241016-3/
// Last known to be current: 2025-06 (check the HKMA press releases before
// relying on these figures). The HKMC Mortgage Insurance Programme, which lets
// some buyers borrow more, is in mortgage-insurance.ts.

export interface LtvTier {
  /** Property value in HKD up to and including which `maxLtv` applies; null = no upper bound. */
  upToValueHkd: number | null;
  maxLtv: number;
  /** Absolute loan cap in HKD for this tier, when the HKMA sets one. */
  loanCapHkd: number | null;
}

export interface StressTest {
  /** Suspended on 28 Feb 2024; kept so it can be switched back on. */
  enabled: boolean;
  /** Percentage points added to the contract rate. */
  rateAddOnPct: number;
  /** DSR cap under the stressed rate. */
  dsrCap: number;
}

export interface HkMortgageRules {
  source: string;
  effectiveFrom: string;
  lastVerified: string;
  ltvTiers: readonly LtvTier[];
  /** Debt servicing ratio: all monthly debt repayments over monthly income. */
  dsrCap: number;
  stressTest: StressTest;
  maxTenureYears: number;
  /** Defaults the calculators start from (not regulation). */
  defaults: { annualRatePct: number; tenureYears: number; downPaymentPct: number };
}

export const HK_MORTGAGE_RULES: HkMortgageRules = {
  source: "HKMA countercyclical macroprudential measures for property mortgage loans (28 Feb 2024, 16 Oct 2024)",
  effectiveFrom: "2024-10-16",
  lastVerified: "2025-06",
  ltvTiers: [{ upToValueHkd: null, maxLtv: 0.7, loanCapHkd: null }],
  dsrCap: 0.5,
  stressTest: { enabled: false, rateAddOnPct: 2, dsrCap: 0.6 },
  maxTenureYears: 30,
  defaults: { annualRatePct: 3.5, tenureYears: 30, downPaymentPct: 30 },
};
