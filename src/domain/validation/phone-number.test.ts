import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { normalisePhone, type PhoneDialCode } from "./phone-number.ts";
import { DIAL_CODES } from "./rules.ts";

describe("a phone number as people type it", () => {
  it.each<[string, PhoneDialCode, string, PhoneDialCode]>([
    ["91234567", "852", "91234567", "852"],
    ["9123 4567", "852", "91234567", "852"],
    ["9123-4567", "852", "91234567", "852"],
    [" 9123\u00a04567 ", "852", "91234567", "852"],
    ["(852) 9123 4567", "852", "91234567", "852"],
    ["+852 9123 4567", "852", "91234567", "852"],
    ["+852-9123-4567", "86", "91234567", "852"],
    ["00852 9123 4567", "852", "91234567", "852"],
    ["852 9123 4567", "852", "91234567", "852"],
    ["85291234567", "1", "91234567", "852"],
    ["+853 6612 3456", "852", "66123456", "853"],
    ["853 6612 3456", "852", "66123456", "853"],
    ["+86 138 1234 5678", "852", "13812345678", "86"],
    ["86 138 1234 5678", "852", "13812345678", "86"],
    ["138 1234 5678", "86", "13812345678", "86"],
    ["+1 (415) 555-0123", "852", "4155550123", "1"],
    ["001 415 555 0123", "852", "4155550123", "1"],
    ["４１５.５５５.０１２３", "1", "4155550123", "1"],
    ["+852 852 9123 4567", "852", "91234567", "852"],
    // Short numbers keep a leading 852: they are numbers of their own.
    ["8521 2345", "852", "85212345", "852"],
    ["85212", "852", "85212", "852"],
    // Not a number the forms can take: kept for the phone rule to refuse.
    ["+44 20 7946 0958", "852", "+442079460958", "852"],
    ["9123 abcd", "852", "9123abcd", "852"],
    ["", "852", "", "852"],
  ])("%j with +%s chosen is %j with +%s", (typed, chosen, phone, dialCode) => {
    expect(normalisePhone(typed, chosen)).toEqual({ phone, dialCode });
  });

  const dialCode = fc.constantFrom(...DIAL_CODES);
  const prefix = fc.constantFrom("", "+", "00", "(", "+852 ", "852", "00853-", "86 1", "+1 ", "+44 ");
  const body = fc.array(fc.constantFrom(..."0123456789 -.()+\u3000０９"), { maxLength: 20 }).map((chars) => chars.join(""));
  const phoneLike = fc.tuple(prefix, prefix, body).map(([a, b, c]) => a + b + c);
  const typed = fc.oneof(phoneLike, fc.string({ unit: "binary", maxLength: 24 }), fc.constant("e \u0301"));
  const digitsOf = (text: string) => text.normalize("NFKC").replace(/\D/g, "");

  it("normalising twice changes nothing", () => {
    fc.assert(
      fc.property(typed, dialCode, (text, chosen) => {
        const once = normalisePhone(text, chosen);
        expect(normalisePhone(once.phone, once.dialCode)).toEqual(once);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps the digits: the number's are the typed ones less the dial codes (and international 00s) found in front", () => {
    fc.assert(
      fc.property(phoneLike, dialCode, (text, chosen) => {
        const kept = digitsOf(normalisePhone(text, chosen).phone);
        const typedDigits = digitsOf(text);
        expect(typedDigits.endsWith(kept)).toBe(true);
        expect(typedDigits.slice(0, typedDigits.length - kept.length)).toMatch(/^(?:00|852|853|86|1)*$/);
      }),
      { numRuns: 2000 },
    );
  });
});
