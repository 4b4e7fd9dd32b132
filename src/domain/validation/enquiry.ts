// Enquiry form rules: name required; phone or e-mail;
// a given phone or e-mail must be valid; comment at most 1500 characters.
import { email, eitherRequired, namedRequired, phone } from "./rules.ts";
import type { MessageKey } from "./rules.ts";

export const COMMENT_MAX_LENGTH = 1500;
/** The spec names the limit but not its key. */
export const COMMENT_TOO_LONG = "commentMaxLength";

export type EnquiryInput = { name: string; phone: string; email: string; comment: string };
export type EnquiryErrors = Partial<Record<"name" | "phone" | "email" | "comment", MessageKey>>;

export function validateEnquiry(input: EnquiryInput): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const name = namedRequired("name", input.name);
  if (name) errors.name = name;
  // When neither is given, the error shows on the phone field.
  const either = eitherRequired("phone", input.phone, "email", input.email);
  const phoneError = either ?? phone(input.phone);
  if (phoneError) errors.phone = phoneError;
  const emailError = email(input.email);
  if (emailError) errors.email = emailError;
  if ([...input.comment].length > COMMENT_MAX_LENGTH) errors.comment = COMMENT_TOO_LONG;
  return errors;
}

export function isEnquiryValid(input: EnquiryInput): boolean {
  return Object.keys(validateEnquiry(input)).length === 0;
}
