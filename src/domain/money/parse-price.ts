// Reads a price a person typed (an enquiry's budget, kept for the member
// side's enquiry form) or a label the portal wrote: the inverse of formatPrice.
import { UNLIMITED_LABEL } from "./price.ts";

const CHINESE_UNITS: Record<string, number> = {
  百萬: 1e6,
  百万: 1e6,
  億: 1e8,
  亿: 1e8,
  萬: 1e4,
  万: 1e4,
  千: 1e3,
};
const LATIN_UNITS: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };
const CURRENCY_PREFIX = /^(?:hk\$|us\$|rmb¥|rmb|hkd|usd|eur|gbp|\$|€|£|¥)/;
const LATIN = /^(\d+(?:\.\d+)?|\.\d+)([kmb])?$/;
const CHINESE_PART = /(\d+(?:\.\d+)?)(百萬|百万|億|亿|萬|万|千)/y;

/**
 * Reads user or label text: strips spaces and commas, a currency symbol and a
 * trailing "+"; understands k/m/b and the Chinese units, including compounds
 * such as 1億2000萬. "-1" and the unlimited label give -1. Otherwise null.
 */
export function parsePrice(text: string, unlimitedLabel = UNLIMITED_LABEL): number | null {
  const trimmed = text.trim();
  if (trimmed === "-1" || trimmed.toLowerCase() === unlimitedLabel.toLowerCase()) return -1;
  const cleaned = trimmed.replace(/[\s,]/g, "").toLowerCase().replace(CURRENCY_PREFIX, "").replace(/\+$/, "");
  if (cleaned === "") return null;
  const latin = LATIN.exec(cleaned);
  if (latin) {
    const unit = latin[2] === undefined ? 1 : (LATIN_UNITS[latin[2]] ?? 1);
    return Number(latin[1]) * unit;
  }
  return parseChinese(cleaned);
}

function parseChinese(text: string): number | null {
  let total = 0;
  let index = 0;
  let lastUnit = Infinity;
  CHINESE_PART.lastIndex = 0;
  while (index < text.length) {
    CHINESE_PART.lastIndex = index;
    const part = CHINESE_PART.exec(text);
    if (!part) {
      // A bare trailing number after a unit, e.g. 1萬5000: only when it is the tail.
      const tail = /^\d+(?:\.\d+)?$/.exec(text.slice(index));
      if (!tail || index === 0) return null;
      return total + Number(tail[0]);
    }
    const unit = CHINESE_UNITS[part[2] ?? ""] ?? 1;
    if (unit >= lastUnit) return null; // units must descend: 1億2000萬, not 1萬1億
    lastUnit = unit;
    total += Number(part[1]) * unit;
    index = CHINESE_PART.lastIndex;
  }
  return total;
}
