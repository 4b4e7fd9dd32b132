import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { resultCardMarkupKey, type ResultCardProps } from "./result-card.tsx";
import type { CardItem } from "../lib/cards-json.ts";

const item: CardItem = {
  id: 41,
  referenceId: "RA41",
  building: "Harbour View Gardens",
  salePrice: null,
  leasePrice: 18_000,
  salePricePerSqftSaleable: null,
  salePricePerSqftGross: null,
  leasePricePerSqftSaleable: 36,
  leasePricePerSqftGross: 29,
  includeManagementFee: "I",
  district: "Happy Valley",
  floor: "12",
  sizeSaleable: 500,
  sizeGross: 620,
  bedrooms: 2,
  bathrooms: 1,
  agentImage: null,
  agentName: "Ada Chan",
  lastUpdated: "2026-11-26T03:00:00.000Z",
  lat: 22.27,
  lng: 114.18,
  banners: [],
  images: [{ path: "/media/property/ra41-1", caption: "" }],
} as unknown as CardItem;
const props: ResultCardProps = { item, searched: "rent", currencyId: 1, layout: "grid", enquiry: { enquiryType: 1 } as never };
// 27 November 2026 in Hong Kong (UTC+8): 10:00 and 23:59, then one minute past midnight.
const morning = new Date("2026-11-27T02:00:00Z");
const lastMinute = new Date("2026-11-27T15:59:00Z");
const nextDay = new Date("2026-11-27T16:01:00Z");

describe("a result card's markup key (decision 0068)", () => {
  it("is the same for the same card, language and day", () => {
    expect(resultCardMarkupKey({ ...props, item: { ...item } }, "en", morning)).toBe(resultCardMarkupKey(props, "en", lastMinute));
  });

  it.each<[string, ResultCardProps]>([
    ["the currency", { ...props, currencyId: 2 }],
    ["the layout", { ...props, layout: "list" }],
    ["the purpose searched", { ...props, searched: "sale" }],
    ["no Enquire", { ...props, enquiry: undefined }],
    ["an eager photo", { ...props, eager: true }],
    ["the heading level", { ...props, headingLevel: 3 }],
    ["saved by the viewer", { ...props, item: { ...item, isSaved: true } }],
    ["a new price", { ...props, item: { ...item, leasePrice: 17_500 } }],
    ["another first photo", { ...props, item: { ...item, images: [{ path: "/media/property/ra41-2", caption: "" }] } }],
    ["its first photo's caption", { ...props, item: { ...item, images: [{ path: "/media/property/ra41-1", caption: "Sea view" }] } }],
    [
      "a banner",
      { ...props, item: { ...item, banners: [{ label: "Hot", bannerType: 1, bannerColour: "#f00", labelColour: "#fff" }] } as never },
    ],
  ])("changes with %s", (_, changed) => {
    expect(resultCardMarkupKey(changed, "en", morning)).not.toBe(resultCardMarkupKey(props, "en", morning));
  });

  it("stays the same when only what a card does not show changes (its later photos)", () => {
    const more = { ...item, images: [...item.images, { path: "/media/property/ra41-2", caption: "Kitchen" }] };
    expect(resultCardMarkupKey({ ...props, item: more }, "en", morning)).toBe(resultCardMarkupKey(props, "en", morning));
  });

  it("changes with the language", () => {
    const keys = (["en", "zh-hk", "zh-cn"] as const).map((language) => resultCardMarkupKey(props, language, morning));
    expect(new Set(keys).size).toBe(3);
  });

  it("changes when the day turns in Hong Kong, since the card says how long ago the listing was updated", () => {
    expect(resultCardMarkupKey(props, "en", nextDay)).not.toBe(resultCardMarkupKey(props, "en", lastMinute));
  });

  it("changes with any of the listing's fields a card shows", () => {
    const fields = (Object.keys(item) as (keyof CardItem)[]).filter((field) => field !== "images" && field !== "banners");
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.jsonValue(), (field, value) => {
        fc.pre(JSON.stringify(value) !== JSON.stringify(item[field]));
        const changed = { ...props, item: { ...item, [field]: value } as CardItem };
        expect(resultCardMarkupKey(changed, "en", morning)).not.toBe(resultCardMarkupKey(props, "en", morning));
      }),
    );
  });
});
