import { describe, expect, it } from "vitest";
import { groupDigits } from "./group-digits.ts";
import { parseAmount } from "./mortgage-params.ts";

describe("thousands separators while typing", () => {
  it.each([
    // typed text, caret, shown text, caret after
    ["8000000", 7, "8,000,000", 9],
    ["8,000,0000", 10, "80,000,000", 10], // one more digit at the end
    ["8,0001,000", 6, "80,001,000", 6], // a digit typed in the middle: the caret stays after it
    ["8,00,000", 3, "800,000", 2], // a digit deleted after the first comma
    ["1234.5", 6, "1,234.5", 7],
    ["3.5", 3, "3.5", 3], // rates stay as typed
    ["0.", 2, "0.", 2], // a decimal point being typed is kept
    ["1.2.3", 5, "1.23", 4], // a second point is dropped
    ["", 0, "", 0],
    ["abc", 3, "", 0],
    ["HK$ 1 000", 9, "1,000", 5],
    ["８０００．５", 6, "8,000.5", 7], // full-width digits and point from a Chinese keyboard
  ])("%j with the caret at %i shows %j, caret at %i", (typed, caret, shown, after) => {
    expect(groupDigits(typed, caret)).toEqual({ text: shown, caret: after });
  });

  it("reads back what it shows", () => {
    for (const n of [0, 7, 1000, 8_000_000, 1234.5, 12_345_678.25]) expect(parseAmount(groupDigits(String(n)).text)).toBe(n);
  });
});
