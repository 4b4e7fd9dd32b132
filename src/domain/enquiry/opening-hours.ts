// Whether an office is open (the reply bar's status: on 9 / off 10), from
// opening hours written like "Mon-Sat 09:30-19:30; Sun 11:00-18:00",
// in Hong Kong time. A text that cannot be read counts as closed.

export const OFFICE_STATUS = { on: 9, off: 10 } as const;

const DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const HONG_KONG_OFFSET_MS = 8 * 60 * 60 * 1000; // UTC+8 all year: no daylight saving.

interface Rule {
  days: Set<number>;
  from: number;
  to: number;
}

function minutes(text: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const value = Number(match[1]) * 60 + Number(match[2]);
  return value <= 24 * 60 ? value : null;
}

function dayIndex(name: string): number | null {
  const index = DAYS.indexOf(name as (typeof DAYS)[number]);
  return index < 0 ? null : index;
}

export function parseOpeningHours(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const part of text.split(";")) {
    const match = /^\s*([A-Z][a-z]{2})(?:-([A-Z][a-z]{2}))?\s+(\d{2}:\d{2})-(\d{2}:\d{2})\s*$/.exec(part);
    if (!match) continue;
    const first = dayIndex(match[1]!);
    const last = match[2] ? dayIndex(match[2]) : first;
    const from = minutes(match[3]!);
    const to = minutes(match[4]!);
    if (first === null || last === null || from === null || to === null || to <= from) continue;
    const days = new Set<number>();
    for (let d = first; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === last) break;
    }
    rules.push({ days, from, to });
  }
  return rules;
}

/** Open at `at` (any time zone: the hours are Hong Kong's). */
export function isOfficeOpen(openingHours: string, at: Date): boolean {
  const local = new Date(at.getTime() + HONG_KONG_OFFSET_MS);
  const day = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return parseOpeningHours(openingHours).some((rule) => rule.days.has(day) && minute >= rule.from && minute < rule.to);
}
