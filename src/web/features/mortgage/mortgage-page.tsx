import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { PageMeta } from "../../ui/page-meta.tsx";
import { AffordabilityCalculator } from "./affordability-calculator.tsx";
import { MORTGAGE_TOOLS, mortgageToolHref, type MortgageToolKey } from "../../lib/mortgage-tools.ts";
import type { FieldName, InvalidValue, MortgageValues } from "./mortgage-params.ts";
import { PaymentBudgetCalculator } from "./payment-budget-calculator.tsx";
import { RefinanceCalculator } from "./refinance-calculator.tsx";
import { RepaymentCalculator } from "./repayment-calculator.tsx";
import { RulesNote } from "./rules-note.tsx";

/** Each field's label in the message catalog (for naming a value from the address it could not use). */
const FIELD_LABELS: Record<FieldName, string> = {
  price: "mortgage.price",
  downPaymentPct: "mortgage.downPaymentPct",
  ratePct: "mortgage.ratePct",
  years: "mortgage.years",
  income: "mortgage.income",
  debts: "mortgage.debts",
  savings: "mortgage.savings",
  balance: "mortgage.balance",
  currentRatePct: "mortgage.currentRatePct",
  remainingYears: "mortgage.remainingYears",
  costs: "mortgage.costs",
  cashOut: "mortgage.cashOut",
  payment: "mortgage.budget",
  firstTime: "mortgage.firstTime",
};

const CALCULATORS = {
  repayment: RepaymentCalculator,
  affordability: AffordabilityCalculator,
  refinance: RefinanceCalculator,
  byPayment: PaymentBudgetCalculator,
} as const;

/** Mortgage tools: one page shape, a tab per calculator, and the hub without one. */
export function MortgagePage(props: { tool: MortgageToolKey | "hub"; initial: MortgageValues; invalid: InvalidValue[] }) {
  const { t, language } = useI18n();
  const hubLabel = t("mortgage.hubTitle");
  const title = props.tool === "hub" ? hubLabel : t(`mortgage.tool.${props.tool}`);
  const Calculator = props.tool === "hub" ? null : CALCULATORS[props.tool];
  return (
    <div className="container page-wide">
      <PageMeta title={`${title} | ${t("site.name")}`} description={t(`mortgage.description.${props.tool}`)} />
      <Breadcrumbs
        items={
          props.tool === "hub" ? [{ label: hubLabel }] : [{ label: hubLabel, to: mortgageToolHref(language, "hub") }, { label: title }]
        }
      />
      <h1>{title}</h1>
      <p className="lead">{t(`mortgage.description.${props.tool}`)}</p>
      <nav aria-label={hubLabel} className="tool-tabs">
        <ul>
          {MORTGAGE_TOOLS.map((tool) => (
            <li key={tool.key}>
              <Link to={mortgageToolHref(language, tool.key)} aria-current={tool.key === props.tool ? "page" : undefined}>
                {t(`mortgage.tool.${tool.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {props.invalid.length > 0 ? (
        <p className="calculator-warning" role="alert" data-testid="invalid-values">
          {t("mortgage.invalidValues", {
            fields: new Intl.ListFormat(language).format(
              props.invalid.map((v) => t("mortgage.invalidValue", { field: t(FIELD_LABELS[v.name]), value: v.value })),
            ),
          })}
        </p>
      ) : null}
      {Calculator ? <Calculator key={props.tool} initial={props.initial} /> : <MortgageHub />}
      <RulesNote />
    </div>
  );
}

function MortgageHub() {
  const { t, language } = useI18n();
  return (
    <ul className="tool-cards">
      {MORTGAGE_TOOLS.map((tool) => (
        <li key={tool.key}>
          <h2>
            <Link to={mortgageToolHref(language, tool.key)}>{t(`mortgage.tool.${tool.key}`)}</Link>
          </h2>
          <p>{t(`mortgage.description.${tool.key}`)}</p>
        </li>
      ))}
    </ul>
  );
}
