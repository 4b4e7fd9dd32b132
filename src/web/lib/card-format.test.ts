import { describe, expect, it } from "vitest";
import { bannerIsLong, cardPurpose } from "./card-format.ts";

describe("result card helpers", () => {
  it("shrinks banner labels over 12 Latin or 8 Chinese characters", () => {
    expect(bannerIsLong("Price reduced")).toBe(true);
    expect(bannerIsLong("New listing!")).toBe(false);
    expect(bannerIsLong("業主急放筍盤優惠")).toBe(false);
    expect(bannerIsLong("業主急放筍盤優惠價")).toBe(true);
  });
  it("shows the searched purpose when the listing has it", () => {
    expect(cardPurpose({ salePrice: 1, leasePrice: 2 }, "rent")).toBe("rent");
    expect(cardPurpose({ salePrice: 1, leasePrice: null }, "rent")).toBe("sale");
  });
});
