import { affordability } from "../../../domain/mortgage/affordability.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { DonutChart } from "./donut-chart.tsx";
import { formatHkd } from "./money-text.ts";
import type { MortgageValues } from "./mortgage-params.ts";
import { NumberField } from "./number-field.tsx";
import { ResultList } from "./result-list.tsx";
import { useMortgageForm } from "./use-mortgage-form.ts";

const FIELDS = ["income", "debts", "savings", "ratePct", "years"] as const;

/** Affordability: income, debts and savings → the highest price the rules allow. */
export function AffordabilityCalculator(props: { initial: MortgageValues }) {
  const { t } = useI18n();
  const { values, effective, onChange, onSubmit } = useMortgageForm(props.initial);
  const result = affordability({
    monthlyIncome: effective.income,
    otherMonthlyDebts: effective.debts,
    savings: effective.savings,
    annualRatePct: effective.ratePct,
    tenureYears: effective.years,
  });
  return (
    <div className="calculator">
      <form method="get" className="calculator-form" onSubmit={onSubmit([...FIELDS])}>
        <NumberField name="income" label={t("mortgage.income")} unit="HK$" value={values.income} onChange={onChange} />
        <NumberField name="debts" label={t("mortgage.debts")} unit="HK$" value={values.debts} onChange={onChange} />
        <NumberField name="savings" label={t("mortgage.savings")} unit="HK$" value={values.savings} onChange={onChange} />
        <NumberField name="ratePct" label={t("mortgage.ratePct")} unit="%" value={values.ratePct} onChange={onChange} />
        <NumberField name="years" label={t("mortgage.years")} unit={t("mortgage.yearsUnit")} value={values.years} onChange={onChange} />
        <button type="submit" className="button button-secondary">
          {t("mortgage.calculate")}
        </button>
      </form>
      <section className="calculator-results" aria-label={t("mortgage.results")}>
        <ResultList
          rows={[
            { label: t("mortgage.maxPrice"), value: formatHkd(result.maxPrice), testId: "max-price" },
            { label: t("mortgage.loanAmount"), value: formatHkd(result.loan) },
            { label: t("mortgage.downPayment"), value: formatHkd(result.downPayment) },
            { label: t("mortgage.monthlyPayment"), value: formatHkd(result.monthlyPayment) },
            { label: t("mortgage.limitedBy"), value: t(result.limitedBy === "income" ? "mortgage.limitIncome" : "mortgage.limitSavings") },
          ]}
        />
        <DonutChart
          title={t("mortgage.chartPriceTitle")}
          centreLabel={t("mortgage.maxPrice")}
          centreValue={formatHkd(result.maxPrice)}
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
