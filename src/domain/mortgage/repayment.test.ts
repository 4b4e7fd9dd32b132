import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { amortisationByYear, monthlyPayment, principalForPayment, repaymentSummary } from "./repayment.ts";

/** The test's oracle: the outstanding balance after k instalments, in closed form. */
function balanceAfter(principal: number, annualRatePct: number, years: number, k: number): number {
  const r = annualRatePct / 100 / 12;
  if (r === 0) return principal * (1 - k / (years * 12));
  const grown = (1 + r) ** k;
  return principal * grown - (monthlyPayment(principal, annualRatePct, years) * (grown - 1)) / r;
}

describe("monthlyPayment", () => {
  it.each([
    // principal, annual %, years, expected instalment (standard annuity tables)
    [100_000, 3.5, 30, 449.04],
    [5_000_000, 3.5, 30, 22_452.24],
    [1_000_000, 2.5, 25, 4_486.13],
    [200_000, 6, 30, 1_199.1],
    [1_200_000, 0, 10, 10_000],
    [0, 3, 30, 0],
    [1_000_000, 3, 0, 0],
  ] as const)("%d at %d%% over %d years → %s", (principal, rate, years, expected) => {
    expect(monthlyPayment(principal, rate, years)).toBeCloseTo(expected, 1);
  });
});

describe("principalForPayment is the inverse of monthlyPayment", () => {
  it("payment → principal → payment", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1_000, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 15, noNaN: true }),
        fc.integer({ min: 1, max: 40 }),
        (principal, rate, years) => {
          const payment = monthlyPayment(principal, rate, years);
          expect(principalForPayment(payment, rate, years)).toBeCloseTo(principal, 2);
        },
      ),
    );
  });
});

describe("amortisation", () => {
  it("pays the principal off exactly and adds up to the summary", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 50_000_000 }),
        fc.double({ min: 0, max: 12, noNaN: true }),
        fc.integer({ min: 1, max: 30 }),
        (principal, rate, years) => {
          const rows = amortisationByYear(principal, rate, years);
          const summary = repaymentSummary(principal, rate, years);
          expect(rows).toHaveLength(years);
          expect(rows.at(-1)!.balance).toBeLessThan(0.01);
          expect(rows.reduce((s, r) => s + r.principalPaid, 0)).toBeCloseTo(principal, 1);
          expect(rows.reduce((s, r) => s + r.interestPaid, 0)).toBeCloseTo(summary.totalInterest, 0);
        },
      ),
    );
  });

  it("agrees with the closed-form balance", () => {
    const rows = amortisationByYear(5_000_000, 3.5, 30);
    expect(rows[9]!.balance).toBeCloseTo(balanceAfter(5_000_000, 3.5, 30, 120), 2);
    expect(balanceAfter(1_200_000, 0, 10, 60)).toBe(600_000);
  });

  it("sums the 30-year total interest of a 5M loan at 3.5%", () => {
    expect(repaymentSummary(5_000_000, 3.5, 30).totalInterest).toBeCloseTo(3_082_806.4, -1);
  });
});
