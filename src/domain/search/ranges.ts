// Range normalisation shared by price, size and bedrooms.
import { roundTo } from "../money/number-text.ts";
import { BEDROOM_MAX } from "../money/presets.ts";

/**
 * min: a non-negative amount (anything else → 0); max: 0 or negative means
 * unlimited and becomes -1; a reversed pair with both ends set is swapped.
 */
export function normaliseRange(min: number, max: number, cap: number, decimals: number): { min: number; max: number } {
  const clean = (n: number) => (Number.isFinite(n) ? Math.min(cap, roundTo(n, decimals)) : 0);
  let lo = Math.max(0, clean(min));
  let hi = clean(max) > 0 ? clean(max) : -1;
  if (hi > 0 && lo > hi) [lo, hi] = [hi, lo];
  return { min: lo, max: hi };
}

/**
 * Bedrooms live in 0..20 (20 = no upper limit). Both 0 is studio; a max of 0
 * or less with a positive min means "no upper limit"; reversed pairs swap.
 */
export function normaliseBedrooms(min: number, max: number): { min: number; max: number } {
  const clamp = (n: number, fallback: number) => (Number.isFinite(n) ? Math.min(BEDROOM_MAX, Math.max(0, Math.round(n))) : fallback);
  let lo = clamp(min, 0);
  let hi = max < 0 || !Number.isFinite(max) || (max === 0 && lo > 0) ? BEDROOM_MAX : clamp(max, BEDROOM_MAX);
  if (lo > hi) [lo, hi] = [hi, lo];
  return { min: lo, max: hi };
}
