import { describe, expect, it } from "vitest";
import { nextKnown, PROPERTY_ALERT_EVENT, propertyNews, sameKnown } from "./property-alert-events.ts";

const on = (salePrice: number | null, rentPrice: number | null = null) => ({ salePrice, rentPrice, available: true });
const off = (salePrice: number | null, rentPrice: number | null = null) => ({ salePrice, rentPrice, available: false });

describe("saved property news", () => {
  it("is a drop of the sale price or the rent, with the price before", () => {
    expect(propertyNews(on(9_000_000, 30_000), on(8_500_000, 30_000))).toEqual([
      { event: PROPERTY_ALERT_EVENT.SalePriceDrop, price: 8_500_000, previousPrice: 9_000_000 },
    ]);
    expect(propertyNews(on(null, 30_000), on(null, 28_000))).toEqual([
      { event: PROPERTY_ALERT_EVENT.RentPriceDrop, price: 28_000, previousPrice: 30_000 },
    ]);
  });

  it("is nothing for a rise, the same price or a price first offered", () => {
    expect(propertyNews(on(9_000_000), on(9_500_000))).toEqual([]);
    expect(propertyNews(on(9_000_000), on(9_000_000))).toEqual([]);
    expect(propertyNews(on(9_000_000, null), on(9_000_000, 30_000))).toEqual([]);
  });

  it("tells a move off and back on the market", () => {
    expect(propertyNews(on(9_000_000), off(9_000_000))).toEqual([
      { event: PROPERTY_ALERT_EVENT.OffMarket, price: 9_000_000, previousPrice: null },
    ]);
    expect(propertyNews(off(null, 30_000), on(null, 30_000))).toEqual([
      { event: PROPERTY_ALERT_EVENT.BackOnMarket, price: 30_000, previousPrice: null },
    ]);
  });

  it("learns a row saved before states were kept without news", () => {
    const unknown = { salePrice: null, rentPrice: null, available: null };
    expect(propertyNews(unknown, off(9_000_000))).toEqual([]);
    expect(nextKnown(unknown, off(9_000_000))).toEqual(off(9_000_000));
  });

  it("keeps the price a listing left the market at, so coming back cheaper is both kinds of news", () => {
    const left = nextKnown(on(9_000_000), off(8_000_000));
    expect(left).toEqual(off(9_000_000));
    expect(propertyNews(left, on(8_000_000)).map((n) => n.event)).toEqual([
      PROPERTY_ALERT_EVENT.BackOnMarket,
      PROPERTY_ALERT_EVENT.SalePriceDrop,
    ]);
  });

  it("measures a later drop from a risen price", () => {
    const risen = nextKnown(on(9_000_000), on(9_500_000));
    expect(sameKnown(risen, on(9_000_000))).toBe(false);
    expect(propertyNews(risen, on(9_200_000))[0]?.previousPrice).toBe(9_500_000);
  });
});
