import { describe, expect, it } from "vitest";
import { internationalListingPath, internationalSlug } from "./international-path.ts";

describe("an overseas listing's address", () => {
  it("is {base}/buy_luxury_property/{id}_{normalized name}_{suffix}/{id}, the city as the suffix", () => {
    expect(internationalListingPath("en", { id: 3, name: "Minato Azabu Tower Residence", city: "Tokyo" })).toBe(
      "/en/buy_luxury_property/3_minato-azabu-tower-residence_tokyo/3",
    );
  });
  it("keeps Chinese names, encoded", () => {
    expect(internationalSlug({ id: 1, name: "梅費爾花園府邸", city: "倫敦" })).toBe("1_梅費爾花園府邸_倫敦");
    expect(internationalListingPath("zh-hk", { id: 1, name: "梅費爾花園府邸", city: "倫敦" })).toBe(
      `/zh-hk/buy_luxury_property/${encodeURIComponent("1_梅費爾花園府邸_倫敦")}/1`,
    );
  });
});
