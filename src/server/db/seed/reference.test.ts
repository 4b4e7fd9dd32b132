import { describe, expect, it } from "vitest";
import { MARKET_DISTRICT_IDS } from "./district-market.ts";
import { isOnLand } from "./geo.ts";
import { loadReference } from "./reference.ts";
import { LISTING_PURPOSE } from "../../../domain/listing/purpose.ts";
import { REGIONS } from "../../../domain/places/regions.ts";

const reference = loadReference();

describe("reference data", () => {
  it("has the four regions with both id forms", () => {
    expect(reference.regions.map((r) => [r.id, r.areaId])).toEqual(REGIONS.map((r) => [r.regionId, r.areaId]));
  });

  it("keeps the spec's district ids", () => {
    const byId = new Map(reference.districts.map((d) => [d.id, d.nameEn]));
    expect(byId.get(1)).toBe("Aberdeen");
    expect(byId.get(4)).toBe("Causeway Bay");
    expect(byId.get(119)).toBe("Central");
    expect(byId.get(37)).toBe("Wan Chai");
  });

  it("has about seventy or more districts with unique ids and slugs, all on land", () => {
    expect(reference.districts.length).toBeGreaterThanOrEqual(70);
    expect(new Set(reference.districts.map((d) => d.id)).size).toBe(reference.districts.length);
    expect(new Set(reference.districts.map((d) => d.slug)).size).toBe(reference.districts.length);
    for (const d of reference.districts) expect(isOnLand(d.lat, d.lng), d.nameEn).toBe(true);
  });

  it("derives Simplified Chinese names", () => {
    expect(reference.districts.find((d) => d.id === 37)?.nameZhCn).toBe("湾仔");
  });

  it("gives every district streets and a market profile", () => {
    expect([...MARKET_DISTRICT_IDS].sort()).toEqual(reference.districts.map((d) => d.id).sort());
    for (const d of reference.districts)
      expect(
        reference.streets.some((s) => s.districtId === d.id),
        d.nameEn,
      ).toBe(true);
  });

  it("has special district sets of both types over known districts", () => {
    const ids = new Set(reference.districts.map((d) => d.id));
    expect(new Set(reference.specialDistricts.map((s) => s.type))).toEqual(new Set([1, 2]));
    for (const s of reference.specialDistricts) for (const id of s.districtIds) expect(ids.has(id)).toBe(true);
  });

  it("has the heavy-rail MTR stations on land with known lines", () => {
    const lines = new Set(reference.mtrLines.map((l) => l.code));
    expect(reference.mtrStations.length).toBeGreaterThanOrEqual(90);
    for (const s of reference.mtrStations) {
      expect(isOnLand(s.lat, s.lng), s.nameEn).toBe(true);
      for (const l of s.lines) expect(lines.has(l)).toBe(true);
    }
  });

  it("uses the spec's purpose ids", () => {
    expect(LISTING_PURPOSE).toMatchObject({ Sale: 1, Rent: 2, Both: 3 });
  });
});
