import { affordabilityByPayment } from "../../../domain/mortgage/affordability-by-payment.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { DonutChart } from "./donut-chart.tsx";
import { formatHkd } from "./money-text.ts";
import type { MortgageValues } from "./mortgage-params.ts";
import { NumberField } from "./number-field.tsx";
import { ResultList } from "./result-list.tsx";
import { useMortgageForm } from "./use-mortgage-form.ts";

const FIELDS = ["payment", "debts", "ratePct", "years"] as const;

/** Affordability by payment: a monthly budget → loan, price and the income banks want to see. */
export function PaymentBudgetCalculator(props: { initial: MortgageValues }) {
  const { t } = useI18n();
  const { values, effective, onChange, onSubmit } = useMortgageForm(props.initial);
  const result = affordabilityByPayment(effective.payment, effective.ratePct, effective.years, effective.debts);
  return (
    <div className="calculator">
      <form method="get" className="calculator-form" onSubmit={onSubmit([...FIELDS])}>
        <NumberField name="payment" label={t("mortgage.budget")} unit="HK$" value={values.payment} onChange={onChange} />
        <NumberField name="debts" label={t("mortgage.debts")} unit="HK$" value={values.debts} onChange={onChange} />
        <NumberField name="ratePct" label={t("mortgage.ratePct")} unit="%" value={values.ratePct} onChange={onChange} />
        <NumberField name="years" label={t("mortgage.years")} unit={t("mortgage.yearsUnit")} value={values.years} onChange={onChange} />
        <button type="submit" className="button button-secondary">
          {t("mortgage.calculate")}
        </button>
      </form>
      <section className="calculator-results" aria-label={t("mortgage.results")}>
        <ResultList
          rows={[
            { label: t("mortgage.maxPrice"), value: formatHkd(result.price), testId: "budget-price" },
            { label: t("mortgage.loanAmount"), value: formatHkd(result.loan) },
            { label: t("mortgage.downPayment"), value: formatHkd(result.downPayment) },
            { label: t("mortgage.incomeNeeded"), value: formatHkd(result.incomeNeeded) },
          ]}
        />
        <DonutChart
          title={t("mortgage.chartPriceTitle")}
          centreLabel={t("mortgage.maxPrice")}
          centreValue={formatHkd(result.price)}
          segments={[
            {
              key: "down",
              label: t("mortgage.downPayment"),
              value: result.downPayment,
              valueText: formatHkd(result.downPayment),
              colour: "var(--color-rent)",
            },
            {
              key: "loan",
              label: t("mortgage.loanAmount"),
              value: result.loan,
              valueText: formatHkd(result.loan),
              colour: "var(--color-accent)",
            },
          ]}
        />
      </section>
    </div>
  );
}
