// Level-payment (annuity) mortgage maths, monthly compounding as Hong Kong
// banks quote: monthly rate = annual rate / 12.

// Rates this small are zero for money purposes; the annuity formula would
// divide by a difference that rounds to 0.
function monthlyRate(annualRatePct: number): number {
  const r = annualRatePct / 100 / 12;
  return r < 1e-9 ? 0 : r;
}

// 1 - (1 + r)^-n computed through log1p/expm1, which stay exact for tiny
// rates where the plain power cancels to a few digits.
function discountFactor(r: number, n: number): number {
  return -Math.expm1(-n * Math.log1p(r));
}

/** Monthly instalment for a loan; 0% interest is straight division. */
export function monthlyPayment(principal: number, annualRatePct: number, years: number): number {
  const n = Math.round(years * 12);
  if (!(principal > 0) || n <= 0) return 0;
  const r = monthlyRate(annualRatePct);
  if (r === 0) return principal / n;
  return (principal * r) / discountFactor(r, n);
}

/** The loan a monthly instalment pays off: the inverse of monthlyPayment. */
export function principalForPayment(payment: number, annualRatePct: number, years: number): number {
  const n = Math.round(years * 12);
  if (!(payment > 0) || n <= 0) return 0;
  const r = monthlyRate(annualRatePct);
  if (r === 0) return payment * n;
  return (payment * discountFactor(r, n)) / r;
}

export interface RepaymentSummary {
  monthlyPayment: number;
  totalPaid: number;
  totalInterest: number;
  months: number;
}

export function repaymentSummary(principal: number, annualRatePct: number, years: number): RepaymentSummary {
  const months = Math.round(years * 12);
  const payment = monthlyPayment(principal, annualRatePct, years);
  const totalPaid = payment * months;
  return { monthlyPayment: payment, totalPaid, totalInterest: Math.max(0, totalPaid - principal), months };
}

export interface AmortisationYear {
  year: number;
  principalPaid: number;
  interestPaid: number;
  balance: number;
}

/** One row per year: what went to principal, to interest, and what is left. */
export function amortisationByYear(principal: number, annualRatePct: number, years: number): AmortisationYear[] {
  const rows: AmortisationYear[] = [];
  const payment = monthlyPayment(principal, annualRatePct, years);
  const r = monthlyRate(annualRatePct);
  let balance = principal;
  const months = Math.round(years * 12);
  for (let m = 1; m <= months && principal > 0; m++) {
    const interest = balance * r;
    const toPrincipal = Math.min(balance, payment - interest);
    balance -= toPrincipal;
    const yearIndex = Math.ceil(m / 12) - 1;
    const row = (rows[yearIndex] ??= { year: yearIndex + 1, principalPaid: 0, interestPaid: 0, balance: 0 });
    row.principalPaid += toPrincipal;
    row.interestPaid += interest;
    row.balance = Math.max(0, balance);
  }
  return rows;
}
