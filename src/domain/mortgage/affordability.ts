import { HK_MORTGAGE_RULES, type HkMortgageRules } from "./hk-mortgage-rules.ts";
import { maxLoanForValue } from "./ltv.ts";
import { monthlyPayment, principalForPayment } from "./repayment.ts";

export interface AffordabilityInput {
  monthlyIncome: number;
  /** Other monthly debt repayments (cards, car, personal loans). */
  otherMonthlyDebts: number;
  /** Cash available for the down payment. */
  savings: number;
  annualRatePct: number;
  tenureYears: number;
}

export interface AffordabilityResult {
  /** The instalment the DSR rules leave room for (after other debts). */
  maxMonthlyPayment: number;
  maxLoanByIncome: number;
  /** Highest price: limited by income (through LTV) and by savings (the down payment). */
  maxPrice: number;
  loan: number;
  downPayment: number;
  monthlyPayment: number;
  limitedBy: "income" | "savings";
}

/**
 * Room for a new instalment under the DSR cap; when the stress test is on,
 * the instalment at the stressed rate must also fit its own cap.
 */
export function maxLoanForIncome(
  monthlyIncome: number,
  otherMonthlyDebts: number,
  annualRatePct: number,
  tenureYears: number,
  rules: HkMortgageRules = HK_MORTGAGE_RULES,
): number {
  const room = Math.max(0, monthlyIncome * rules.dsrCap - otherMonthlyDebts);
  let loan = principalForPayment(room, annualRatePct, tenureYears);
  if (rules.stressTest.enabled) {
    const stressedRoom = Math.max(0, monthlyIncome * rules.stressTest.dsrCap - otherMonthlyDebts);
    loan = Math.min(loan, principalForPayment(stressedRoom, annualRatePct + rules.stressTest.rateAddOnPct, tenureYears));
  }
  return loan;
}

/**
 * Largest price P whose down payment P - loan(P) fits the savings, where the
 * loan is the smaller of what LTV allows on P and what income allows. The
 * down payment grows with P (LTV < 1), so bisection finds it.
 */
function maxPriceFor(savings: number, loanByIncome: number, rules: HkMortgageRules): number {
  const down = (price: number) => price - Math.min(maxLoanForValue(price, rules), loanByIncome);
  let low = 0;
  let high = (savings + loanByIncome) * 2 + 1;
  for (let i = 0; i < 200 && high - low > 0.005; i++) {
    const mid = (low + high) / 2;
    if (down(mid) <= savings) low = mid;
    else high = mid;
  }
  return low;
}

export function affordability(input: AffordabilityInput, rules: HkMortgageRules = HK_MORTGAGE_RULES): AffordabilityResult {
  const savings = Math.max(0, input.savings);
  const maxLoanByIncome = maxLoanForIncome(input.monthlyIncome, input.otherMonthlyDebts, input.annualRatePct, input.tenureYears, rules);
  const maxPrice = maxPriceFor(savings, maxLoanByIncome, rules);
  const loan = Math.min(maxLoanByIncome, maxLoanForValue(maxPrice, rules));
  // Income binds when the loan is below what LTV would allow on this price.
  const limitedBy = loan < maxLoanForValue(maxPrice, rules) - 0.01 ? "income" : "savings";
  return {
    maxMonthlyPayment: Math.max(0, input.monthlyIncome * rules.dsrCap - input.otherMonthlyDebts),
    maxLoanByIncome,
    maxPrice,
    loan,
    downPayment: maxPrice - loan,
    monthlyPayment: monthlyPayment(loan, input.annualRatePct, input.tenureYears),
    limitedBy,
  };
}

/** Monthly income the DSR cap needs for this instalment (and other debts). */
export function requiredIncome(
  payment: number,
  otherMonthlyDebts: number,
  loan: number,
  annualRatePct: number,
  tenureYears: number,
  rules: HkMortgageRules = HK_MORTGAGE_RULES,
): number {
  let income = (payment + otherMonthlyDebts) / rules.dsrCap;
  if (rules.stressTest.enabled) {
    const stressed = monthlyPayment(loan, annualRatePct + rules.stressTest.rateAddOnPct, tenureYears);
    income = Math.max(income, (stressed + otherMonthlyDebts) / rules.stressTest.dsrCap);
  }
  return income;
}
