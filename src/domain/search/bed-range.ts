// Bed option ↔ bedroom range: studio is 0–0, "n+" is n–20, none is 0–20.
import { BEDROOM_MAX } from "../money/presets.ts";
import type { BedOption } from "../money/presets.ts";

export function bedToRange(bed: BedOption | null): { min: number; max: number } {
  if (bed === null) return { min: 0, max: BEDROOM_MAX };
  if (bed === "studio") return { min: 0, max: 0 };
  return { min: bed, max: BEDROOM_MAX };
}

/** Studio when both are 0, otherwise the minimum (capped at the 5+ option). */
export function bedFromRange(min: number, max: number): BedOption | null {
  if (min === 0 && max === 0) return "studio";
  if (min <= 0) return null;
  const n = Math.min(5, Math.round(min));
  return n === 1 || n === 2 || n === 3 || n === 4 || n === 5 ? n : null;
}
