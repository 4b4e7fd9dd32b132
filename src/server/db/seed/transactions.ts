// Registered transactions per building over the past six years (none before
// the building was completed), priced with
// the same model as the listings and scaled by the market index of their year,
// so a building's history and its current asking prices agree.
import { marketIndex } from "./district-market.ts";
import { generateUnit } from "./listing-layout.ts";
import { roundRent, roundSale, unitFactor } from "./listing-price.ts";
import type { MarketContext } from "./market-context.ts";
import { streamFor } from "./random.ts";

export type TransactionRow = {
  id: number;
  buildingId: number;
  districtId: number;
  kind: 1 | 2;
  transactedOn: string;
  floorLevel: number;
  flat: string;
  saleableSize: number;
  grossSize: number;
  price: number;
  ppsfSaleable: number;
  ppsfGross: number;
  agentId: number | null;
};

const DAY_MS = 86_400_000;

export function generateTransactions(context: MarketContext): TransactionRow[] {
  const rows: TransactionRow[] = [];
  for (const facts of context.facts) {
    const { building, market } = facts;
    const random = streamFor(context.seed, "transactions", building.id);
    // A building has no transactions from before its completion (taken as the start of its year).
    const daysBuilt = Math.floor((context.now.getTime() - Date.UTC(building.builtYear, 0, 1)) / DAY_MS);
    const oldest = Math.min(6 * 365, daysBuilt);
    const count = oldest < 7 ? 0 : building.kind === 3 || building.kind === 4 ? random.int(0, 3) : random.int(3, 12);
    const agents = context.agentsByDistrict.get(building.districtId) ?? [];
    for (let i = 0; i < count; i++) {
      const date = new Date(context.now.getTime() - random.int(7, oldest) * DAY_MS);
      const age = Math.max(0, date.getUTCFullYear() - building.builtYear);
      const unit = generateUnit(random, building, market.character, age);
      const factor = unitFactor(unit, age, building.floors) * Math.exp(random.normal() * 0.08);
      const index = marketIndex(date.getUTCFullYear());
      const kind: 1 | 2 = random.chance(0.7) ? 1 : 2;
      // Rents moved about half as much as prices through the cycle.
      const price =
        kind === 1
          ? roundSale(market.salePpsf * factor * index * unit.saleableSize)
          : roundRent(market.rentPpsf * Math.pow(factor, 0.6) * (1 + (index - 1) * 0.5) * unit.saleableSize);
      rows.push({
        id: 0,
        buildingId: building.id,
        districtId: building.districtId,
        kind,
        transactedOn: date.toISOString().slice(0, 10),
        floorLevel: unit.floorLevel,
        flat: building.unitsPerFloor > 1 ? String.fromCharCode(65 + random.int(0, building.unitsPerFloor - 1)) : "",
        saleableSize: unit.saleableSize,
        grossSize: unit.grossSize,
        price,
        ppsfSaleable: Math.round((price / unit.saleableSize) * 10) / 10,
        ppsfGross: Math.round((price / unit.grossSize) * 10) / 10,
        agentId: agents.length > 0 && random.chance(0.25) ? random.pick(agents) : null,
      });
    }
  }
  rows.sort((a, b) => a.buildingId - b.buildingId || a.transactedOn.localeCompare(b.transactedOn));
  rows.forEach((row, i) => (row.id = i + 1));
  return rows;
}
