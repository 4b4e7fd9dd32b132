// Size text (square feet). Size parsing strips the comma; -1 is unlimited.
import { groupThousands, roundTo } from "./number-text.ts";
import { UNLIMITED_LABEL } from "./price.ts";

export const SIZE_TYPES = ["saleable", "gross"] as const;
export type SizeType = (typeof SIZE_TYPES)[number];
export const DEFAULT_SIZE_TYPE: SizeType = "saleable";
export const SIZE_UPPER_LABEL = "5000+";

export function isSizeType(text: string): text is SizeType {
  return text === "saleable" || text === "gross";
}

export function parseSize(text: string, unlimitedLabel = UNLIMITED_LABEL): number | null {
  const cleaned = text.replace(/,/g, "").trim();
  if (cleaned === "-1" || cleaned.toLowerCase() === unlimitedLabel.toLowerCase()) return -1;
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(cleaned)) return null;
  return Number(cleaned);
}

export function formatSize(size: number, unlimitedLabel = UNLIMITED_LABEL): string {
  if (size < 0 || !Number.isFinite(size)) return unlimitedLabel;
  return groupThousands(roundTo(size, 2));
}
