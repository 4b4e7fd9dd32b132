// Shapes of the generated places, one record per table row.
import type { Names } from "./reference.ts";

export type FullNames = { fullNameEn: string; fullNameZhHk: string; fullNameZhCn: string };

export type Estate = Names & {
  id: number;
  slug: string;
  districtId: number;
  lat: number;
  lng: number;
  builtYear: number;
  isCurated: boolean;
};
export type Phase = Names & FullNames & { id: number; estateId: number; builtYear: number };
export type Block = Names & FullNames & { id: number; estateId: number; phaseId: number | null };

/** 1 tower, 2 low-rise, 3 house cluster, 4 village houses, 5 walk-up tenement. */
export type BuildingKind = 1 | 2 | 3 | 4 | 5;

export type Building = Names & {
  id: number;
  slug: string;
  estateId: number | null;
  phaseId: number | null;
  blockId: number | null;
  districtId: number;
  regionId: number;
  streetId: number;
  streetNo: string;
  lat: number;
  lng: number;
  builtYear: number;
  floors: number;
  unitsPerFloor: number;
  kind: BuildingKind;
  hasClubhouse: boolean;
  photoKey: string;
  isCurated: boolean;
};

export type Places = { estates: Estate[]; phases: Phase[]; blocks: Block[]; buildings: Building[] };

export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
