// Dates, money and areas as the documents print them, in English and Chinese,
// on Hong Kong time. A calendar date ("2025-07-01") is printed as that day
// wherever the server runs; an instant is printed as Hong Kong's date and time.
import type { DateValue } from "./template-data.ts";

const zone = "Asia/Hong_Kong";
const calendarDay = /^\d{4}-\d{2}-\d{2}$/;

function instant(value: DateValue): { date: Date; timeZone: string } {
  if (typeof value === "string" && calendarDay.test(value)) return { date: new Date(`${value}T00:00:00Z`), timeZone: "UTC" };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  return { date, timeZone: zone };
}

export function dateEn(value: DateValue): string {
  const { date, timeZone } = instant(value);
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone }).format(date);
}

export function dateZh(value: DateValue): string {
  const { date, timeZone } = instant(value);
  return new Intl.DateTimeFormat("zh-HK", { dateStyle: "long", timeZone }).format(date);
}

export function dateTimeEn(value: DateValue): string {
  const { date, timeZone } = instant(value);
  const parts = {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  } as const;
  return new Intl.DateTimeFormat("en-GB", { ...parts, timeZone }).format(date);
}

export function dateTimeZh(value: DateValue): string {
  const { date, timeZone } = instant(value);
  return new Intl.DateTimeFormat("zh-HK", { dateStyle: "full", timeStyle: "short", timeZone }).format(date);
}

const whole = new Intl.NumberFormat("en-HK", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("en-HK", { maximumFractionDigits: 2 });

export function hkdEn(amount: number): string {
  return `HK$${whole.format(amount)}`;
}

export function hkdZh(amount: number): string {
  return `港幣${whole.format(amount)}元`;
}

export function percent(value: number): string {
  return `${decimal.format(value)}%`;
}

export function sqFt(value: number): string {
  return whole.format(value);
}
