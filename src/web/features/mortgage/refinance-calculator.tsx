import { refinance } from "../../../domain/mortgage/refinance.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { formatHkd } from "./money-text.ts";
import type { MortgageValues } from "./mortgage-params.ts";
import { NumberField } from "./number-field.tsx";
import { ResultList } from "./result-list.tsx";
import { useMortgageForm } from "./use-mortgage-form.ts";

const FIELDS = ["balance", "currentRatePct", "remainingYears", "ratePct", "years", "costs", "cashOut"] as const;

/** Refinance: current loan against a new offer, with the break-even month. */
export function RefinanceCalculator(props: { initial: MortgageValues }) {
  const { t } = useI18n();
  const { values, effective, onChange, onSubmit } = useMortgageForm(props.initial);
  const result = refinance({
    outstandingBalance: effective.balance,
    currentRatePct: effective.currentRatePct,
    remainingYears: effective.remainingYears,
    newRatePct: effective.ratePct,
    newTenureYears: effective.years,
    switchingCosts: effective.costs,
    cashOut: effective.cashOut,
  });
  return (
    <div className="calculator">
      <form method="get" className="calculator-form" onSubmit={onSubmit([...FIELDS])}>
        <NumberField name="balance" label={t("mortgage.balance")} unit="HK$" value={values.balance} onChange={onChange} />
        <NumberField
          name="currentRatePct"
          label={t("mortgage.currentRatePct")}
          unit="%"
          value={values.currentRatePct}
          onChange={onChange}
        />
        <NumberField
          name="remainingYears"
          label={t("mortgage.remainingYears")}
          unit={t("mortgage.yearsUnit")}
          value={values.remainingYears}
          onChange={onChange}
        />
        <NumberField name="ratePct" label={t("mortgage.newRatePct")} unit="%" value={values.ratePct} onChange={onChange} />
        <NumberField name="years" label={t("mortgage.newYears")} unit={t("mortgage.yearsUnit")} value={values.years} onChange={onChange} />
        <NumberField name="costs" label={t("mortgage.costs")} unit="HK$" value={values.costs} onChange={onChange} />
        <NumberField name="cashOut" label={t("mortgage.cashOut")} unit="HK$" value={values.cashOut} onChange={onChange} />
        <button type="submit" className="button button-secondary">
          {t("mortgage.calculate")}
        </button>
      </form>
      <section className="calculator-results" aria-label={t("mortgage.results")}>
        <ResultList
          rows={[
            { label: t("mortgage.monthlySaving"), value: formatHkd(result.monthlySaving), testId: "monthly-saving" },
            { label: t("mortgage.currentPayment"), value: formatHkd(result.currentPayment) },
            { label: t("mortgage.newPayment"), value: formatHkd(result.newPayment) },
            {
              label: t("mortgage.breakEven"),
              value:
                result.breakEvenMonths === null ? t("mortgage.breakEvenNever") : t("mortgage.months", { count: result.breakEvenMonths }),
            },
            { label: t("mortgage.netSaving"), value: formatHkd(result.netSaving) },
          ]}
        />
      </section>
    </div>
  );
}
