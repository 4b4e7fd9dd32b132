import { describe, expect, it } from "vitest";
import { createInternationalListings } from "./international-listings.ts";

const listings = createInternationalListings();

describe("overseas listings", () => {
  it("are in cities abroad, each in its own currency", () => {
    const all = listings.all("en");
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map((l) => l.city))).toEqual(new Set(["London", "Tokyo", "Sydney", "Vancouver", "Singapore", "New York"]));
    expect(all.find((l) => l.city === "London")?.currency).toBe("GBP");
    expect(all.find((l) => l.city === "Tokyo")?.currency).toBe("JPY");
    expect(all.find((l) => l.city === "Vancouver")?.currency).toBe("CAD");
    expect(all.every((l) => l.photos.length > 0 && l.price > 0)).toBe(true);
  });

  it("speak the page's language, with mainland Simplified Chinese", () => {
    expect(listings.byId(1, "zh-hk")?.city).toBe("倫敦");
    expect(listings.byId(1, "zh-cn")?.city).toBe("伦敦");
    expect(listings.byId(4, "zh-cn")?.name).toBe("涩谷山边独立屋");
    expect(listings.byId(99, "en")).toBeNull();
  });
});
