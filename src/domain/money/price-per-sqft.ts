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
