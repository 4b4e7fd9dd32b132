// A phone number as people type it, made into the dial code and the digits
// of the number. Hong Kong numbers are written "9123 4567" or "9123-4567",
// and are often pasted whole with their dial code ("+852 9123 4567",
// "00852 9123 4567", "852 9123 4567"): spaces, hyphens, dots and brackets
// between the digits are dropped (full-width digits read as digits), and a
// dial code the forms offer, written in front, replaces the chosen one.
//
// With "+" or "00" any offered dial code is recognised. Without them a number
// only loses a leading 852 or 853 when exactly 8 digits follow (Hong Kong and
// Macau numbers have 8), and a leading 86 when a mainland mobile number
// follows (1 and 10 more digits): anything shorter is a number of its own.
// A bare leading 1 is never taken for the dial code, because mainland mobile
// numbers begin with 1. Text that is still not digits after this (letters,
// an unknown "+44" code) is kept as typed, for the phone rule to refuse.
import { DIAL_CODES } from "./rules.ts";

export type PhoneDialCode = (typeof DIAL_CODES)[number];

export interface DialledPhone {
  dialCode: PhoneDialCode;
  phone: string;
}

const SEPARATORS = /[\s\-.()]/g;
const INTERNATIONAL = /^(?:\+|00)(\d+)$/;
const BARE_DIAL_CODE = /^(852|853)(\d{8})$|^(86)(1\d{10})$/;

/**
 * The typed number in its one stored form: the dial code and the number's
 * digits. A dial code pasted twice ("+852 00852 …") goes as well: the rule
 * is applied until it changes nothing, so a stored number is its own form.
 */
export function normalisePhone(typed: string, dialCode: PhoneDialCode = "852"): DialledPhone {
  let current = once(typed, dialCode);
  for (;;) {
    const next = once(current.phone, current.dialCode);
    if (next.phone === current.phone && next.dialCode === current.dialCode) return current;
    current = next;
  }
}

function once(typed: string, dialCode: PhoneDialCode): DialledPhone {
  // Composed again once the separators are gone, so a second pass changes nothing.
  const compact = typed.normalize("NFKC").replace(SEPARATORS, "").normalize("NFKC");
  const international = INTERNATIONAL.exec(compact);
  if (international) {
    const digits = international[1]!;
    const code = DIAL_CODES.find((c) => digits.startsWith(c));
    if (code) return { dialCode: code, phone: digits.slice(code.length) };
    return { dialCode, phone: compact };
  }
  const bare = BARE_DIAL_CODE.exec(compact);
  if (!bare) return { dialCode, phone: compact };
  return { dialCode: (bare[1] ?? bare[3]) as PhoneDialCode, phone: bare[2] ?? bare[4]! };
}

/** A form's or request's phone and dial code, replaced by their normalised form. */
export function withNormalisedPhone<T extends DialledPhone>(value: T): T {
  return { ...value, ...normalisePhone(value.phone, value.dialCode) };
}
