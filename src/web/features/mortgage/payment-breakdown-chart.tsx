import { useI18n } from "../../i18n/i18n.tsx";
import { DonutChart } from "./donut-chart.tsx";
import { formatMoney } from "./money-text.ts";
import { CURRENCY_ID, type CurrencyId } from "../../../domain/money/currency.ts";

/** What a purchase costs over the loan (down payment, principal, interest) around the monthly payment: the listing's widget and the repayment calculator show the same chart. */
export function PaymentBreakdownChart(props: {
  down: number;
  loan: number;
  monthlyPayment: number;
  totalInterest: number;
  /** The currency the HKD amounts are shown in; HKD unless the page has another. */
  currencyId?: CurrencyId;
}) {
  const { t } = useI18n();
  const { down, loan, totalInterest } = props;
  const formatHkd = (amount: number) => formatMoney(amount, props.currencyId ?? CURRENCY_ID.HKD);
  return (
    <DonutChart
      title={t("mortgage.chartTitle")}
      centreLabel={t("mortgage.perMonth")}
      centreValue={formatHkd(props.monthlyPayment)}
      segments={[
        { key: "down", label: t("mortgage.downPayment"), value: down, valueText: formatHkd(down), colour: "var(--color-rent)" },
        { key: "principal", label: t("mortgage.principal"), value: loan, valueText: formatHkd(loan), colour: "var(--color-accent)" },
        {
          key: "interest",
          label: t("mortgage.interest"),
          value: totalInterest,
          valueText: formatHkd(totalInterest),
          colour: "var(--color-sale)",
        },
      ]}
    />
  );
}
