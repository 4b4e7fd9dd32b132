import { describe, expect, it } from "vitest";
import { checkEnquiryField, COMMENT_MAX_LENGTH, validateEnquiry, type EnquiryFormValues } from "./enquiry-form.ts";

const form = (patch: Partial<EnquiryFormValues>): EnquiryFormValues => ({
  name: "Chan Tai Man",
  email: "",
  phone: "",
  comment: "",
  ...patch,
});

describe("enquiry form rules: a name, a phone or an e-mail in their formats, a comment of at most 1,500 characters", () => {
  it.each([
    ["name, e-mail", form({ email: "a@b.hk" }), {}],
    ["name, phone", form({ phone: "91234567" }), {}],
    ["name, phone with hyphens", form({ phone: "9123-4567" }), {}],
    ["no name", form({ name: "  ", email: "a@b.hk" }), { name: "nameRequired" }],
    ["neither phone nor e-mail: the phone shows it", form({}), { phone: "phoneOrEmailRequired" }],
    ["bad e-mail", form({ email: "a@b" }), { email: "emailFormat" }],
    ["bad phone", form({ phone: "12ab" }), { phone: "phoneFormat" }],
    ["a Hong Kong number typed with a space", form({ phone: "9123 4567" }), {}],
    ["a Hong Kong number with its dial code", form({ phone: "+852 9123 4567" }), {}],
    ["a Hong Kong number with 00852", form({ phone: "00852-9123-4567" }), {}],
    ["a 5-digit phone: the body needs 8 digits", form({ phone: "12345" }), { phone: "phoneFormat" }],
    ["7 digits", form({ phone: "9123 456" }), { phone: "phoneFormat" }],
    ["an unknown dial code", form({ phone: "+44 20 7946 0958" }), { phone: "phoneFormat" }],
    ["bad phone, good e-mail", form({ phone: "1234", email: "a@b.hk" }), { phone: "phoneFormat" }],
    ["comment at the limit", form({ email: "a@b.hk", comment: "字".repeat(COMMENT_MAX_LENGTH) }), {}],
    ["comment over the limit", form({ email: "a@b.hk", comment: "x".repeat(COMMENT_MAX_LENGTH + 1) }), { comment: "commentTooLong" }],
    ["nothing at all", form({ name: "" }), { name: "nameRequired", phone: "phoneOrEmailRequired" }],
  ])("%s", (_label, values, errors) => {
    expect(validateEnquiry(values)).toEqual(errors);
  });

  it("on blur an empty optional field passes, a filled bad one fails", () => {
    expect(checkEnquiryField("email", form({}))).toBeNull();
    expect(checkEnquiryField("phone", form({}))).toBeNull();
    expect(checkEnquiryField("email", form({ email: "nope" }))).toBe("emailFormat");
    expect(checkEnquiryField("name", form({ name: "" }))).toBe("nameRequired");
  });
});
