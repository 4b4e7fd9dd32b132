// Price, size and bedroom segments.
//   price-below-{max}-{cur} | price-above-{min}-{cur} | price-{min}-{max}-{cur}
//   size-{gross|saleable}-below-{max}-ft | ...-above-{min}-ft | ...-{min}-{max}-ft
//   studio-beds | above-{min}-beds | {min}-{max}-beds
// Amounts are whole numbers written as plain digits; sale prices are written
// in dollars (query units × 10000).
import { BEDROOM_MAX } from "../../money/presets.ts";
import type { SizeType } from "../../money/size.ts";

export type Bounds = { min: number; max: number };

function rangeBody(b: Bounds): string {
  if (b.min === 0) return `below-${String(b.max)}`;
  if (b.max < 0) return `above-${String(b.min)}`;
  return `${String(b.min)}-${String(b.max)}`;
}

function parseRangeBody(body: string): Bounds | null {
  const m = /^(?:below-(\d+)|above-(\d+)|(\d+)-(\d+))$/.exec(body);
  if (!m) return null;
  if (m[1] !== undefined) return { min: 0, max: Number(m[1]) };
  if (m[2] !== undefined) return { min: Number(m[2]), max: -1 };
  return { min: Number(m[3]), max: Number(m[4]) };
}

/** Omitted (null) when min is 0 and max is unlimited. */
export function buildPriceSegment(b: Bounds, currencyCode: string): string | null {
  if (b.min === 0 && b.max < 0) return null;
  return `price-${rangeBody(b)}-${currencyCode.toLowerCase()}`;
}

export function parsePriceSegment(segment: string): (Bounds & { currencyCode: string }) | null {
  const m = /^price-(.+)-([a-z]{3})$/i.exec(segment);
  if (!m) return null;
  const bounds = parseRangeBody(m[1] ?? "");
  return bounds ? { ...bounds, currencyCode: m[2] ?? "" } : null;
}

export function buildSizeSegment(b: Bounds, sizeType: SizeType): string | null {
  if (b.min === 0 && b.max < 0) return null;
  return `size-${sizeType}-${rangeBody(b)}-ft`;
}

export function parseSizeSegment(segment: string): (Bounds & { sizeType: SizeType }) | null {
  const m = /^size-(gross|saleable)-(.+)-ft$/.exec(segment);
  if (!m) return null;
  const bounds = parseRangeBody(m[2] ?? "");
  return bounds ? { ...bounds, sizeType: m[1] === "gross" ? "gross" : "saleable" } : null;
}

/** Omitted for 0–20; studio for 0–0; above-{min} for {min}–20; else a range. */
export function buildBedsSegment(b: Bounds): string | null {
  if (b.min === 0 && b.max === BEDROOM_MAX) return null;
  if (b.min === 0 && b.max === 0) return "studio-beds";
  if (b.max === BEDROOM_MAX) return `above-${String(b.min)}-beds`;
  return `${String(b.min)}-${String(b.max)}-beds`;
}

export function parseBedsSegment(segment: string): Bounds | null {
  if (segment === "studio-beds") return { min: 0, max: 0 };
  const above = /^above-(\d+)-beds$/.exec(segment);
  if (above) return { min: Number(above[1]), max: BEDROOM_MAX };
  const range = /^(\d+)-(\d+)-beds$/.exec(segment);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  return null;
}
