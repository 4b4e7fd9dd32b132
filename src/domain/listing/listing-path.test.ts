import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  buildingPath,
  districtPath,
  isCanonicalNameSegment,
  listingPath,
  normalizeName,
  parseListingReference,
  parsePathId,
  placePath,
} from "./listing-path.ts";

describe("normalizeName", () => {
  it.each([
    ["The Belcher's", "the-belcher-s"],
    ["  South Horizons  Phase 1 ", "south-horizons-phase-1"],
    ["Île de Café", "ile-de-cafe"],
    ["Taikoo Shing — Kam Din Mansion (Block 3)", "taikoo-shing-kam-din-mansion-block-3"],
    ["太古城 金殿閣", "太古城-金殿閣"],
    ["---", "property"],
    ["", "property"],
  ] as const)("%s → %s", (name, slug) => {
    expect(normalizeName(name)).toBe(slug);
  });

  it("is idempotent and leaves no separators at the ends", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const once = normalizeName(name);
        expect(normalizeName(once)).toBe(once);
        expect(once).not.toMatch(/^-|-$|--|\//);
      }),
    );
  });
});

describe("listing reference ids in paths", () => {
  it.each([
    ["HK01234567", "HK01234567"],
    ["hk01234567", "HK01234567"],
    ["123", null],
    ["HK1234567", null],
    ["HK012345678", null],
    ["XX01234567", null],
    [undefined, null],
  ])("%j → %j", (text, ref) => {
    expect(parseListingReference(text)).toBe(ref);
  });
});

describe("paths", () => {
  it.each([
    [listingPath("en", "sale", "The Belcher's", "HK00000123"), "/en/property/sale/the-belcher-s/HK00000123"],
    [listingPath("zh-hk", "rent", "貝沙灣", "HK20240917"), "/zh-hk/property/rent/%E8%B2%9D%E6%B2%99%E7%81%A3/HK20240917"],
    [buildingPath("zh-cn", "Harbour View", 44), "/zh-cn/building/harbour-view/44"],
    [districtPath("en", "Causeway Bay", 4), "/en/district/causeway-bay/4"],
    [placePath("en", "estate", "Taikoo Shing", 7), "/en/estate/taikoo-shing/7"],
  ] as const)("%s", (path, expected) => {
    expect(path).toBe(expected);
  });

  it("recognises the canonical name segment, encoded or not", () => {
    expect(isCanonicalNameSegment("%E8%B2%9D%E6%B2%99%E7%81%A3", "貝沙灣")).toBe(true);
    expect(isCanonicalNameSegment("貝沙灣", "貝沙灣")).toBe(true);
    expect(isCanonicalNameSegment("belcher", "The Belcher's")).toBe(false);
    expect(isCanonicalNameSegment("%E0%A4%A", "x")).toBe(false);
  });
});

describe("parsePathId", () => {
  it.each([
    ["123", 123],
    ["0", null],
    ["0123", null],
    ["-1", null],
    ["1e3", null],
    ["12a", null],
    ["99999999999", null],
    [undefined, null],
  ] as const)("%s → %s", (text, id) => {
    expect(parsePathId(text)).toBe(id);
  });
});
