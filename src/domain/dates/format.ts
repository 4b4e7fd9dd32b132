// Dates: dd/mm/yyyy as Hong Kong writes them (dd.mm.yyyy on request), and relative tiers the
// UI translates. Calendar days are counted in Hong Kong time (UTC+8, no
// daylight saving) unless the caller passes another offset.

export const HK_UTC_OFFSET_MINUTES = 480;
const DAY_MS = 86_400_000;

export type DateSeparator = "." | "/";

function shifted(date: Date, offsetMinutes: number): Date {
  return new Date(date.getTime() + offsetMinutes * 60_000);
}

export function formatDate(date: Date, separator: DateSeparator = "/", offsetMinutes = HK_UTC_OFFSET_MINUTES): string {
  const d = shifted(date, offsetMinutes);
  const dd = String(d.getUTCDate()).padStart(2, "0");
  const mm = String(d.getUTCMonth() + 1).padStart(2, "0");
  const yyyy = String(d.getUTCFullYear()).padStart(4, "0");
  return `${dd}${separator}${mm}${separator}${yyyy}`;
}

export type RelativeDate =
  | { tier: "today" }
  | { tier: "yesterday" }
  | { tier: "days"; count: number }
  | { tier: "weeks"; count: number }
  | { tier: "months"; count: number }
  | { tier: "date"; text: string };

function dayNumber(date: Date, offsetMinutes: number): number {
  return Math.floor(shifted(date, offsetMinutes).getTime() / DAY_MS);
}

/**
 * today; yesterday; 2–6 days; weeks (under 30 days, count = days ÷ 7);
 * months (under 365 days, count = days ÷ 30); beyond that the plain date.
 * A date in the future counts as today.
 */
export function relativeDate(date: Date, now: Date, offsetMinutes = HK_UTC_OFFSET_MINUTES): RelativeDate {
  const days = dayNumber(now, offsetMinutes) - dayNumber(date, offsetMinutes);
  if (days <= 0) return { tier: "today" };
  if (days === 1) return { tier: "yesterday" };
  if (days < 7) return { tier: "days", count: days };
  if (days < 30) return { tier: "weeks", count: Math.floor(days / 7) };
  if (days < 365) return { tier: "months", count: Math.floor(days / 30) };
  return { tier: "date", text: formatDate(date, "/", offsetMinutes) };
}
