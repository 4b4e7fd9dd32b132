import { describe, expect, it } from "vitest";
import { HKMC_MIP, maxInsuredLoan, mortgageInsurance } from "./mortgage-insurance.ts";

const M = 1_000_000;

// The HKMCI's maximum LTV by property value (decision 0045): 90 % for first-time
// buyers to HK$10M, then a HK$9M loan to HK$11.25M; 80 % for everyone to HK$15M,
// then a HK$12M loan to HK$17.15M; above that the banks' own 70 %.
describe("the largest loan with mortgage insurance", () => {
  it.each([
    // value, first-time buyer, largest loan
    [6 * M, true, 5.4 * M], // 90 %
    [6 * M, false, 4.8 * M], // 80 %: 90 % is for first-time buyers only
    [10 * M, true, 9 * M], // 90 % up to HK$10M
    [10 * M, false, 8 * M],
    [10.5 * M, true, 9 * M], // HK$9M cap (85.7 %)
    [11.25 * M, true, 9 * M], // the cap meets 80 %
    [12 * M, true, 9.6 * M], // 80 %
    [15 * M, false, 12 * M], // 80 % up to HK$15M
    [16 * M, true, 12 * M], // HK$12M cap (75 %)
    [17.15 * M, false, 12.005 * M], // the banks' 70 % takes over
    [20 * M, true, 14 * M], // the banks' 70 %
    [40 * M, false, 28 * M], // no insurance above HK$30M: the banks' 70 %
    [0, true, 0],
  ])("on HK$%d (first-time buyer %s): HK$%d", (value, firstTime, loan) => {
    expect(maxInsuredLoan(value, firstTime)).toBeCloseTo(loan, 0);
  });
});

describe("the mortgage insurance quote", () => {
  const insured = (rate: number, premiumHkd: number, firstYearHkd: number, renewalHkd: number) => ({
    kind: "insured",
    rate,
    premiumHkd,
    firstYearHkd,
    renewalHkd,
    waived: false,
  });
  const waived = { kind: "insured", rate: 0, premiumHkd: 0, firstYearHkd: 0, renewalHkd: 0, waived: true };
  it.each([
    // value, loan, years, first-time, quote
    [8 * M, 5.6 * M, 30, false, { kind: "none" }], // 70 %: the banks lend it without insurance
    [8 * M, 6 * M, 30, true, waived], // 75 %, first-time buyer: the first 5 % above 70 % is free
    [8 * M, 6 * M, 30, false, insured(0.0092, 55_200, 48_000, 13_200)], // 75 %, not first-time: the 70–80 % row
    [8 * M, 6.4 * M, 10, false, insured(0.005, 32_000, 28_800, 14_080)], // 80 %, 10 years
    [8 * M, 6.4 * M, 25, false, insured(0.0083, 53_120, 44_800, 14_080)], // 80 %, 25 years
    [8 * M, 6.4 * M, 12, false, insured(0.006, 38_400, 35_200, 14_080)], // 12 years: the 15-year column
    [8 * M, 6.8 * M, 30, true, insured(0.0141, 95_880, 71_400, 29_240)], // 85 %
    [8 * M, 7.2 * M, 30, true, insured(0.0216, 155_520, 115_200, 43_920)], // 90 %
    [8 * M, 7.2 * M, 30, false, { kind: "tooHigh", maxLoanHkd: 6.4 * M }], // 90 % needs a first-time buyer
    [16 * M, 12 * M, 30, true, insured(0.0092, 110_400, 96_000, 26_400)], // 75 % above HK$15M: no waiver
    [20 * M, 15 * M, 30, true, { kind: "tooHigh", maxLoanHkd: 14 * M }], // HK$12M cap: the banks' 70 % is more
  ])("HK$%d, loan HK$%d over %d years (first-time %s)", (value, loan, years, firstTime, quote) => {
    expect(mortgageInsurance(value, loan, years, firstTime)).toEqual(quote);
  });

  it("premiums rise with the loan-to-value and the tenure, and the yearly option's first year costs less than the one-off", () => {
    for (let row = 0; row < HKMC_MIP.premiums.length; row++) {
      const { single, annualFirstYear } = HKMC_MIP.premiums[row]!;
      expect(single).toHaveLength(HKMC_MIP.tenureBands.length);
      expect(annualFirstYear).toHaveLength(HKMC_MIP.tenureBands.length);
      for (let i = 1; i < single.length; i++) expect(single[i]!).toBeGreaterThan(single[i - 1]!);
      single.forEach((rate, i) => expect(annualFirstYear[i]!).toBeLessThan(rate));
      if (row > 0) single.forEach((r, i) => expect(r).toBeGreaterThan(HKMC_MIP.premiums[row - 1]!.single[i]!));
    }
  });
});
