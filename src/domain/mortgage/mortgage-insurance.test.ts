import { describe, expect, it } from "vitest";
import { HKMC_MIP, maxInsuredLoan, mortgageInsurance } from "./mortgage-insurance.ts";

const M = 1_000_000;

describe("the largest loan with mortgage insurance", () => {
  it.each([
    // value, first-time buyer, largest loan
    [6 * M, true, 5.4 * M], // 90 %
    [6 * M, false, 4.8 * M], // 80 %: 90 % is for first-time buyers only
    [8.89 * M, true, 8 * M], // 90 % meets the HK$8M cap
    [10 * M, true, 8 * M], // capped at HK$8M (80 %)
    [10.5 * M, true, 8.4 * M], // above HK$10M: the 80 % tier
    [13.5 * M, false, 10.8 * M], // 80 % meets the HK$10.8M cap
    [15 * M, false, 10.8 * M], // capped (72 %)
    [15.1 * M, true, 10.57 * M], // above HK$15M: no insurance, the banks' 70 %
    [30 * M, false, 21 * M],
    [0, true, 0],
  ])("on HK$%d (first-time buyer %s): HK$%d", (value, firstTime, loan) => {
    expect(maxInsuredLoan(value, firstTime)).toBeCloseTo(loan, 0);
  });
});

describe("the mortgage insurance quote", () => {
  it.each([
    // value, loan, years, first-time, quote
    [8 * M, 4.8 * M, 30, false, { kind: "none" }], // 60 %: no insurance
    [8 * M, 5.6 * M, 30, false, { kind: "insured", rate: 0.0066, premiumHkd: 36_960 }], // 70 %, 30 years
    [8 * M, 5.6 * M, 10, false, { kind: "insured", rate: 0.0038, premiumHkd: 21_280 }], // 70 %, 10 years
    [8 * M, 6.4 * M, 25, false, { kind: "insured", rate: 0.0171, premiumHkd: 109_440 }], // 80 %, 25 years
    [8 * M, 6.8 * M, 30, true, { kind: "insured", rate: 0.0265, premiumHkd: 180_200 }], // 85 %
    [8 * M, 7.2 * M, 30, true, { kind: "insured", rate: 0.0379, premiumHkd: 272_880 }], // 90 %
    [8 * M, 7.2 * M, 30, false, { kind: "tooHigh", maxLoanHkd: 6.4 * M }], // 90 % needs a first-time buyer
    [20 * M, 15 * M, 30, true, { kind: "tooHigh", maxLoanHkd: 14 * M }], // no MIP above HK$15M
    [20 * M, 14 * M, 30, true, { kind: "insured", rate: 0.0066, premiumHkd: 92_400 }], // 70 % (the tranche above 60 % is insured)
  ])("HK$%d, loan HK$%d over %d years (first-time %s)", (value, loan, years, firstTime, quote) => {
    expect(mortgageInsurance(value, loan, years, firstTime)).toEqual(quote);
  });

  it("premiums rise with the loan-to-value and the tenure", () => {
    for (let row = 0; row < HKMC_MIP.premiums.length; row++) {
      const rates = HKMC_MIP.premiums[row]!.rates;
      expect(rates).toHaveLength(HKMC_MIP.tenureBands.length);
      for (let i = 1; i < rates.length; i++) expect(rates[i]!).toBeGreaterThan(rates[i - 1]!);
      if (row > 0) rates.forEach((r, i) => expect(r).toBeGreaterThan(HKMC_MIP.premiums[row - 1]!.rates[i]!));
    }
  });
});
