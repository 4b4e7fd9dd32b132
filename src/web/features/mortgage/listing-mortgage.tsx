import { useId, useState } from "react";
import { Link } from "react-router";
import { mortgageInsurance } from "../../../domain/mortgage/mortgage-insurance.ts";
import { repaymentSummary } from "../../../domain/mortgage/repayment.ts";
import { stampDuty } from "../../../domain/mortgage/stamp-duty.ts";
import { useI18n } from "../../i18n/i18n.tsx";
import { PaymentBreakdownChart } from "./payment-breakdown-chart.tsx";
import { formatMoney } from "./money-text.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { clampField, FIELDS, type FieldName } from "./mortgage-params.ts";
import { mortgageToolHref } from "../../lib/mortgage-tools.ts";
import { NumberField } from "./number-field.tsx";
import { FirstTimeField, insuranceLimit, insuranceRows, InsuranceWarning } from "./insurance-result.tsx";

/**
 * The mortgage calculator on a sale listing: the repayment at the default
 * down payment, rate and term, with "Customise" opening those inputs and the
 * first-time buyer choice; mortgage insurance is shown as the tools show it.
 */
export function ListingMortgage(props: { priceHkd: number; currencyId: CurrencyId }) {
  const { t, language } = useI18n();
  const panelId = useId();
  const [customising, setCustomising] = useState(false);
  const [values, setValues] = useState<Record<"downPaymentPct" | "ratePct" | "years" | "firstTime", number>>({
    downPaymentPct: FIELDS.downPaymentPct.fallback,
    ratePct: FIELDS.ratePct.fallback,
    years: FIELDS.years.fallback,
    firstTime: FIELDS.firstTime.fallback,
  });
  const onChange = (name: FieldName, value: number) => setValues((old) => ({ ...old, [name]: value }));
  const down = (props.priceHkd * clampField("downPaymentPct", values.downPaymentPct)) / 100;
  const loan = props.priceHkd - down;
  const years = clampField("years", values.years);
  const summary = repaymentSummary(loan, clampField("ratePct", values.ratePct), years);
  const firstTime = values.firstTime === 1;
  const insurance = mortgageInsurance(props.priceHkd, loan, years, firstTime);
  const money = (hkd: number) => formatMoney(hkd, props.currencyId);
  // The full tool opens with the same figures.
  const toolQuery = new URLSearchParams({
    price: String(Math.round(props.priceHkd)),
    downPaymentPct: String(clampField("downPaymentPct", values.downPaymentPct)),
    ratePct: String(clampField("ratePct", values.ratePct)),
    years: String(years),
    ...(firstTime ? { firstTime: "1" } : {}),
  });
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
      {insuranceRows(insurance, t, money).map((row) => (
        <p key={row.label} className="listing-mortgage-lead">
          {row.label}: <strong data-testid={row.testId}>{row.value}</strong>
        </p>
      ))}
      <InsuranceWarning quote={insurance} priceHkd={props.priceHkd} money={money} t={t} />
      <p className="muted" data-testid="insurance-limit">
        {insuranceLimit(props.priceHkd, firstTime, t, money)}
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
        <FirstTimeField
          label={t("mortgage.firstTime")}
          checked={firstTime}
          onChange={(checked) => onChange("firstTime", checked ? 1 : 0)}
        />
      </div>
      <PaymentBreakdownChart
        down={down}
        loan={loan}
        monthlyPayment={summary.monthlyPayment}
        totalInterest={summary.totalInterest}
        currencyId={props.currencyId}
      />
      <Link to={`${mortgageToolHref(language, "repayment")}?${toolQuery.toString()}`}>{t("mortgage.widgetMore")}</Link>
    </section>
  );
}
