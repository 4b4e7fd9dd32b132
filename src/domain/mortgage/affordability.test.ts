import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { HK_MORTGAGE_RULES, type HkMortgageRules } from "./hk-mortgage-rules.ts";
import { affordability, maxLoanForIncome, requiredIncome } from "./affordability.ts";
import { affordabilityByPayment } from "./affordability-by-payment.ts";
import { monthlyPayment } from "./repayment.ts";

const STRESSED: HkMortgageRules = { ...HK_MORTGAGE_RULES, stressTest: { enabled: true, rateAddOnPct: 2, dsrCap: 0.6 } };

describe("maxLoanForIncome", () => {
  it("spends half the income on the instalment (DSR 50%)", () => {
    const loan = maxLoanForIncome(60_000, 0, 3.5, 30);
    expect(monthlyPayment(loan, 3.5, 30)).toBeCloseTo(30_000, 4);
  });

  it("subtracts other debts", () => {
    const loan = maxLoanForIncome(60_000, 10_000, 3.5, 30);
    expect(monthlyPayment(loan, 3.5, 30)).toBeCloseTo(20_000, 4);
  });

  it("applies the stress test when it is switched on", () => {
    expect(maxLoanForIncome(60_000, 0, 3.5, 30, STRESSED)).toBeLessThan(maxLoanForIncome(60_000, 0, 3.5, 30));
    const loan = maxLoanForIncome(60_000, 0, 3.5, 30, STRESSED);
    expect(monthlyPayment(loan, 5.5, 30)).toBeCloseTo(36_000, 4);
  });
});

describe("affordability", () => {
  it.each([
    // income, savings → limited by
    [80_000, 3_000_000, "savings"],
    [30_000, 5_000_000, "income"],
  ] as const)("income %d and savings %d are limited by %s", (income, savings, limit) => {
    const result = affordability({ monthlyIncome: income, otherMonthlyDebts: 0, savings, annualRatePct: 3.5, tenureYears: 30 });
    expect(result.limitedBy).toBe(limit);
    expect(result.downPayment).toBeLessThanOrEqual(savings + 0.01);
    expect(result.loan).toBeLessThanOrEqual(result.maxPrice * 0.7 + 0.01);
    expect(result.monthlyPayment).toBeLessThanOrEqual(income * 0.5 + 0.01);
  });

  it("a savings-limited buyer puts down exactly 30%", () => {
    const result = affordability({ monthlyIncome: 200_000, otherMonthlyDebts: 0, savings: 3_000_000, annualRatePct: 3.5, tenureYears: 30 });
    expect(result.maxPrice).toBeCloseTo(10_000_000, -1);
  });

  it("never breaks the rules it is given", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500_000 }), fc.integer({ min: 0, max: 50_000_000 }), (income, savings) => {
        const r = affordability({ monthlyIncome: income, otherMonthlyDebts: 0, savings, annualRatePct: 4, tenureYears: 25 });
        expect(r.downPayment).toBeLessThanOrEqual(savings + 0.01);
        expect(r.loan).toBeLessThanOrEqual(r.maxPrice * 0.7 + 0.01);
        expect(r.monthlyPayment).toBeLessThanOrEqual(income * 0.5 + 0.01);
      }),
    );
  });
});

describe("affordabilityByPayment", () => {
  it("turns a monthly budget into loan, price and income", () => {
    const r = affordabilityByPayment(22_452.24, 3.5, 30);
    expect(r.loan).toBeCloseTo(5_000_000, -1);
    expect(r.price).toBeCloseTo(5_000_000 / 0.7, -1);
    expect(r.downPayment).toBeCloseTo(r.price * 0.3, -1);
    expect(r.incomeNeeded).toBeCloseTo(44_904.48, 0);
  });

  it("is consistent with the income rule", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000, max: 300_000 }), (payment) => {
        const r = affordabilityByPayment(payment, 3.5, 30);
        expect(maxLoanForIncome(r.incomeNeeded, 0, 3.5, 30)).toBeCloseTo(r.loan, 0);
      }),
    );
  });

  it("needs more income under the stress test", () => {
    expect(requiredIncome(30_000, 0, 8_000_000, 3.5, 30, STRESSED)).toBeGreaterThan(60_000);
  });
});
