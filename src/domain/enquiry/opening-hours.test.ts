import { describe, expect, it } from "vitest";
import { isOfficeOpen } from "./opening-hours.ts";

const HOURS = "Mon-Sat 09:30-19:30; Sun 11:00-18:00";
/** A Hong Kong wall-clock time as an instant. */
const hk = (iso: string) => new Date(`${iso}+08:00`);

describe("office opening hours (Hong Kong time)", () => {
  it.each([
    ["2026-11-23T09:29", false], // Monday, before opening
    ["2026-11-23T09:30", true],
    ["2026-11-23T19:29", true],
    ["2026-11-23T19:30", false], // closing time is closed
    ["2026-11-28T12:00", true], // Saturday
    ["2026-11-29T10:59", false], // Sunday before 11
    ["2026-11-29T11:00", true],
    ["2026-11-29T18:00", false],
  ])("%s → %s", (at, open) => {
    expect(isOfficeOpen(HOURS, hk(at))).toBe(open);
  });

  it("uses Hong Kong time whatever the instant's zone: 02:00 UTC on a Monday is 10:00 in Hong Kong", () => {
    expect(isOfficeOpen(HOURS, new Date("2026-11-23T02:00:00Z"))).toBe(true);
  });

  it("a range that wraps the week, and unreadable text counts as closed", () => {
    expect(isOfficeOpen("Sat-Mon 10:00-12:00", hk("2026-11-29T11:00"))).toBe(true); // Sunday
    expect(isOfficeOpen("Sat-Mon 10:00-12:00", hk("2026-11-25T11:00"))).toBe(false); // Wednesday
    expect(isOfficeOpen("always open", hk("2026-11-23T12:00"))).toBe(false);
    expect(isOfficeOpen("Mon 12:00-09:00", hk("2026-11-23T10:00"))).toBe(false);
  });
});
