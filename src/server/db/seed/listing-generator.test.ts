import { describe, expect, it } from "vitest";
import { LAYOUTS } from "../../../domain/listing/layouts.ts";
import { buildAgency } from "./agents.ts";
import { generateListing } from "./listing-generator.ts";
import { referenceIdFor } from "../../../domain/listing/reference-id.ts";
import { createMarketContext } from "./market-context.ts";
import { buildPlaces } from "./places.ts";
import { loadReference } from "./reference.ts";

const NOW = new Date("2026-01-15T00:00:00Z");

function context(seed: number) {
  const reference = loadReference();
  const places = buildPlaces(reference, seed);
  return createMarketContext(seed, NOW, reference, places, buildAgency(reference, seed, NOW).agentsByDistrict);
}

const ctx = context(3);
const listings = Array.from({ length: 5000 }, (_, i) => generateListing(ctx, i + 1));
const buildings = new Map(ctx.places.buildings.map((b) => [b.id, b]));

describe("listing generator", () => {
  it("keeps saleable at or below gross with 65-85 % efficiency", () => {
    for (const l of listings) {
      expect(l.saleableSize).toBeLessThanOrEqual(l.grossSize);
      const efficiency = l.saleableSize / l.grossSize;
      expect(efficiency).toBeGreaterThanOrEqual(0.645);
      expect(efficiency).toBeLessThanOrEqual(0.855);
    }
  });

  it("prices every listing for its purpose and only for it", () => {
    for (const l of listings) {
      if (l.purpose !== 2) expect(l.salePrice).toBeGreaterThan(0);
      else expect(l.salePrice).toBeNull();
      if (l.purpose !== 1) expect(l.rentPrice).toBeGreaterThan(0);
      else expect(l.rentPrice).toBeNull();
      if (l.purpose === 1) expect(l.managementFee).toBe("");
    }
  });

  it("uses only the spec's layout ids, in sensible places", () => {
    const ids = new Set<number>(LAYOUTS.map((l) => l.id));
    for (const l of listings) {
      expect(ids.has(l.layout)).toBe(true);
      if (l.layout === 17) expect([3000, 4000]).toContain(l.regionId);
      if (l.layout === 7) expect(l.bedrooms).toBe(0);
      if (l.layout === 4) expect(l.floorLevel).toBeGreaterThanOrEqual(buildings.get(l.buildingId)!.floors - 1);
    }
    const share = (id: number) => listings.filter((l) => l.layout === id).length / listings.length;
    expect(share(1)).toBeGreaterThan(0.75);
    expect(share(7)).toBeGreaterThan(0.02);
  });

  it("orders dates and keeps price history consistent with the current price", () => {
    for (const l of listings) {
      expect(l.listedAt.getTime()).toBeLessThanOrEqual(l.updatedAt.getTime());
      expect(l.updatedAt.getTime()).toBeLessThanOrEqual(l.lastConfirmedAt.getTime());
      expect(l.lastConfirmedAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      const last = l.history.at(-1);
      if (last) {
        expect(last.newPrice).toBe(last.purpose === 1 ? l.salePrice : l.rentPrice);
        for (let i = 1; i < l.history.length; i++) expect(l.history[i]!.oldPrice).toBe(l.history[i - 1]!.newPrice);
        for (const h of l.history) expect(h.changedAt.getTime()).toBeGreaterThan(l.listedAt.getTime());
      }
    }
  });

  it("makes about 5 % unavailable, some without photos, and varied photo keys", () => {
    const off = listings.filter((l) => !l.available).length / listings.length;
    expect(off).toBeGreaterThan(0.03);
    expect(off).toBeLessThan(0.07);
    expect(listings.some((l) => l.photos.length === 0)).toBe(true);
    const keys = listings.flatMap((l) => l.photos.filter((p) => p.type === "PP").map((p) => p.imageKey));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("never sets sole and joint sole agent together and keeps quality in 0-100", () => {
    for (const l of listings) {
      expect(l.isSoleAgent && l.isJointSoleAgent).toBe(false);
      expect(l.qualityScore).toBeGreaterThanOrEqual(0);
      expect(l.qualityScore).toBeLessThanOrEqual(100);
      expect(l.banners.length).toBeLessThanOrEqual(3);
    }
  });

  it("is deterministic per (seed, id)", () => {
    const again = context(3);
    expect(generateListing(again, 4321)).toEqual(listings[4320]);
  });

  it("gives unique reference ids up to a million listings", () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 1_000_000; id++) seen.add(referenceIdFor(id));
    expect(seen.size).toBe(1_000_000);
  });
});
