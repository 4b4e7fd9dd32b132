import { bankMaxLtv, HKMC_MIP, maxInsuredLoan, type InsuranceQuote } from "../../../domain/mortgage/mortgage-insurance.ts";
import type { Translate } from "../../i18n/i18n.tsx";
import { formatPercent } from "./money-text.ts";

// How every calculator shows mortgage insurance (the repayment tool and a sale
// listing's widget): the same quote from the domain, the same rows and words,
// each in the page's own money format.

export type ResultRow = { label: string; value: string; testId?: string };

/** The premium rows of a quote: one-off and yearly, or "free" when waived; nothing when the loan needs no insurance. */
export function insuranceRows(quote: InsuranceQuote, t: Translate, money: (hkd: number) => string): ResultRow[] {
  if (quote.kind !== "insured") return [];
  if (quote.waived) {
    const ltv = formatPercent((bankMaxLtv() + HKMC_MIP.waiver.aboveBankLtv) * 100, 0);
    return [{ label: t("mortgage.insurance"), value: t("mortgage.insuranceWaived", { ltv }), testId: "mortgage-insurance" }];
  }
  return [
    {
      label: t("mortgage.insurance"),
      value: `${money(quote.premiumHkd)} (${formatPercent(quote.rate * 100, 2)})`,
      testId: "mortgage-insurance",
    },
    {
      label: t("mortgage.insuranceYearly"),
      value: t("mortgage.insuranceYearlyValue", { first: money(quote.firstYearHkd), renewal: money(quote.renewalHkd) }),
      testId: "mortgage-insurance-yearly",
    },
  ];
}

/** The largest loan on this price for this buyer: with insurance, or the banks' own limit where the programme ends. */
export function insuranceLimit(priceHkd: number, firstTime: boolean, t: Translate, money: (hkd: number) => string): string {
  const loan = maxInsuredLoan(priceHkd, firstTime);
  const ltv = formatPercent(priceHkd > 0 ? (loan / priceHkd) * 100 : 0, 1);
  if (loan <= priceHkd * bankMaxLtv() + 0.5) return t("mortgage.insuranceNone", { ltv, loan: money(loan) });
  return t("mortgage.insuranceLimit", { loan: money(loan), ltv });
}

/** Said when the loan is more than any lender may lend on the price, even insured. */
export function InsuranceWarning(props: { quote: InsuranceQuote; priceHkd: number; money: (hkd: number) => string; t: Translate }) {
  if (props.quote.kind !== "tooHigh") return null;
  return (
    <p className="calculator-warning" role="status" data-testid="ltv-warning">
      {props.t("mortgage.insuranceTooHigh", {
        loan: props.money(props.quote.maxLoanHkd),
        down: props.money(props.priceHkd - props.quote.maxLoanHkd),
      })}
    </p>
  );
}

/** The first-time home buyer tick box (named for the tools' address, firstTime=1). */
export function FirstTimeField(props: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="check-field">
      <input
        type="checkbox"
        name="firstTime"
        value="1"
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      {props.label}
    </label>
  );
}
