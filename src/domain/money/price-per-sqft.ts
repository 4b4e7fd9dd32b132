// Price per square foot is shown for the saleable area, else the gross area.

export type PerSqftBasis = "saleable" | "gross";

export type PerSqftChoice = { value: number; basis: PerSqftBasis } | null;

function usable(n: number | null | undefined): n is number {
  return typeof n === "number" && Number.isFinite(n) && n > 0;
}

/** Picks a server-computed figure: saleable first, else gross, else none. */
export function pickPricePerSqft(saleable: number | null | undefined, gross: number | null | undefined): PerSqftChoice {
  if (usable(saleable)) return { value: saleable, basis: "saleable" };
  if (usable(gross)) return { value: gross, basis: "gross" };
  return null;
}

/** Computes it from a price and the two sizes, rounded to whole dollars. */
export function computePricePerSqft(
  price: number,
  sizeSaleable: number | null | undefined,
  sizeGross: number | null | undefined,
): PerSqftChoice {
  if (!usable(price)) return null;
  if (usable(sizeSaleable)) return { value: Math.round(price / sizeSaleable), basis: "saleable" };
  if (usable(sizeGross)) return { value: Math.round(price / sizeGross), basis: "gross" };
  return null;
}
