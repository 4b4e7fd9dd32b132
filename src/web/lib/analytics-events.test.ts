import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH_QUERY } from "../../domain/search/query.ts";
import { LISTING_PURPOSE } from "../../domain/listing/purpose.ts";
import {
  enquiryEvent,
  externalProviderEntries,
  pageViewEvent,
  saveEvent,
  searchEvent,
  signInEvent,
  userIdEntry,
} from "./analytics-events.ts";

describe("analytics events", () => {
  it("names a page view by its path and language", () => {
    expect(pageViewEvent("/zh-hk/property-search/rent", "zh-hk")).toEqual({
      event: "page_view",
      page_path: "/zh-hk/property-search/rent",
      page_language: "zh-hk",
    });
  });

  it("gives a search only the filters that differ from an unfiltered search", () => {
    const query = {
      ...DEFAULT_SEARCH_QUERY,
      listingTypeId: LISTING_PURPOSE.Rent,
      districtName: "d37",
      district: [37],
      priceMax: 25_000,
      hasParking: true,
      pageNumber: 2,
    };
    expect(searchEvent(query, 120)).toEqual({
      event: "search",
      search_purpose: "rent",
      search_filters: { districtName: "d37", district: [37], priceMax: 25_000, hasParking: true },
      search_view: "list",
      search_page: 2,
      search_results: 120,
    });
    expect(searchEvent({ ...DEFAULT_SEARCH_QUERY, isMap: true }, 0)).toMatchObject({
      search_purpose: "sale",
      search_filters: {},
      search_view: "map",
    });
  });

  it("builds saves, enquiries, sign-ins and the user id", () => {
    expect(saveEvent("listing", 42)).toEqual({ event: "save", save_kind: "listing", save_id: 42 });
    expect(saveEvent("follow_district", 7)).toEqual({ event: "save", save_kind: "follow_district", save_id: 7 });
    expect(enquiryEvent(5, "form")).toEqual({ event: "enquiry_sent", enquiry_type: 5, enquiry_channel: "form" });
    expect(signInEvent("u-1")).toEqual({ event: "sign_in", user_id: "u-1" });
    expect(userIdEntry(null)).toEqual({ user_id: null });
  });

  it("reads an answer's externalProviders, keeping only objects and http(s) pixels", () => {
    expect(
      externalProviderEntries({
        data: 1,
        externalProviders: {
          dataLayer: [{ event: "lead" }, "text", null, [1]],
          pixels: ["https://px.example.com/a.gif", { url: "http://px.example.com/b.gif" }, "javascript:alert(1)", { url: 3 }],
        },
      }),
    ).toEqual({ dataLayer: [{ event: "lead" }], pixels: ["https://px.example.com/a.gif", "http://px.example.com/b.gif"] });
    for (const body of [null, "text", { externalProviders: null }, { externalProviders: { dataLayer: {}, pixels: "x" } }])
      expect(externalProviderEntries(body)).toEqual({ dataLayer: [], pixels: [] });
  });
});
