// The buildings a place suggestion stands for, for an owner's listing form:
// a building is itself; a block is its building; a phase or an estate is each
// of its buildings. Names come in the three languages with the district's.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { buildings } from "../schema/buildings.ts";
import { districts } from "../schema/districts.ts";
import { estates } from "../schema/estates.ts";
import { streets } from "../schema/streets.ts";

/** The place kinds a building can be chosen from. */
export type BuildingPlaceKind = "building" | "block" | "phase" | "estate";

/** No estate has more blocks than this; the list stops here whatever happens. */
const MAX_CHOICES = 200;

export async function buildingsOfPlace(executor: Executor, kind: BuildingPlaceKind, id: number) {
  const column = { building: buildings.id, block: buildings.blockId, phase: buildings.phaseId, estate: buildings.estateId }[kind];
  return executor.db
    .select({
      id: buildings.id,
      nameEn: buildings.nameEn,
      nameZhHk: buildings.nameZhHk,
      nameZhCn: buildings.nameZhCn,
      estateEn: estates.nameEn,
      estateZhHk: estates.nameZhHk,
      estateZhCn: estates.nameZhCn,
      districtEn: districts.nameEn,
      districtZhHk: districts.nameZhHk,
      districtZhCn: districts.nameZhCn,
      streetNo: buildings.streetNo,
      streetEn: streets.nameEn,
      streetZhHk: streets.nameZhHk,
      streetZhCn: streets.nameZhCn,
    })
    .from(buildings)
    .innerJoin(districts, eq(districts.id, buildings.districtId))
    .innerJoin(streets, eq(streets.id, buildings.streetId))
    .leftJoin(estates, eq(estates.id, buildings.estateId))
    .where(eq(column, id))
    .orderBy(asc(buildings.nameEn), asc(buildings.id))
    .limit(MAX_CHOICES);
}
