/** The calculators at /{lang}/mortgagecalculator/{path}; the hub has no tool segment. */
export const MORTGAGE_TOOLS = [
  { key: "repayment", path: "monthlyrepayment", page: 55 },
  { key: "affordability", path: "affordability", page: 56 },
  { key: "refinance", path: "refinance", page: 57 },
  { key: "byPayment", path: "affordabilitybypayment", page: 59 },
] as const;

export type MortgageToolKey = (typeof MORTGAGE_TOOLS)[number]["key"];

export function mortgageToolByPath(path: string | undefined): MortgageToolKey | "hub" | null {
  if (path === undefined || path === "") return "hub";
  return MORTGAGE_TOOLS.find((tool) => tool.path === path.toLowerCase())?.key ?? null;
}

export function mortgageToolHref(language: string, key: MortgageToolKey | "hub"): string {
  const tool = MORTGAGE_TOOLS.find((t) => t.key === key);
  return tool ? `/${language}/mortgagecalculator/${tool.path}` : `/${language}/mortgagecalculator`;
}
