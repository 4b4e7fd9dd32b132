// Everything the listing generator needs to know about the places, computed
// once per run: which buildings to draw from (by size), and per building its
// market, age, and whether it is near the MTR or the sea.
import { districtMarket, type DistrictMarket } from "./district-market.ts";
import { distanceKm, isOnLand, offsetKm } from "./geo.ts";
import type { Building, Places } from "./places-model.ts";
import type { Reference } from "./reference.ts";

export type BuildingFacts = { building: Building; market: DistrictMarket; ageYears: number; nearMtr: boolean; coastal: boolean };

export type MarketContext = {
  seed: number;
  now: Date;
  reference: Reference;
  places: Places;
  facts: BuildingFacts[];
  /** Cumulative draw weights aligned with `facts`. */
  cumulative: Float64Array;
  agentsByDistrict: Map<number, number[]>;
};

export function createMarketContext(
  seed: number,
  now: Date,
  reference: Reference,
  places: Places,
  agentsByDistrict: Map<number, number[]>,
): MarketContext {
  const year = now.getUTCFullYear();
  const facts = places.buildings.map((building) => {
    const nearestMtr = Math.min(...reference.mtrStations.map((s) => distanceKm(building.lat, building.lng, s.lat, s.lng)));
    const coastal = [0, 1, 2, 3, 4, 5, 6, 7].some((k) => {
      const p = offsetKm(building.lat, building.lng, 0.35, (k * Math.PI) / 4);
      return !isOnLand(p.lat, p.lng);
    });
    return {
      building,
      market: districtMarket(building.districtId),
      ageYears: Math.max(0, year - building.builtYear),
      nearMtr: nearestMtr <= 0.5,
      coastal,
    };
  });
  const cumulative = new Float64Array(facts.length);
  let total = 0;
  facts.forEach((f, i) => {
    // Bigger buildings have more flats on the market, but not proportionally
    // more listings on a portal; the power flattens the estates' dominance.
    // House clusters and village houses count as a handful of homes each.
    const homes = f.building.kind === 3 || f.building.kind === 4 ? 60 : f.building.floors * f.building.unitsPerFloor;
    total += Math.pow(homes, 0.6);
    cumulative[i] = total;
  });
  return { seed, now, reference, places, facts, cumulative, agentsByDistrict };
}

export function drawBuilding(context: MarketContext, u: number): BuildingFacts {
  const target = u * (context.cumulative[context.cumulative.length - 1] ?? 0);
  let lo = 0;
  let hi = context.cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((context.cumulative[mid] ?? 0) <= target) lo = mid + 1;
    else hi = mid;
  }
  return context.facts[lo] as BuildingFacts;
}
