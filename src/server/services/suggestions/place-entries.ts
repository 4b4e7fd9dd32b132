// Place rows → suggestion entries with listing counts. Streets with the same
// name in several localities stay separate (each is its own search), and a
// building that is an estate block is offered as that block.
import { SUGGESTION_RESULT_TYPE } from "../../../domain/listing/enums.ts";
import type { Names, PlaceSource } from "../../db/places/place-index-queries.ts";

export type SuggestionGroup = "districts" | "estates" | "buildings" | "roads";
export const SUGGESTION_GROUPS: readonly SuggestionGroup[] = ["districts", "estates", "buildings", "roads"];

export type PlaceEntry = {
  type: number;
  id: number;
  group: SuggestionGroup;
  en: string;
  zhHk: string;
  zhCn: string;
  sale: number;
  rent: number;
  /** A special district's fixed district set (its search is those districts). */
  districtIds?: number[];
};

type Tally = Map<number, { sale: number; rent: number }>;

function add(tally: Tally, id: number | null, sale: number, rent: number) {
  if (id === null) return;
  const t = tally.get(id) ?? { sale: 0, rent: 0 };
  t.sale += sale;
  t.rent += rent;
  tally.set(id, t);
}

export function placeEntries(src: PlaceSource): PlaceEntry[] {
  const byBuilding: Tally = new Map();
  for (const c of src.counts) add(byBuilding, c.building_id, Number(c.sale), Number(c.rent));
  const tallies = { district: new Map(), estate: new Map(), phase: new Map(), street: new Map() } as Record<string, Tally>;
  for (const b of src.buildings) {
    const t = byBuilding.get(b.id) ?? { sale: 0, rent: 0 };
    add(tallies.district!, b.district_id, t.sale, t.rent);
    add(tallies.estate!, b.estate_id, t.sale, t.rent);
    add(tallies.phase!, b.phase_id, t.sale, t.rent);
    add(tallies.street!, b.street_id, t.sale, t.rent);
  }
  const entry = (type: number, id: number, group: SuggestionGroup, n: Names, t?: { sale: number; rent: number }): PlaceEntry => ({
    type,
    id,
    group,
    en: n.name_en,
    zhHk: n.name_zh_hk,
    zhCn: n.name_zh_cn,
    sale: t?.sale ?? 0,
    rent: t?.rent ?? 0,
  });
  const T = SUGGESTION_RESULT_TYPE;
  const special = src.specialDistricts.map((s) => {
    const total = { sale: 0, rent: 0 };
    for (const d of s.district_ids) {
      total.sale += tallies.district!.get(d)?.sale ?? 0;
      total.rent += tallies.district!.get(d)?.rent ?? 0;
    }
    return { ...entry(T.specialDistrict, s.id, "districts", s, total), districtIds: [...s.district_ids].sort((a, b) => a - b) };
  });
  return [
    ...src.districts.map((d) => entry(T.district, d.id, "districts", d, tallies.district!.get(d.id))),
    ...special,
    ...src.estates.map((e) => entry(T.estate, e.id, "estates", e, tallies.estate!.get(e.id))),
    ...src.phases.map((p) => entry(T.phase, p.id, "buildings", p, tallies.phase!.get(p.id))),
    ...src.buildings.map((b) =>
      b.block_id === null
        ? entry(T.building, b.id, "buildings", b, byBuilding.get(b.id))
        : entry(T.block, b.block_id, "buildings", b, byBuilding.get(b.id)),
    ),
    ...src.streets.map((s) => entry(T.address, s.id, "roads", s, tallies.street!.get(s.id))),
  ];
}
