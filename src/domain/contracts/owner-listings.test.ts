import { describe, expect, it } from "vitest";
import { naughtyStrings } from "../../../tests/integration/naughty-strings.ts";
import {
  issueAgreementRequestSchema,
  listingFieldsSchema,
  ownerListingParamsSchema,
  priceChangeRequestSchema,
  requestChangesRequestSchema,
  submissionProblems,
} from "./owner-listings.ts";

const complete = {
  purpose: "both",
  buildingId: 12,
  floor: "23",
  unit: "B",
  saleableArea: 612,
  otherAreas: { bayWindow: 18, flatRoof: 120 },
  grossArea: 810,
  bedrooms: 2,
  bathrooms: 1,
  askingPrice: "8.5M",
  rent: "28K",
  managementFeeIncluded: true,
  description: "南向海景，近港鐵站。",
  photos: ["p-1", "p-2"],
  coverPhoto: "p-2",
  contactBy: ["phone", "whatsapp"],
};

const fieldsOf = (input: unknown) => {
  const parsed = listingFieldsSchema.safeParse(input);
  return parsed.success ? null : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the listing form's fields", () => {
  it("read prices through the site's parser into whole HKD", () => {
    const parsed = listingFieldsSchema.parse(complete);
    expect([parsed.askingPrice, parsed.rent]).toEqual([8_500_000, 28_000]);
    expect(listingFieldsSchema.parse({ ...complete, askingPrice: "850萬", rent: "HK$28,000" })).toMatchObject({
      askingPrice: 8_500_000,
      rent: 28_000,
    });
    expect(listingFieldsSchema.parse({ ...complete, askingPrice: "1億2000萬" }).askingPrice).toBe(120_000_000);
  });

  it.each([
    ["askingPrice", "US$1M", "priceNotHkd"],
    ["askingPrice", "about eight million", "priceUnreadable"],
    ["askingPrice", "Unlimited", "priceUnreadable"],
    ["askingPrice", "-1", "priceUnreadable"],
    ["askingPrice", "50K", "priceOutOfRange"],
    ["rent", "500", "priceOutOfRange"],
    ["rent", "1e5", "priceUnreadable"],
  ])("refuse %s %j as %s", (field, text, message) => {
    expect(fieldsOf({ ...complete, [field]: text })).toEqual({ [field]: message });
  });

  it("take a building from the suggestions or a typed address, not both", () => {
    expect(fieldsOf({ ...complete, buildingId: null, address: "12 Tai Hang Road" })).toBeNull();
    expect(fieldsOf({ ...complete, address: "12 Tai Hang Road" })).toEqual({ address: "buildingOrAddress" });
  });

  it("hold the form to its own sense: gross not below saleable, prices for the purpose, the cover among the photos", () => {
    expect(fieldsOf({ ...complete, grossArea: 500 })).toEqual({ grossArea: "grossBelowSaleable" });
    expect(fieldsOf({ ...complete, purpose: "rent", askingPrice: "8M" })).toEqual({ askingPrice: "notForThisPurpose" });
    expect(fieldsOf({ ...complete, purpose: "sale", rent: null })).toEqual({ managementFeeIncluded: "notForThisPurpose" });
    expect(fieldsOf({ ...complete, coverPhoto: "p-9" })).toEqual({ coverPhoto: "coverNotAPhoto" });
    expect(fieldsOf({ ...complete, photos: ["p-1", "p-1"], coverPhoto: null })).toEqual({ photos: "duplicatePhoto" });
    expect(fieldsOf({ ...complete, photos: ["f/AbC"] })).toHaveProperty("photos.0");
    expect(fieldsOf({ ...complete, otherAreas: { garage: 100 } })).toHaveProperty("otherAreas");
    expect(fieldsOf({ ...complete, saleableArea: 0 })).toHaveProperty("saleableArea");
    expect(fieldsOf({ ...complete, listingId: 5 })).toHaveProperty("");
  });

  it("let a draft be empty, and say what a submission still needs", () => {
    const empty = listingFieldsSchema.parse({});
    expect(submissionProblems(empty)).toEqual({
      purpose: "required",
      buildingId: "buildingOrAddress",
      floor: "required",
      saleableArea: "required",
      bedrooms: "required",
      bathrooms: "required",
      contactBy: "required",
    });
    expect(submissionProblems(listingFieldsSchema.parse({ ...complete, rent: null, managementFeeIncluded: null }))).toEqual({
      rent: "required",
      managementFeeIncluded: "required",
    });
    expect(submissionProblems(listingFieldsSchema.parse(complete))).toEqual({});
  });

  it("refuse NUL bytes, lone surrogates and 100 kB of text in every free-text field", () => {
    const huge = "字".repeat(100_000);
    for (const field of ["address", "floor", "unit", "description", "askingPrice", "rent"]) {
      for (const bad of ["a\u0000b", "a\uD800b", huge]) {
        expect(fieldsOf({ ...complete, buildingId: null, [field]: bad }), field).toHaveProperty(field);
      }
    }
    expect(requestChangesRequestSchema.safeParse({ note: huge }).success).toBe(false);
    expect(requestChangesRequestSchema.safeParse({ note: "  " }).success).toBe(false);
  });

  it("take every naughty string in the free-text fields as text, trimmed, or refuse it with a field error", () => {
    for (const text of naughtyStrings(8)) {
      for (const field of ["address", "unit", "description"]) {
        const parsed = listingFieldsSchema.safeParse({ ...complete, buildingId: null, [field]: text });
        if (parsed.success) expect(parsed.data[field as "address"]).toBe(text.trim());
        else expect(parsed.error.issues.map((i) => i.path[0])).toEqual([field]);
      }
      const price = listingFieldsSchema.safeParse({ ...complete, askingPrice: text });
      if (!price.success) expect(price.error.issues.map((i) => i.path[0])).toEqual(["askingPrice"]);
      else expect(Number.isInteger(price.data.askingPrice)).toBe(true);
    }
  });
});

describe("the other requests", () => {
  it("take a price change of either price, and an id of digits only", () => {
    expect(priceChangeRequestSchema.parse({ rent: "26.5K" })).toEqual({ rent: 26_500 });
    expect(priceChangeRequestSchema.safeParse({}).success).toBe(false);
    expect(ownerListingParamsSchema.parse({ id: "42" })).toEqual({ id: 42 });
    expect(ownerListingParamsSchema.parse({ id: String(Number.MAX_SAFE_INTEGER) }).id).toBe(Number.MAX_SAFE_INTEGER);
    for (const id of ["0", "-1", "1e3", "0x10", " 1", "99999999999999999", "abc"]) {
      expect(ownerListingParamsSchema.safeParse({ id }).success, id).toBe(false);
    }
  });

  it("issue an agreement in English with the default terms unless told", () => {
    expect(issueAgreementRequestSchema.parse({})).toMatchObject({ language: "en", terms: { exclusive: false } });
    expect(issueAgreementRequestSchema.safeParse({ template: "tenant-agreement" }).success).toBe(false);
  });
});
