import { describe, expect, it } from "vitest";
import { contactUsRequestSchema } from "../../domain/contracts/enquiry-request.ts";
import { buildEnquiryRequest, cookieValue, EMPTY_ENQUIRY_FORM, enquiryProperties, loadStoredForm, storeForm } from "./enquiry-request.ts";

function memoryStorage(items: Record<string, string> = {}) {
  const map = new Map(Object.entries(items));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}
const listing = (id: number) => ({ propertyListingId: id, createdDate: "2026-11-01T00:00:00Z", available: true });

describe("the enquiry request of the browser", () => {
  it("sends the listing, then up to 10 favourites and recently viewed without repeats", () => {
    const storage = memoryStorage({
      savedProperties: JSON.stringify([listing(7), ...Array.from({ length: 6 }, (_, i) => listing(100 + i))]),
      recentlyViewed: JSON.stringify(Array.from({ length: 8 }, (_, i) => listing(200 + i))),
    });
    const properties = enquiryProperties(storage, { enquiryType: 5, listingId: 7, referenceId: "R7" });
    expect(properties).toHaveLength(11);
    expect(properties[0]).toEqual({ propertyListingId: 7, referenceId: "R7", savedPropertyType: 0, photos: [] });
    expect(properties.filter((p) => p.propertyListingId === 7)).toHaveLength(1);
    expect(properties.slice(1, 7).every((p) => p.savedPropertyType === 1)).toBe(true);
    expect(properties.slice(7).every((p) => p.savedPropertyType === 2)).toBe(true);
  });

  it("treats broken local lists and a broken stored form as empty (spec: invalid JSON is null)", () => {
    const storage = memoryStorage({ savedProperties: "{oops", recentlyViewed: '[{"propertyListingId":-1}]', enquiryForm: "not json" });
    expect(enquiryProperties(storage, { enquiryType: 1 })).toEqual([]);
    expect(loadStoredForm(storage)).toBeNull();
  });

  it("stores who the guest is, never the comment", () => {
    const storage = memoryStorage();
    storeForm(storage, {
      ...EMPTY_ENQUIRY_FORM,
      fullName: "Amy",
      email: "amy@example.hk",
      comment: "secret",
      dialCode: "853",
      salutation: 3,
    });
    expect(loadStoredForm(storage)).toEqual({
      ...EMPTY_ENQUIRY_FORM,
      fullName: "Amy",
      email: "amy@example.hk",
      dialCode: "853",
      salutation: 3,
    });
  });

  it("reads the campaign cookies, refusing odd values", () => {
    expect(cookieValue("a=1; eid=abc-1; rid=x", "eid")).toBe("abc-1");
    expect(cookieValue("eid=%3Cscript%3E", "eid")).toBe("");
    expect(cookieValue("", "edmid")).toBe("");
  });

  it("builds a body the server's contract accepts: comment then bot lines as the message", () => {
    const body = buildEnquiryRequest(
      { ...EMPTY_ENQUIRY_FORM, fullName: "Amy Chan", email: "amy@example.hk", comment: " Viewing? " },
      { enquiryType: 5, listingId: 7, agentId: 3 },
      {
        language: "zh-hk",
        currencyId: 3,
        userId: null,
        referralUrl: "http://x.test/zh-hk/property/sale/a/7",
        cookies: "eid=e1; edmid=m2; rid=r3; okeid=k4; onuid=u5; oktid=t6",
        storage: memoryStorage(),
        botLines: ["Assistant: When?", "Me: Saturday"],
        honeypot: "",
      },
    );
    expect(body.message).toBe("Viewing?\nAssistant: When?\nMe: Saturday");
    expect(body.enquiryData).toMatchObject({ emailId: "e1", edmId: "m2", referralId: "r3", okeId: "k4", onuId: "u5", referralAgentId: 3 });
    expect(body.analyticsData?.trackingId).toBe("t6");
    const parsed = contactUsRequestSchema.safeParse(body);
    expect(parsed.success).toBe(true);
  });

  it("sends a phone typed the Hong Kong way normalised, a pasted dial code as the dial code", () => {
    const context = {
      language: "en" as const,
      currencyId: 1,
      userId: null,
      referralUrl: "",
      cookies: "",
      storage: memoryStorage(),
      botLines: [],
      honeypot: "",
    };
    const body = (phone: string) =>
      buildEnquiryRequest({ ...EMPTY_ENQUIRY_FORM, fullName: "Amy", phone, dialCode: "86" }, { enquiryType: 1 }, context);
    expect(body("+852 9123 4567")).toMatchObject({ dialCode: "852", phone: "91234567" });
    expect(body("138-1234-5678")).toMatchObject({ dialCode: "86", phone: "13812345678" });
  });

  it("names the overseas listing enquired about in InternationalProperties", () => {
    const context = {
      language: "en" as const,
      currencyId: 1,
      userId: null,
      referralUrl: "",
      cookies: "",
      storage: memoryStorage(),
      botLines: [],
      honeypot: "",
    };
    const form = { ...EMPTY_ENQUIRY_FORM, fullName: "Amy", email: "amy@example.hk" };
    const body = buildEnquiryRequest(form, { enquiryType: 6, internationalListingId: 4 }, context);
    expect(body.enquiryData?.jsonData?.InternationalProperties).toEqual([
      { propertyListingId: 4, referenceId: "", savedPropertyType: 0, photos: [] },
    ]);
    expect(buildEnquiryRequest(form, { enquiryType: 1 }, context).enquiryData?.jsonData?.InternationalProperties).toEqual([]);
  });
});
