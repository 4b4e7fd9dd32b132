// The buildings behind a place suggestion, as the listing form offers them.
import type { BuildingChoice } from "../../../domain/contracts/building-choices.ts";
import type { Executor } from "../../db/client.ts";
import { buildingsOfPlace, type BuildingPlaceKind } from "../../db/places/building-choice-queries.ts";

export interface BuildingChoices {
  /** The buildings of a building, block, phase or estate (none for an unknown id), by English name. */
  of(kind: BuildingPlaceKind, id: number): Promise<BuildingChoice[]>;
}

export function createBuildingChoices(executor: Executor): BuildingChoices {
  return {
    async of(kind, id) {
      const rows = await buildingsOfPlace(executor, kind, id);
      return rows.map((r) => ({
        id: r.id,
        name: { en: r.nameEn, zhHk: r.nameZhHk, zhCn: r.nameZhCn },
        estate: r.estateEn === null ? null : { en: r.estateEn, zhHk: r.estateZhHk ?? r.estateEn, zhCn: r.estateZhCn ?? r.estateEn },
        district: { en: r.districtEn, zhHk: r.districtZhHk, zhCn: r.districtZhCn },
        address: {
          en: `${r.streetNo} ${r.streetEn}`.trim(),
          zhHk: `${r.streetZhHk}${r.streetNo}號`,
          zhCn: `${r.streetZhCn}${r.streetNo}号`,
        },
      }));
    },
  };
}
