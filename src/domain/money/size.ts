// Size text (square feet): grouped thousands, two decimals at most; -1 is unlimited.
import { groupThousands, roundTo } from "./number-text.ts";
import { UNLIMITED_LABEL } from "./price.ts";

export const SIZE_TYPES = ["saleable", "gross"] as const;
export type SizeType = (typeof SIZE_TYPES)[number];
export const DEFAULT_SIZE_TYPE: SizeType = "saleable";

export function isSizeType(text: string): text is SizeType {
  return text === "saleable" || text === "gross";
}

export function formatSize(size: number, unlimitedLabel = UNLIMITED_LABEL): string {
  if (size < 0 || !Number.isFinite(size)) return unlimitedLabel;
  return groupThousands(roundTo(size, 2));
}
