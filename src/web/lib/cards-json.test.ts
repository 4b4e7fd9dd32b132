import { describe, expect, it, vi } from "vitest";
import type { ResultItem } from "../../server/services/search/result-item.ts";
import { cardsFromJson, cardsToJson, type CardsJson } from "./cards-json.ts";

/** The cards of a text as a browser reads them: by a codec that did not write it. */
async function decodeCards(json: CardsJson) {
  vi.resetModules();
  const fresh = await import("./cards-json.ts");
  return fresh.cardsFromJson(json);
}

const item: ResultItem = {
  id: 27563,
  referenceId: "R27563",
  type: "rent",
  price: 21500,
  salePrice: null,
  leasePrice: 21500,
  size: 658,
  sizeGross: 837,
  sizeSaleable: 658,
  pricePerSqft: 32.67,
  pricePerSqftGross: 25.69,
  pricePerSqftSaleable: 32.67,
  salePricePerSqft: null,
  salePricePerSqftGross: null,
  salePricePerSqftSaleable: null,
  leasePricePerSqft: 32.67,
  leasePricePerSqftGross: 25.69,
  leasePricePerSqftSaleable: 32.67,
  images: [
    { path: "/media/property/p1-1/640.webp", caption: "Living room", type: "PP" },
    { path: "/media/property/p1-2/640.webp", caption: "", type: "FP" },
  ],
  amenities: [],
  bedrooms: 3,
  bathrooms: 2,
  isSoleAgent: false,
  isJointSoleAgent: true,
  includeManagementFee: "I",
  building: 'Caribbean Coast "Phase 2" Tower 4 <b>',
  buildingId: 7,
  area: "Lantau",
  district: "Tung Chung",
  districtId: 111,
  address: "",
  streetNo: "",
  streetName: "",
  buildingAge: 20,
  floor: "High Floor",
  layout: 1,
  isSaved: false,
  isSaving: false,
  isVirtual: true,
  isVideo: false,
  isExclusive: true,
  lastUpdated: "2026-11-22T07:07:04.000Z",
  lat: 22.29,
  lng: 113.94,
  banners: [
    { label: "獨家", labelColour: "#FFFFFF", bannerType: "primary", bannerColour: "#C8102E" },
    { label: "Sea View", labelColour: "#333333", bannerType: "attribute", bannerColour: "#F2E6C9" },
  ],
  isRelated: false,
  isLeaseSubjectToOffer: false,
  isSaleSubjectToOffer: true,
  isSubjectToOffer: true,
  agentName: "Grace Wong",
  agentImage: "/media/agent/a138/320.webp",
  available: true,
};

describe("cards as the search page's loader data", () => {
  it("come back with the card's fields, the first photo and the marks that are set", async () => {
    const [card, ...rest] = await decodeCards(
      cardsToJson([
        item,
        {
          ...item,
          id: 2,
          images: [],
          banners: [],
          isExclusive: false,
          isVirtual: false,
          isJointSoleAgent: false,
          isSaleSubjectToOffer: false,
        },
      ]),
    );
    expect(card).toEqual({
      id: 27563,
      referenceId: item.referenceId,
      building: item.building,
      salePrice: null,
      leasePrice: 21500,
      salePricePerSqftSaleable: null,
      salePricePerSqftGross: null,
      leasePricePerSqftSaleable: 32.67,
      leasePricePerSqftGross: 25.69,
      includeManagementFee: "I",
      district: "Tung Chung",
      floor: "High Floor",
      sizeSaleable: 658,
      sizeGross: 837,
      bedrooms: 3,
      bathrooms: 2,
      agentImage: item.agentImage,
      agentName: "Grace Wong",
      lastUpdated: item.lastUpdated,
      lat: item.lat,
      lng: item.lng,
      images: [{ path: "/media/property/p1-1/640.webp", caption: "Living room" }],
      banners: item.banners,
      isExclusive: true,
      isJointSoleAgent: true,
      isVirtual: true,
      isSaleSubjectToOffer: true,
    });
    expect(rest[0]).toMatchObject({ id: 2, images: [], banners: [] });
    expect(Object.keys(rest[0]!).filter((k) => k.startsWith("is"))).toEqual([]);
  });
  it("are decoded once per text; the text the server wrote gives back its items, which draw the same cards", async () => {
    const json = cardsToJson([item]);
    expect(cardsFromJson(json)).toEqual([item]);
    const [decoded] = await decodeCards(json);
    for (const [key, value] of Object.entries(decoded!))
      expect(
        key === "images" ? item.images.slice(0, 1).map(({ path, caption }) => ({ path, caption })) : item[key as keyof ResultItem],
        key,
      ).toEqual(value);
    for (const flag of ["isSoleAgent", "isVideo", "isSaved", "isLeaseSubjectToOffer"] as const)
      expect(item[flag] || flag in decoded!).toBe(false);
    const other = JSON.stringify(JSON.parse(cardsToJson([{ ...item, id: 9 }]))).replace("[9,", "[10,") as CardsJson;
    expect(cardsFromJson(other)).toBe(cardsFromJson(other));
    expect(cardsFromJson(other)[0]?.id).toBe(10);
  });
});
