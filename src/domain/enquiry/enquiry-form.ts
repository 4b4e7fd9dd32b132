// The enquiry form's rules, shared by the panel (on blur
// and on submit) and the server's contract: a name is required; a phone or
// an e-mail is required, and when neither is given the phone shows the
// error; each one given must pass its format (a phone, as normalised, has at
// least 8 digits in its body); the comment is at most 1,500 characters.
import { email as emailRule, phone as phoneRule, phoneBody, required } from "../validation/rules.ts";
import { normalisePhone } from "../validation/phone-number.ts";

export const COMMENT_MAX_LENGTH = 1500;

export interface EnquiryFormValues {
  name: string;
  email: string;
  phone: string;
  comment: string;
}

export type EnquiryField = keyof EnquiryFormValues;

export const ENQUIRY_ERRORS = {
  nameRequired: "nameRequired",
  phoneOrEmailRequired: "phoneOrEmailRequired",
  phoneFormat: "phoneFormat",
  emailFormat: "emailFormat",
  commentTooLong: "commentTooLong",
} as const;

export type EnquiryErrors = Partial<Record<EnquiryField, string>>;

/** The check of one field, as run on blur (a field left empty is not flagged then). */
export function checkEnquiryField(field: EnquiryField, values: EnquiryFormValues): string | null {
  switch (field) {
    case "name":
      return required(values.name) === null ? null : ENQUIRY_ERRORS.nameRequired;
    case "email":
      return emailRule(values.email) === null ? null : ENQUIRY_ERRORS.emailFormat;
    case "phone": {
      const { phone } = normalisePhone(values.phone);
      if (phone === "") return null;
      return (phoneRule(phone) ?? phoneBody(phone)) === null ? null : ENQUIRY_ERRORS.phoneFormat;
    }
    case "comment":
      return [...values.comment].length <= COMMENT_MAX_LENGTH ? null : ENQUIRY_ERRORS.commentTooLong;
  }
}

/** Every check, as run on submit: an empty object means the form may be sent. */
export function validateEnquiry(values: EnquiryFormValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  for (const field of ["name", "email", "phone", "comment"] as const) {
    const error = checkEnquiryField(field, values);
    if (error) errors[field] = error;
  }
  if (required(values.phone) !== null && required(values.email) !== null) errors.phone = ENQUIRY_ERRORS.phoneOrEmailRequired;
  return errors;
}
