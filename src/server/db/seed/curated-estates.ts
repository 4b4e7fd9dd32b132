// Real estates from data/estates.json, expanded into estate -> phase -> block
// -> building rows at their real locations.
import estatesJson from "../../../../data/estates.json" with { type: "json" };
import { blockName } from "./place-names.ts";
import { placeNear } from "./placement.ts";
import type { Block, Building, Estate, Phase, Places } from "./places-model.ts";
import { names, type District, type Reference, type Street } from "./reference.ts";
import { streamFor } from "./random.ts";

type BlockSpec = { style: string; count: number; start: number };
type CuratedEstate = (typeof estatesJson)[number] & {
  phases?: { nameEn: string; nameZhHk: string; blocks: BlockSpec; builtYear?: number }[];
  blocks?: BlockSpec;
  blockNames?: { nameEn: string; nameZhHk: string }[];
};

/** Street of a curated address, added to the locality's streets when the list lacks it. */
export function findOrAddStreet(reference: Reference, districtId: number, nameEn: string, nameZhHk: string): Street {
  const found = reference.streets.find((s) => s.districtId === districtId && s.nameEn === nameEn);
  if (found) return found;
  const street = { id: reference.streets.length + 1, districtId, ...names(nameEn, nameZhHk) };
  reference.streets.push(street);
  return street;
}

export function buildCuratedEstates(reference: Reference, seed: number, places: Places): void {
  const districtById = new Map(reference.districts.map((d) => [d.id, d]));
  for (const [index, raw] of (estatesJson as CuratedEstate[]).entries()) {
    const random = streamFor(seed, "curated-estate", index);
    const district = districtById.get(raw.districtId) as District;
    const street = findOrAddStreet(reference, raw.districtId, raw.streetEn, raw.streetZhHk);
    const estate: Estate = {
      id: places.estates.length + 1,
      slug: raw.key,
      ...names(raw.nameEn, raw.nameZhHk),
      districtId: raw.districtId,
      lat: raw.lat,
      lng: raw.lng,
      builtYear: raw.builtYear,
      isCurated: true,
    };
    places.estates.push(estate);
    const groups: { phase: Phase | null; labels: [string, string][]; builtYear: number }[] = [];
    for (const p of raw.phases ?? []) {
      const phase: Phase = {
        id: places.phases.length + 1,
        estateId: estate.id,
        ...names(p.nameEn, p.nameZhHk),
        fullNameEn: `${raw.nameEn} ${p.nameEn}`,
        fullNameZhHk: `${raw.nameZhHk}${p.nameZhHk}`,
        fullNameZhCn: names("", `${raw.nameZhHk}${p.nameZhHk}`).nameZhCn,
        builtYear: p.builtYear ?? raw.builtYear,
      };
      places.phases.push(phase);
      groups.push({ phase, labels: labels(p.blocks), builtYear: phase.builtYear });
    }
    if (raw.blocks) groups.push({ phase: null, labels: labels(raw.blocks), builtYear: raw.builtYear });
    if (raw.blockNames) groups.push({ phase: null, labels: raw.blockNames.map((b) => [b.nameEn, b.nameZhHk]), builtYear: raw.builtYear });
    for (const group of groups) {
      for (const [labelEn, labelZh] of group.labels) {
        const prefixEn = group.phase ? `${raw.nameEn} ${group.phase.nameEn}` : raw.nameEn;
        const prefixZh = group.phase ? `${raw.nameZhHk}${group.phase.nameZhHk}` : raw.nameZhHk;
        const block: Block = {
          id: places.blocks.length + 1,
          estateId: estate.id,
          phaseId: group.phase?.id ?? null,
          ...names(labelEn, labelZh),
          fullNameEn: `${prefixEn} ${labelEn}`,
          fullNameZhHk: `${prefixZh}${labelZh}`,
          fullNameZhCn: names("", `${prefixZh}${labelZh}`).nameZhCn,
        };
        places.blocks.push(block);
        const point = placeNear(random, raw, raw.spreadM / 1000, district);
        const building: Building = {
          id: places.buildings.length + 1,
          slug: `${raw.key}-${slugLabel(group.phase?.nameEn, labelEn)}`,
          nameEn: block.fullNameEn,
          nameZhHk: block.fullNameZhHk,
          nameZhCn: block.fullNameZhCn,
          estateId: estate.id,
          phaseId: group.phase?.id ?? null,
          blockId: block.id,
          districtId: raw.districtId,
          regionId: district.regionId,
          streetId: street.id,
          streetNo: raw.streetNo,
          ...point,
          builtYear: group.builtYear,
          floors: Math.max(3, raw.floors + random.int(-3, 2)),
          unitsPerFloor: raw.floors <= 12 ? random.int(2, 4) : random.int(4, 8),
          kind: raw.floors <= 12 ? 2 : 1,
          hasClubhouse: raw.builtYear >= 1985,
          photoKey: `b${places.buildings.length + 1}`,
          isCurated: true,
        };
        places.buildings.push(building);
      }
    }
  }
}

function labels(spec: BlockSpec): [string, string][] {
  return Array.from({ length: spec.count }, (_, i) => blockName(spec.style, spec.start + i));
}

function slugLabel(phase: string | undefined, label: string): string {
  return `${phase ?? ""} ${label}`
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-");
}
