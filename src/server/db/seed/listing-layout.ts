// Layout, size, rooms and floor of a generated listing, following the
// building it is in: studios in town, penthouses on top floors, houses on the
// south side, village houses in the New Territories.
import type { Character } from "./district-market.ts";
import type { Building } from "./places-model.ts";
import type { Random } from "./random.ts";

// Layout ids fixed by the spec (src/domain/listing/layouts.ts).
export const LAYOUT = {
  apartment: 1,
  duplex: 2,
  triplex: 3,
  penthouse: 4,
  house: 5,
  studio: 7,
  detachedHouse: 16,
  villageHouse: 17,
} as const;

export type Unit = {
  layout: number;
  saleableSize: number;
  grossSize: number;
  bedrooms: number;
  bathrooms: number;
  maidRooms: number;
  floorLevel: number;
  floorName: string;
};

const MEDIAN_SQFT: Record<Character, number> = { luxury: 1700, prime: 850, urban: 460, suburban: 580, rural: 800 };

function pickLayout(random: Random, building: Building, character: Character): number {
  switch (building.kind) {
    case 3:
      return random.chance(0.7) ? LAYOUT.house : LAYOUT.detachedHouse;
    case 4:
      return LAYOUT.villageHouse;
    case 5:
      return random.chance(0.18) ? LAYOUT.studio : LAYOUT.apartment;
    case 2:
      return random.weighted([
        [LAYOUT.apartment, 78],
        [LAYOUT.duplex, 10],
        [LAYOUT.penthouse, 7],
        [LAYOUT.triplex, 5],
      ]);
    default:
      return random.weighted([
        [LAYOUT.apartment, 88],
        [LAYOUT.studio, character === "urban" || character === "prime" ? 7 : 2],
        [LAYOUT.duplex, 2.5],
        [LAYOUT.penthouse, 1.5],
        [LAYOUT.triplex, 0.3],
      ]);
  }
}

function saleableFor(random: Random, layout: number, character: Character): number {
  const median = MEDIAN_SQFT[character];
  switch (layout) {
    case LAYOUT.studio:
      return random.int(170, 330);
    case LAYOUT.duplex:
      return random.logNormal(median * 1.8, 0.3);
    case LAYOUT.triplex:
      return random.logNormal(median * 2.6, 0.3);
    case LAYOUT.penthouse:
      return random.logNormal(median * 2.3, 0.35);
    case LAYOUT.house:
      return random.logNormal(character === "luxury" ? 3000 : 2000, 0.35);
    case LAYOUT.detachedHouse:
      return random.logNormal(character === "luxury" ? 4500 : 2600, 0.4);
    // A Ding house is three floors of up to 700 sq ft gross each; listings are one floor or the whole house.
    case LAYOUT.villageHouse:
      return random.chance(0.65) ? random.int(520, 640) : random.int(1600, 1950);
    default:
      return random.logNormal(median, 0.38);
  }
}

function bedroomsFor(random: Random, layout: number, sqft: number): number {
  if (layout === LAYOUT.studio) return 0;
  const base = sqft < 330 ? 1 : sqft < 480 ? 2 : sqft < 750 ? 3 : sqft < 1300 ? 3 + (random.chance(0.4) ? 1 : 0) : sqft < 2500 ? 4 : 5;
  return Math.max(1, Math.min(8, base + (random.chance(0.2) ? -1 : 0)));
}

function floorFor(random: Random, building: Building, layout: number): [number, string] {
  if (layout === LAYOUT.house || layout === LAYOUT.detachedHouse) return [0, "Whole House"];
  if (layout === LAYOUT.villageHouse) {
    const level = random.int(0, 2);
    return [level, ["G/F", "1/F", "2/F"][level] ?? "G/F"];
  }
  const top = Math.max(1, building.floors);
  const level = layout === LAYOUT.penthouse || layout === LAYOUT.triplex ? top - random.int(0, 1) : random.int(1, top);
  if (layout === LAYOUT.penthouse) return [level, "Penthouse"];
  // Agents often publish only the band, hiding the exact floor until a viewing.
  if (random.chance(0.55)) {
    const third = level / top;
    return [level, third > 0.66 ? "High Floor" : third > 0.33 ? "Middle Floor" : "Low Floor"];
  }
  return [level, `${level}/F`];
}

export function generateUnit(random: Random, building: Building, character: Character, buildingAge: number): Unit {
  const layout = pickLayout(random, building, character);
  const saleableSize = Math.max(150, Math.round(saleableFor(random, layout, character)));
  // Efficiency (saleable / gross): old blocks ~80-85 %, new towers with clubhouses ~65-75 %, houses highest.
  const houseLike = layout === LAYOUT.house || layout === LAYOUT.detachedHouse || layout === LAYOUT.villageHouse;
  const efficiency = houseLike
    ? random.float(0.8, 0.85)
    : Math.min(0.85, Math.max(0.65, 0.84 - (50 - Math.min(50, buildingAge)) * 0.003 + random.float(-0.03, 0.03)));
  const grossSize = Math.max(saleableSize, Math.round(saleableSize / efficiency));
  const bedrooms = bedroomsFor(random, layout, saleableSize);
  const bathrooms = Math.max(1, Math.min(bedrooms, Math.round(bedrooms * random.float(0.55, 1.0))));
  const maidRooms = saleableSize > 2600 ? random.int(1, 2) : saleableSize > 1000 && random.chance(0.65) ? 1 : 0;
  const [floorLevel, floorName] = floorFor(random, building, layout);
  return { layout, saleableSize, grossSize, bedrooms, bathrooms, maidRooms, floorLevel, floorName };
}
