import { describe, it, expect } from "vitest";
import { formatDate, relativeDate } from "./format.ts";

const hk = (iso: string) => new Date(`${iso}+08:00`);

describe("date formats", () => {
  it("dd/mm/yyyy by default and dd.mm.yyyy on request, in Hong Kong time", () => {
    expect(formatDate(hk("2024-03-05T00:30:00"))).toBe("05/03/2024");
    expect(formatDate(hk("2024-03-05T23:59:00"), ".")).toBe("05.03.2024");
    expect(formatDate(new Date("2024-03-04T16:00:00Z"))).toBe("05/03/2024");
  });
});

describe("relative tiers", () => {
  const now = hk("2024-06-30T10:00:00");
  it.each([
    ["2024-06-30T00:01:00", { tier: "today" }],
    ["2024-07-01T00:01:00", { tier: "today" }],
    ["2024-06-29T23:59:00", { tier: "yesterday" }],
    ["2024-06-28T12:00:00", { tier: "days", count: 2 }],
    ["2024-06-24T12:00:00", { tier: "days", count: 6 }],
    ["2024-06-23T12:00:00", { tier: "weeks", count: 1 }],
    ["2024-06-01T12:00:00", { tier: "weeks", count: 4 }],
    ["2024-05-31T12:00:00", { tier: "months", count: 1 }],
    ["2023-07-02T12:00:00", { tier: "months", count: 12 }],
    ["2023-07-01T12:00:00", { tier: "date", text: "01/07/2023" }],
  ] as const)("%s → %j", (iso, expected) => {
    expect(relativeDate(hk(iso), now)).toEqual(expected);
  });
});
