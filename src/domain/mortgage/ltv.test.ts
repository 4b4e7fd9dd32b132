import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { HK_MORTGAGE_RULES, type HkMortgageRules } from "./hk-mortgage-rules.ts";
import { maxLoanForValue, maxValueForLoan } from "./ltv.ts";

// The February 2024 tiers, to prove the tier and cap logic works if HKMA goes back to value bands.
const TIERED: HkMortgageRules = {
  ...HK_MORTGAGE_RULES,
  ltvTiers: [
    { upToValueHkd: 30_000_000, maxLtv: 0.7, loanCapHkd: null },
    { upToValueHkd: 35_000_000, maxLtv: 0.7, loanCapHkd: 21_000_000 },
    { upToValueHkd: null, maxLtv: 0.6, loanCapHkd: null },
  ],
};

describe("current HKMA rules", () => {
  it("are dated and sourced", () => {
    expect(HK_MORTGAGE_RULES.source).toMatch(/HKMA/);
    expect(HK_MORTGAGE_RULES.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(HK_MORTGAGE_RULES.ltvTiers.at(-1)!.upToValueHkd).toBeNull();
  });

  it.each([
    [5_000_000, 3_500_000, 1_500_000],
    [40_000_000, 28_000_000, 12_000_000],
    [0, 0, 0],
  ] as const)("value %d → loan %d, down %d", (value, loan, down) => {
    expect(maxLoanForValue(value)).toBeCloseTo(loan, 2);
    expect(value - maxLoanForValue(value)).toBeCloseTo(down, 2);
  });
});

describe("tiered rules", () => {
  it.each([
    [30_000_000, 21_000_000, 0.7],
    [32_000_000, 21_000_000, 21 / 32],
    [40_000_000, 24_000_000, 0.6],
  ] as const)("value %d → loan %d", (value, loan, ltv) => {
    expect(maxLoanForValue(value, TIERED)).toBeCloseTo(loan, 2);
    expect(maxLoanForValue(value, TIERED) / value).toBeCloseTo(ltv, 6);
  });
});

describe("maxValueForLoan inverts maxLoanForValue where the curve rises", () => {
  it("loan → value → loan", () => {
    fc.assert(
      fc.property(fc.double({ min: 100_000, max: 2e8, noNaN: true }), (loan) => {
        expect(maxLoanForValue(maxValueForLoan(loan))).toBeCloseTo(loan, 1);
      }),
    );
  });
});
