import { mortgageInsurance } from "../../../domain/mortgage/mortgage-insurance.ts";
import { repaymentSummary } from "../../../domain/mortgage/repayment.ts";
import { stampDuty } from "../../../domain/mortgage/stamp-duty.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { AmortisationTable } from "./amortisation-table.tsx";
import { PaymentBreakdownChart } from "./payment-breakdown-chart.tsx";
import { formatHkd } from "./money-text.ts";
import { FirstTimeField, insuranceLimit, insuranceRows, InsuranceWarning } from "./insurance-result.tsx";
import type { MortgageValues } from "./mortgage-params.ts";
import { NumberField } from "./number-field.tsx";
import { ResultList } from "./result-list.tsx";
import { useMortgageForm } from "./use-mortgage-form.ts";

const FIELDS = ["price", "downPaymentPct", "ratePct", "years", "firstTime"] as const;

/** Monthly repayment: price, down payment, rate and tenure → instalment. */
export function RepaymentCalculator(props: { initial: MortgageValues }) {
  const { t } = useI18n();
  const { values, effective, onChange, onSubmit } = useMortgageForm(props.initial);
  const down = (effective.price * effective.downPaymentPct) / 100;
  const loan = Math.max(0, effective.price - down);
  const summary = repaymentSummary(loan, effective.ratePct, effective.years);
  // Above the banks' own limit the loan is insured (HKMC), as far as the programme's limits go.
  const insurance = mortgageInsurance(effective.price, loan, effective.years, effective.firstTime === 1);
  return (
    <div className="calculator">
      <form method="get" className="calculator-form" onSubmit={onSubmit([...FIELDS])}>
        <NumberField name="price" label={t("mortgage.price")} unit="HK$" value={values.price} onChange={onChange} />
        <NumberField
          name="downPaymentPct"
          label={t("mortgage.downPaymentPct")}
          unit="%"
          value={values.downPaymentPct}
          onChange={onChange}
        />
        <NumberField name="ratePct" label={t("mortgage.ratePct")} unit="%" value={values.ratePct} onChange={onChange} />
        <NumberField name="years" label={t("mortgage.years")} unit={t("mortgage.yearsUnit")} value={values.years} onChange={onChange} />
        <FirstTimeField
          label={t("mortgage.firstTime")}
          checked={values.firstTime === 1}
          onChange={(checked) => onChange("firstTime", checked ? 1 : 0)}
        />
        <button type="submit" className="button button-secondary">
          {t("mortgage.calculate")}
        </button>
      </form>
      <section className="calculator-results" aria-label={t("mortgage.results")}>
        <InsuranceWarning quote={insurance} priceHkd={effective.price} money={formatHkd} t={t} />
        <p className="muted" data-testid="insurance-limit">
          {insuranceLimit(effective.price, effective.firstTime === 1, t, formatHkd)}
        </p>
        <ResultList
          rows={[
            { label: t("mortgage.monthlyPayment"), value: formatHkd(summary.monthlyPayment), testId: "monthly-payment" },
            { label: t("mortgage.loanAmount"), value: formatHkd(loan) },
            { label: t("mortgage.downPayment"), value: formatHkd(down) },
            { label: t("mortgage.stampDuty"), value: formatHkd(stampDuty(effective.price)), testId: "stamp-duty" },
            ...insuranceRows(insurance, t, formatHkd),
            { label: t("mortgage.totalInterest"), value: formatHkd(summary.totalInterest) },
            { label: t("mortgage.totalPaid"), value: formatHkd(summary.totalPaid + down) },
          ]}
        />
        <PaymentBreakdownChart down={down} loan={loan} monthlyPayment={summary.monthlyPayment} totalInterest={summary.totalInterest} />
        <AmortisationTable principal={loan} ratePct={effective.ratePct} years={effective.years} />
      </section>
    </div>
  );
}
