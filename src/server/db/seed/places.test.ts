import { describe, expect, it } from "vitest";
import { distanceKm, isOnLand } from "./geo.ts";
import { buildPlaces } from "./places.ts";
import { loadReference } from "./reference.ts";

const reference = loadReference();
const places = buildPlaces(reference, 1);
const districts = new Map(reference.districts.map((d) => [d.id, d]));

describe("places", () => {
  it("includes the curated estates, Centrestage first", () => {
    const names = places.estates.filter((e) => e.isCurated).map((e) => e.nameEn);
    expect(names[0]).toBe("Centrestage");
    for (const n of [
      "Taikoo Shing",
      "Mei Foo Sun Chuen",
      "Whampoa Garden",
      "City Garden",
      "The Belcher's",
      "Island Crest",
      "Laguna Verde",
      "Kornhill",
      "South Horizons",
      "Discovery Bay",
    ]) {
      expect(names).toContain(n);
    }
  });

  it("puts every building on land and inside its district", () => {
    for (const b of places.buildings) {
      const d = districts.get(b.districtId)!;
      expect(isOnLand(b.lat, b.lng), b.nameEn).toBe(true);
      expect(distanceKm(b.lat, b.lng, d.lat, d.lng), b.nameEn).toBeLessThanOrEqual(d.radiusKm);
    }
  });

  it("links estate -> phase -> block -> building consistently", () => {
    const phases = new Map(places.phases.map((p) => [p.id, p]));
    const blocks = new Map(places.blocks.map((b) => [b.id, b]));
    for (const b of places.buildings.filter((x) => x.blockId !== null)) {
      const block = blocks.get(b.blockId!)!;
      expect(block.estateId).toBe(b.estateId);
      expect(block.phaseId).toBe(b.phaseId);
      if (b.phaseId !== null) expect(phases.get(b.phaseId)!.estateId).toBe(b.estateId);
    }
  });

  it("gives buildings sane facts", () => {
    for (const b of places.buildings) {
      expect(b.builtYear).toBeGreaterThanOrEqual(1950);
      expect(b.builtYear).toBeLessThanOrEqual(2026);
      expect(b.floors).toBeGreaterThanOrEqual(2);
      expect(b.streetNo).not.toBe("");
    }
  });

  it("keeps village houses in the New Territories and islands", () => {
    for (const b of places.buildings.filter((x) => x.kind === 4)) expect([3000, 4000]).toContain(b.regionId);
  });

  it("is the same for the same seed and differs for another", () => {
    const again = buildPlaces(loadReference(), 1);
    expect(again.buildings).toEqual(places.buildings);
    const other = buildPlaces(loadReference(), 2);
    expect(other.buildings.map((b) => b.nameEn)).not.toEqual(places.buildings.map((b) => b.nameEn));
  });
});
