import { describe, expect, it } from "vitest";
import { contactUsMediaRequestSchema, contactUsRequestSchema } from "./enquiry-request.ts";

const ENQUIRY = { fullName: "Chan Tai Man", email: "", phone: "91234567", enquiryType: 1 };

const phoneOf = (body: Record<string, unknown>) => {
  const parsed = contactUsRequestSchema.safeParse({ ...ENQUIRY, ...body });
  return parsed.success ? { dialCode: parsed.data.dialCode, phone: parsed.data.phone } : parsed.error.issues.map((i) => i.message);
};

describe("the enquiry contract's phone", () => {
  it.each([
    ["9123 4567", "852", { dialCode: "852", phone: "91234567" }],
    ["+852 9123 4567", "852", { dialCode: "852", phone: "91234567" }],
    ["852 9123 4567", "86", { dialCode: "852", phone: "91234567" }],
    ["00853 6612-3456", "852", { dialCode: "853", phone: "66123456" }],
    ["+86 138 1234 5678", "852", { dialCode: "86", phone: "13812345678" }],
  ])("%j with +%s chosen is taken as %j", (phone, dialCode, stored) => {
    expect(phoneOf({ phone, dialCode })).toEqual(stored);
  });

  it.each(["12345", "9123 456", "+44 20 7946 0958", "call me"])("%j is refused with the phone format error", (phone) => {
    expect(phoneOf({ phone })).toEqual(["phoneFormat"]);
  });

  it("a call to action's phone is normalised the same way", () => {
    const parsed = contactUsMediaRequestSchema.parse({ ...ENQUIRY, phone: "+852 9123-4567", dialCode: "1", enquiryCommMediaType: 4 });
    expect(parsed).toMatchObject({ dialCode: "852", phone: "91234567" });
  });
});

describe("the enquiry contract's campaign cookies", () => {
  it("takes okeid and onuid beside eid, edmid and rid, and refuses what no cookie holds", () => {
    const enquiryData = { emailId: "e1", edmId: "d2", referralId: "r3", okeId: "ok-4", onuId: "nu.5" };
    expect(contactUsRequestSchema.parse({ ...ENQUIRY, enquiryData }).enquiryData).toMatchObject(enquiryData);
    expect(contactUsRequestSchema.parse(ENQUIRY).enquiryData).toMatchObject({ okeId: "", onuId: "" });
    expect(contactUsRequestSchema.safeParse({ ...ENQUIRY, enquiryData: { okeId: "<script>" } }).success).toBe(false);
  });
});
