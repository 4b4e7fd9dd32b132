// Plain-number text helpers shared by price and size formatting. We avoid
// Intl so server and browser render byte-identical, tabular-friendly text.

/** Rounds to at most `decimals` places and drops trailing zeros. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor + 0; // + 0 turns -0 into 0
}

/** Groups the integer part in thousands: 1234567.5 → "1,234,567.5". */
export function groupThousands(value: number): string {
  // Most numbers of a page (per-foot prices, scaled prices, counts) need no
  // comma, and a card shows several: skip the split and the pattern for them.
  if (value > -1000 && value < 1000) return String(value);
  const [intPart = "0", fraction] = String(value).split(".");
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
