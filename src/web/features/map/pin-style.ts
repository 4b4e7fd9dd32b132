// Which of the spec's pin styles a map pin takes, and its label.
// BUBBLE: a place or a cluster (name or count); BUBBLE_LEG: a building or a
// listing with its price, pointing at its spot; DOT: a pin with no price, or
// every pin when there are too many to read; CALLOUT: the pin whose popup is open.
import type { PIN_STYLES } from "../../../domain/listing/enums.ts";

export type PinStyle = (typeof PIN_STYLES)[number];
export type PinKind = "area" | "district" | "building" | "property" | "cluster";

/** Above this many pins in view, price pins become dots so the map stays readable. */
export const DOT_THRESHOLD = 150;

export function pinStyle(pin: { kind: PinKind; value: number | null }, active: boolean, pinsInView: number): PinStyle {
  if (active) return "CALLOUT";
  if (pin.kind === "cluster" || pin.kind === "area" || pin.kind === "district") return "BUBBLE";
  if (pin.value === null || pinsInView > DOT_THRESHOLD) return "DOT";
  return "BUBBLE_LEG";
}
