import { describe, expect, it } from "vitest";
import { refinance } from "./refinance.ts";

const base = {
  outstandingBalance: 4_000_000,
  currentRatePct: 4.5,
  remainingYears: 20,
  newRatePct: 3.5,
  newTenureYears: 20,
  switchingCosts: 20_000,
  cashOut: 0,
};

describe("refinance", () => {
  it("saves money when the new rate is lower", () => {
    const r = refinance(base);
    expect(r.currentPayment).toBeCloseTo(25_306.0, 0);
    expect(r.newPayment).toBeCloseTo(23_198.3, 0);
    expect(r.monthlySaving).toBeCloseTo(2_107.7, 0);
    expect(r.breakEvenMonths).toBe(10);
    expect(r.netSaving).toBeGreaterThan(400_000);
  });

  it.each([
    ["a higher rate", { newRatePct: 5 }],
    ["the same loan and no costs", { newRatePct: 4.5, switchingCosts: 0 }],
  ] as const)("has no break-even with %s", (_label, change) => {
    expect(refinance({ ...base, ...change }).breakEvenMonths).toBeNull();
  });

  it("adds cash-out to the new loan", () => {
    expect(refinance({ ...base, cashOut: 500_000 }).newLoan).toBe(4_500_000);
  });
});
