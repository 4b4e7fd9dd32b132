// The building chart's time axis: quarters ("2023-Q1") stand where their time
// is, so a year without transactions shows as a gap, not as one step; each
// year's start gets a tick.

/** A quarter's start in years (2023-Q1 → 2023, 2023-Q3 → 2023.5); NaN for another text. */
export function quarterYears(quarter: string): number {
  const m = /^(\d{4})-Q([1-4])$/.exec(quarter);
  return m ? Number(m[1]) + (Number(m[2]) - 1) / 4 : Number.NaN;
}

/** Where each quarter and each year's start stands between `left` and `right`. */
export function quarterAxis(quarters: readonly string[], left: number, right: number) {
  const times = quarters.map(quarterYears).filter(Number.isFinite);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const span = last - first || 1;
  const at = (years: number) => left + ((years - first) / span) * (right - left);
  const years: { year: number; x: number }[] = [];
  for (let year = Math.ceil(first); year <= last; year++) years.push({ year, x: at(year) });
  return { x: (quarter: string) => at(quarterYears(quarter)), years };
}
