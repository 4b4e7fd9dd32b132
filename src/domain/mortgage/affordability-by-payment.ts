import { HK_MORTGAGE_RULES, type HkMortgageRules } from "./hk-mortgage-rules.ts";
import { maxValueForLoan } from "./ltv.ts";
import { principalForPayment } from "./repayment.ts";
import { requiredIncome } from "./affordability.ts";

export interface PaymentBudgetResult {
  loan: number;
  /** The highest price this loan finances at the maximum LTV. */
  price: number;
  downPayment: number;
  /** Monthly income the DSR cap needs for this instalment. */
  incomeNeeded: number;
}

/** "I can pay X a month": the loan, price, down payment and income that go with it. */
export function affordabilityByPayment(
  payment: number,
  annualRatePct: number,
  tenureYears: number,
  otherMonthlyDebts = 0,
  rules: HkMortgageRules = HK_MORTGAGE_RULES,
): PaymentBudgetResult {
  const loan = principalForPayment(payment, annualRatePct, tenureYears);
  const price = maxValueForLoan(loan, rules);
  return {
    loan,
    price,
    downPayment: Math.max(0, price - loan),
    incomeNeeded: payment > 0 ? requiredIncome(payment, otherMonthlyDebts, loan, annualRatePct, tenureYears, rules) : 0,
  };
}
