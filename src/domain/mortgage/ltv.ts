import { HK_MORTGAGE_RULES, type HkMortgageRules } from "./hk-mortgage-rules.ts";

/** The tier that applies to a property value: the first whose bound is not exceeded. */
function tierFor(valueHkd: number, rules: HkMortgageRules) {
  const tier = rules.ltvTiers.find((t) => t.upToValueHkd === null || valueHkd <= t.upToValueHkd);
  if (!tier) throw new Error("ltvTiers must end with an unbounded tier");
  return tier;
}

/** Largest loan the rules allow on a property of this value, in HKD. */
export function maxLoanForValue(valueHkd: number, rules: HkMortgageRules = HK_MORTGAGE_RULES): number {
  if (!(valueHkd > 0)) return 0;
  const tier = tierFor(valueHkd, rules);
  const byRatio = valueHkd * tier.maxLtv;
  return tier.loanCapHkd === null ? byRatio : Math.min(byRatio, tier.loanCapHkd);
}

/**
 * Highest property value whose allowed loan is at most `loanHkd` (the loan
 * then being the binding limit). Found by bisection because tiers and caps
 * make the value → max loan curve piecewise.
 */
export function maxValueForLoan(loanHkd: number, rules: HkMortgageRules = HK_MORTGAGE_RULES): number {
  if (!(loanHkd > 0)) return 0;
  let low = 0;
  let high = loanHkd * 100;
  for (let i = 0; i < 200 && high - low > 0.005; i++) {
    const mid = (low + high) / 2;
    if (maxLoanForValue(mid, rules) <= loanHkd) low = mid;
    else high = mid;
  }
  return low;
}
