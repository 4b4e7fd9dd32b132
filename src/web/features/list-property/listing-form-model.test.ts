import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listingFieldsSchema } from "../../../domain/contracts/owner-listings.ts";
import {
  bodyOf,
  EMPTY_FORM,
  formOf,
  formProblems,
  movePhoto,
  readPrice,
  readWholeNumber,
  stepOfField,
  stepProblems,
  type FormPhoto,
  type ListingForm,
} from "./listing-form-model.ts";

const complete: ListingForm = {
  ...EMPTY_FORM,
  purpose: "rent",
  building: { id: 12, label: "Kam Din Terrace Block 1" },
  floor: "23",
  saleableArea: "1,020",
  bedrooms: "3",
  bathrooms: "2",
  rent: "28K",
  managementFeeIncluded: true,
  contactBy: ["phone", "email"],
  photos: [
    { id: "k1", key: "k1", path: "/media/owner/k1/640.webp", name: "a.jpg", error: null },
    { id: "local-x", key: null, path: null, name: "b.jpg", error: null },
  ],
  cover: "k1",
};

describe("the listing form", () => {
  it("reads whole numbers as typed, with thousands separators, and refuses the rest", () => {
    expect(readWholeNumber("")).toBeNull();
    expect(readWholeNumber(" 1,020 ")).toBe(1020);
    expect(Number.isNaN(readWholeNumber("12.5"))).toBe(true);
    expect(Number.isNaN(readWholeNumber("abc"))).toBe(true);
  });

  it.each([
    ["8.5M", 8_500_000],
    ["28K", 28_000],
    ["850萬", 8_500_000],
    ["HK$12,000", 12_000],
    ["", null],
    ["abc", null],
  ])("reads the price %s as %s, as the server does", (typed, value) => {
    expect(readPrice(typed)).toBe(value);
  });

  it("gives the API exactly what its contract takes: stored photos only, in order, with the cover", () => {
    const body = bodyOf(complete);
    expect(body).toMatchObject({
      buildingId: 12,
      address: "",
      saleableArea: 1020,
      rent: "28K",
      askingPrice: null,
      photos: ["k1"],
      coverPhoto: "k1",
    });
    expect(listingFieldsSchema.safeParse(body).success).toBe(true);
    expect(listingFieldsSchema.parse(body).rent).toBe(28_000);
  });

  it("sends the typed address instead of the building when the owner typed one", () => {
    const body = bodyOf({ ...complete, addressTyped: true, address: " 18 Taikoo Shing Road " });
    expect(body).toMatchObject({ buildingId: null, address: "18 Taikoo Shing Road" });
  });

  it("finds nothing missing in a complete form, and each missing field on its own step", () => {
    expect(formProblems(complete)).toEqual({});
    const empty = formProblems(EMPTY_FORM);
    expect(Object.keys(empty).sort()).toEqual(["bathrooms", "bedrooms", "buildingId", "floor", "purpose", "saleableArea"]);
    expect(stepProblems(EMPTY_FORM, "place")).toEqual({ purpose: "required", buildingId: "buildingOrAddress", floor: "required" });
    expect(stepProblems({ ...complete, rent: "lots" }, "price")).toEqual({ rent: "priceUnreadable" });
    expect(stepProblems({ ...complete, grossArea: "900" }, "size")).toEqual({ grossArea: "grossBelowSaleable" });
    expect(stepProblems({ ...complete, contactBy: [] }, "contact")).toEqual({ contactBy: "required" });
  });

  it("puts every field the server can name on a step", () => {
    for (const field of Object.keys(listingFieldsSchema.shape)) expect(stepOfField(field)).toBeTruthy();
    expect(stepOfField("photos.3")).toBe("photos");
    expect(stepOfField("otherAreas.bayWindow")).toBe("size");
  });

  it("moves a photo and back again to the same order", () => {
    const photo = (id: string): FormPhoto => ({ id, key: id, path: null, name: id, error: null });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.nat(), fc.nat(), (count, a, b) => {
        const photos = Array.from({ length: count }, (_, i) => photo(`p${String(i)}`));
        const from = a % count;
        const to = b % count;
        const moved = movePhoto(photos, from, to);
        expect(moved.map((p) => p.id).sort()).toEqual(photos.map((p) => p.id).sort());
        expect(moved[to]!.id).toBe(photos[from]!.id);
        expect(movePhoto(moved, to, from)).toEqual(photos);
      }),
    );
  });

  it("turns a stored listing back into the form it came from", () => {
    const stored = listingFieldsSchema.parse(bodyOf(complete));
    const form = formOf(
      {
        ...stored,
        building: { id: 12, name: { en: "Kam Din Terrace Block 1", zh: "錦殿台1座" } },
        photos: [{ key: "k1", cover: true, path: "/media/owner/k1/640.webp" }],
      },
      "en",
    );
    expect(bodyOf(form)).toEqual({ ...bodyOf(complete), saleableArea: 1020, rent: "28000" });
  });
});
