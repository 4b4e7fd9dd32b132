import { describe, expect, it } from "vitest";
import { savedCardPurpose, savedPurposeOf } from "./saved-purpose.ts";

const both = { salePrice: 8_510_000, leasePrice: 24_400 };

describe("savedCardPurpose", () => {
  it("a listing for sale and rent saved from a rent search stays a rental", () => {
    expect(savedCardPurpose(both, savedPurposeOf("rent"))).toBe("rent");
  });

  it("saved from a sale search, or before the purpose was kept, it is a sale", () => {
    expect(savedCardPurpose(both, savedPurposeOf("sale"))).toBe("sale");
    expect(savedCardPurpose(both, null)).toBe("sale");
  });

  it("a purpose the listing no longer offers gives way to the one it does", () => {
    expect(savedCardPurpose({ salePrice: null, leasePrice: 24_400 }, 1)).toBe("rent");
    expect(savedCardPurpose({ salePrice: 8_510_000, leasePrice: null }, 2)).toBe("sale");
  });
});
