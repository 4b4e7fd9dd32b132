// Asking prices. A listing's price per saleable square foot is the locality's
// level, adjusted for building age, floor, size and layout, with noise; sale
// prices round to HK$10,000 and rents to HK$100 as agents quote them.
import { ageFactor, type DistrictMarket } from "./district-market.ts";
import { LAYOUT, type Unit } from "./listing-layout.ts";
import type { Random } from "./random.ts";

export const PURPOSE = { sale: 1, rent: 2, both: 3 } as const;

export type Pricing = {
  salePrice: number | null;
  rentPrice: number | null;
  /** Earlier asking prices, oldest first, each with its purpose (1 sale, 2 rent). */
  history: { purpose: 1 | 2; daysBeforeNow: number; oldPrice: number; newPrice: number }[];
};

/** Multiplier shared by sale and rent for everything but the locality. */
export function unitFactor(unit: Unit, buildingAge: number, buildingFloors: number): number {
  const floorPremium = 1 + Math.min(0.2, 0.2 * (unit.floorLevel / Math.max(1, buildingFloors)));
  const layoutPremium =
    unit.layout === LAYOUT.penthouse
      ? 1.25
      : unit.layout === LAYOUT.detachedHouse
        ? 1.2
        : unit.layout === LAYOUT.house
          ? 1.1
          : unit.layout === LAYOUT.villageHouse
            ? 0.65
            : unit.layout === LAYOUT.studio
              ? 1.08
              : 1;
  return ageFactor(buildingAge) * floorPremium * layoutPremium;
}

export const roundSale = (hkd: number): number => Math.max(10_000, Math.round(hkd / 10_000) * 10_000);
export const roundRent = (hkd: number): number => Math.max(1_000, Math.round(hkd / 100) * 100);

export function pricePurpose(random: Random): 1 | 2 | 3 {
  return random.weighted([
    [PURPOSE.sale, 50],
    [PURPOSE.rent, 38],
    [PURPOSE.both, 12],
  ]);
}

export function priceListing(
  random: Random,
  purpose: 1 | 2 | 3,
  unit: Unit,
  market: DistrictMarket,
  factor: number,
  listedDaysAgo: number,
): Pricing {
  const noise = (): number => Math.exp(random.normal() * 0.1);
  const salePrice = purpose === PURPOSE.rent ? null : roundSale(market.salePpsf * factor * noise() * unit.saleableSize);
  // Rents scale less than sale prices with age and floor: yields are higher in older blocks.
  const rentPrice = purpose === PURPOSE.sale ? null : roundRent(market.rentPpsf * Math.pow(factor, 0.6) * noise() * unit.saleableSize);
  const history: Pricing["history"] = [];
  if (random.chance(0.15) && listedDaysAgo > 10) {
    const changes = random.int(1, 3);
    const current = salePrice ?? rentPrice ?? 0;
    const kind: 1 | 2 = salePrice !== null ? 1 : 2;
    // Walk backwards from today's price: mostly cuts, sometimes a rise.
    let price = current;
    const days = Array.from({ length: changes }, () => random.int(1, listedDaysAgo - 1)).sort((a, b) => a - b);
    for (const daysBeforeNow of days) {
      const step = random.chance(0.8) ? random.float(1.02, 1.1) : random.float(0.93, 0.98);
      const older = kind === 1 ? roundSale(price * step) : roundRent(price * step);
      history.unshift({ purpose: kind, daysBeforeNow, oldPrice: older, newPrice: price });
      price = older;
    }
  }
  return { salePrice, rentPrice, history };
}
