import { useId, useState } from "react";
import { Link } from "react-router";
import { repaymentSummary } from "../../../domain/mortgage/repayment.ts";
import { stampDuty } from "../../../domain/mortgage/stamp-duty.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { PaymentBreakdownChart } from "./payment-breakdown-chart.tsx";
import { formatMoney } from "./money-text.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { clampField, FIELDS, type FieldName } from "./mortgage-params.ts";
import { mortgageToolHref } from "../../lib/mortgage-tools.ts";
import { NumberField } from "./number-field.tsx";

/**
 * The mortgage calculator on a sale listing: the repayment at the default
 * down payment, rate and term, with "Customise" opening those three inputs.
 */
export function ListingMortgage(props: { priceHkd: number; currencyId: CurrencyId }) {
  const { t, language } = useI18n();
  const panelId = useId();
  const [customising, setCustomising] = useState(false);
  const [values, setValues] = useState({
    downPaymentPct: FIELDS.downPaymentPct.fallback,
    ratePct: FIELDS.ratePct.fallback,
    years: FIELDS.years.fallback,
  });
  const onChange = (name: FieldName, value: number) => setValues((old) => ({ ...old, [name]: value }));
  const down = (props.priceHkd * clampField("downPaymentPct", values.downPaymentPct)) / 100;
  const loan = props.priceHkd - down;
  const summary = repaymentSummary(loan, clampField("ratePct", values.ratePct), clampField("years", values.years));
  return (
    <section className="detail-section listing-mortgage" aria-labelledby="mortgage-heading">
      <div className="section-head">
        <h2 id="mortgage-heading">{t("mortgage.widgetTitle")}</h2>
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={customising}
          aria-controls={panelId}
          onClick={() => setCustomising(!customising)}
        >
          {t(customising ? "mortgage.customizeDone" : "mortgage.customize")}
        </button>
      </div>
      <p className="listing-mortgage-lead">
        {t("mortgage.monthlyPayment")}:{" "}
        <strong data-testid="listing-monthly-payment">{formatMoney(summary.monthlyPayment, props.currencyId)}</strong>
      </p>
      <p className="listing-mortgage-lead">
        {t("mortgage.stampDuty")}:{" "}
        <strong data-testid="listing-stamp-duty">{formatMoney(stampDuty(props.priceHkd), props.currencyId)}</strong>
      </p>
      <div id={panelId} hidden={!customising} className="listing-mortgage-fields">
        <NumberField
          name="downPaymentPct"
          label={t("mortgage.downPaymentPct")}
          unit="%"
          value={values.downPaymentPct}
          onChange={onChange}
        />
        <NumberField name="ratePct" label={t("mortgage.ratePct")} unit="%" value={values.ratePct} onChange={onChange} />
        <NumberField name="years" label={t("mortgage.years")} unit={t("mortgage.yearsUnit")} value={values.years} onChange={onChange} />
      </div>
      <PaymentBreakdownChart
        down={down}
        loan={loan}
        monthlyPayment={summary.monthlyPayment}
        totalInterest={summary.totalInterest}
        currencyId={props.currencyId}
      />
      <Link to={`${mortgageToolHref(language, "repayment")}?price=${String(Math.round(props.priceHkd))}`}>{t("mortgage.widgetMore")}</Link>
    </section>
  );
}
