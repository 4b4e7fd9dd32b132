// Plausible buildings around each locality's centre, in the mix its
// character calls for: towers and walk-ups in town, low-rise and houses on
// the Peak and the south side, village houses in the countryside.
import { districtMarket, type Character } from "./district-market.ts";
import { blockName, uniqueName, VILLAGES } from "./place-names.ts";
import { placeNear } from "./placement.ts";
import type { Building, BuildingKind, Places } from "./places-model.ts";
import { slugify } from "./places-model.ts";
import { names, type District, type Reference } from "./reference.ts";
import { streamFor, type Random } from "./random.ts";

/** Generated buildings per unit of district weight. */
const BUILDINGS_PER_WEIGHT = 14;

const KIND_MIX: Record<Character, readonly (readonly [BuildingKind, number])[]> = {
  luxury: [
    [1, 0.15],
    [2, 0.45],
    [3, 0.4],
  ],
  prime: [
    [1, 0.8],
    [2, 0.17],
    [3, 0.03],
  ],
  urban: [
    [1, 0.7],
    [5, 0.3],
  ],
  suburban: [
    [1, 0.85],
    [2, 0.08],
    [4, 0.07],
  ],
  rural: [
    [2, 0.2],
    [3, 0.25],
    [4, 0.55],
  ],
};

function shape(random: Random, kind: BuildingKind): { floors: number; builtYear: number; unitsPerFloor: number } {
  switch (kind) {
    case 1:
      return { floors: random.int(18, 50), builtYear: random.int(1972, 2024), unitsPerFloor: random.int(4, 8) };
    case 2:
      return { floors: random.int(4, 12), builtYear: random.int(1965, 2023), unitsPerFloor: random.int(1, 4) };
    case 3:
      return { floors: random.int(2, 3), builtYear: random.int(1960, 2022), unitsPerFloor: 1 };
    case 4:
      return { floors: 3, builtYear: random.int(1975, 2022), unitsPerFloor: 1 };
    case 5:
      return { floors: random.int(5, 9), builtYear: random.int(1955, 1979), unitsPerFloor: random.int(2, 4) };
  }
}

export function buildGeneratedPlaces(reference: Reference, seed: number, places: Places): void {
  for (const district of reference.districts) {
    const random = streamFor(seed, "district-buildings", district.id);
    const market = districtMarket(district.id);
    const taken = new Set(places.buildings.filter((b) => b.districtId === district.id).map((b) => b.nameEn.toLowerCase()));
    const streets = reference.streets.filter((s) => s.districtId === district.id);
    let count = market.weight * BUILDINGS_PER_WEIGHT;
    const estateCount =
      market.character === "urban" || market.character === "suburban"
        ? random.int(1, 3)
        : market.character === "prime"
          ? random.int(0, 1)
          : 0;
    for (let e = 0; e < estateCount && count > 0; e++) count -= addEstate(random, district, streets, taken, places);
    for (let i = 0; i < count; i++) {
      const drawn = random.weighted(KIND_MIX[market.character]);
      // Village houses exist only where there are villages (NT and islands).
      const kind: BuildingKind = drawn === 4 && !VILLAGES[district.id] ? 2 : drawn;
      const street = random.pick(streets);
      const streetNo = String(random.int(1, 250));
      const point = placeNear(random, district, district.radiusKm * 0.9, district);
      let nameEn: string;
      let nameZh: string;
      if (kind === 4) {
        const [village, villageZh] = random.pick(VILLAGES[district.id] ?? []);
        [nameEn, nameZh] = [`${streetNo} ${village}`, `${villageZh}${streetNo}號`];
      } else if (kind === 5) {
        [nameEn, nameZh] = [`${streetNo} ${street.nameEn}`, `${street.nameZhHk}${streetNo}號`];
      } else {
        [nameEn, nameZh] = uniqueName(random, kind === 3 ? "house" : "tower", taken);
      }
      const id = places.buildings.length + 1;
      places.buildings.push({
        id,
        slug: slugify(nameEn),
        ...names(nameEn, nameZh),
        estateId: null,
        phaseId: null,
        blockId: null,
        districtId: district.id,
        regionId: district.regionId,
        streetId: street.id,
        streetNo,
        ...point,
        ...shape(random, kind),
        kind,
        hasClubhouse: kind === 1 && random.chance(0.35),
        photoKey: `b${id}`,
        isCurated: false,
      });
    }
  }
}

/** A generated estate of a few towers; returns the number of buildings added. */
function addEstate(random: Random, district: District, streets: Reference["streets"], taken: Set<string>, places: Places): number {
  const [nameEn, nameZh] = uniqueName(random, "estate", taken);
  const centre = placeNear(random, district, district.radiusKm * 0.7, district);
  const { floors, builtYear } = shape(random, 1);
  const estateId = places.estates.length + 1;
  const slug = `${slugify(nameEn)}-${district.slug}`;
  places.estates.push({ id: estateId, slug, ...names(nameEn, nameZh), districtId: district.id, ...centre, builtYear, isCurated: false });
  const street = random.pick(streets);
  const streetNo = String(random.int(1, 120));
  const towers = random.int(2, 8);
  const style = random.pick(["tower", "block"]);
  for (let n = 1; n <= towers; n++) {
    const [labelEn, labelZh] = blockName(style, n);
    const block = {
      id: places.blocks.length + 1,
      estateId,
      phaseId: null,
      ...names(labelEn, labelZh),
      fullNameEn: `${nameEn} ${labelEn}`,
      fullNameZhHk: `${nameZh}${labelZh}`,
      fullNameZhCn: names("", `${nameZh}${labelZh}`).nameZhCn,
    };
    places.blocks.push(block);
    const id = places.buildings.length + 1;
    const building: Building = {
      id,
      slug: `${slug}-${slugify(labelEn)}`,
      nameEn: block.fullNameEn,
      nameZhHk: block.fullNameZhHk,
      nameZhCn: block.fullNameZhCn,
      estateId,
      phaseId: null,
      blockId: block.id,
      districtId: district.id,
      regionId: district.regionId,
      streetId: street.id,
      streetNo,
      ...placeNear(random, centre, 0.12, district),
      builtYear,
      floors: floors + random.int(-2, 2),
      unitsPerFloor: random.int(4, 8),
      kind: 1,
      hasClubhouse: random.chance(0.6),
      photoKey: `b${id}`,
      isCurated: false,
    };
    places.buildings.push(building);
  }
  return towers;
}
