import { describe, expect, it } from "vitest";
import { mortgageInsurance } from "../../../domain/mortgage/mortgage-insurance.ts";
import { insuranceLimit, insuranceRows } from "./insurance-result.tsx";
import { formatHkd, formatMoney } from "./money-text.ts";
import { CURRENCY_ID } from "../../../domain/money/currency.ts";

// Messages as their keys and values, so the test reads what each row is made of.
const t = (key: string, values?: Record<string, unknown>) => (values ? `${key}${JSON.stringify(values)}` : key);
const M = 1_000_000;

describe("mortgage insurance as the calculators show it", () => {
  it("shows nothing within the banks' 70 %", () => {
    expect(insuranceRows(mortgageInsurance(8 * M, 5.6 * M, 30, false), t, formatHkd)).toEqual([]);
  });

  it("shows the one-off premium with its rate and the yearly option", () => {
    expect(insuranceRows(mortgageInsurance(8 * M, 7.2 * M, 30, true), t, formatHkd)).toEqual([
      { label: "mortgage.insurance", value: "HK$155,520 (2.16%)", testId: "mortgage-insurance" },
      {
        label: "mortgage.insuranceYearly",
        value: 'mortgage.insuranceYearlyValue{"first":"HK$115,200","renewal":"HK$43,920"}',
        testId: "mortgage-insurance-yearly",
      },
    ]);
  });

  it("says the cover is free where it is waived", () => {
    expect(insuranceRows(mortgageInsurance(8 * M, 6 * M, 30, true), t, formatHkd)).toEqual([
      { label: "mortgage.insurance", value: 'mortgage.insuranceWaived{"ltv":"75%"}', testId: "mortgage-insurance" },
    ]);
  });

  it("shows amounts in the page's currency", () => {
    const [row] = insuranceRows(mortgageInsurance(8 * M, 7.2 * M, 30, true), t, (hkd) => formatMoney(hkd, CURRENCY_ID.USD));
    expect(row?.value).toMatch(/^US\$[\d,]+ \(2\.16%\)$/);
  });

  it("names the largest loan for the buyer, or says the price gets no insurance", () => {
    expect(insuranceLimit(10 * M, true, t, formatHkd)).toBe('mortgage.insuranceLimit{"loan":"HK$9,000,000","ltv":"90%"}');
    expect(insuranceLimit(10 * M, false, t, formatHkd)).toBe('mortgage.insuranceLimit{"loan":"HK$8,000,000","ltv":"80%"}');
    expect(insuranceLimit(10.5 * M, true, t, formatHkd)).toBe('mortgage.insuranceLimit{"loan":"HK$9,000,000","ltv":"85.7%"}');
    expect(insuranceLimit(40 * M, true, t, formatHkd)).toBe('mortgage.insuranceNone{"ltv":"70%","loan":"HK$28,000,000"}');
  });
});
