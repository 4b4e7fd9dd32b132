import { monthlyPayment } from "./repayment.ts";

export interface RefinanceInput {
  outstandingBalance: number;
  currentRatePct: number;
  remainingYears: number;
  newRatePct: number;
  newTenureYears: number;
  /** Legal fees, valuation, early-repayment penalty, less any cash rebate. */
  switchingCosts: number;
  /** Extra cash taken out when refinancing (cash-out). */
  cashOut: number;
}

export interface RefinanceResult {
  currentPayment: number;
  newLoan: number;
  newPayment: number;
  monthlySaving: number;
  /** Months until the monthly saving has repaid the switching costs; null when it never does. */
  breakEvenMonths: number | null;
  currentTotalInterest: number;
  newTotalInterest: number;
  /** Interest saved over the life of the loans, net of switching costs. */
  netSaving: number;
}

export function refinance(input: RefinanceInput): RefinanceResult {
  const currentPayment = monthlyPayment(input.outstandingBalance, input.currentRatePct, input.remainingYears);
  const newLoan = Math.max(0, input.outstandingBalance + Math.max(0, input.cashOut));
  const newPayment = monthlyPayment(newLoan, input.newRatePct, input.newTenureYears);
  const monthlySaving = currentPayment - newPayment;
  const currentTotalInterest = currentPayment * Math.round(input.remainingYears * 12) - input.outstandingBalance;
  const newTotalInterest = newPayment * Math.round(input.newTenureYears * 12) - newLoan;
  const costs = Math.max(0, input.switchingCosts);
  return {
    currentPayment,
    newLoan,
    newPayment,
    monthlySaving,
    breakEvenMonths: monthlySaving > 0 ? Math.ceil(costs / monthlySaving) : null,
    currentTotalInterest: Math.max(0, currentTotalInterest),
    newTotalInterest: Math.max(0, newTotalInterest),
    netSaving: currentTotalInterest - newTotalInterest - costs,
  };
}
