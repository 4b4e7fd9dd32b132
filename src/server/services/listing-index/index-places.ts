// The small place tables the listing index filters, groups and sorts by:
// buildings (phase, street, position, names), districts (region, slug,
// names), regions and special-district members, with each name's rank in
// the database's collation per language.
import type { Queryable } from "../../db/client.ts";
import {
  indexedPlaces,
  type IndexedBuildingRow,
  type IndexedDistrictRow,
  type IndexedRegionRow,
} from "../../db/listings/listing-index-queries.ts";
import { nameSuffix } from "../search/localised.ts";
import { NAME_COLUMNS, type NameColumnSuffix } from "../../../domain/i18n/languages.ts";

export class IndexPlaces {
  readonly buildings = new Map<number, IndexedBuildingRow>();
  readonly districts: IndexedDistrictRow[];
  readonly regions: IndexedRegionRow[];
  private readonly byPhase = new Map<number, number[]>();
  private readonly byStreet = new Map<number, number[]>();
  private readonly special = new Map<number, number[]>();
  private readonly ranks = new Map<string, Float64Array>();

  static async load(db: Queryable): Promise<IndexPlaces> {
    return new IndexPlaces(await indexedPlaces(db));
  }

  private constructor(rows: Awaited<ReturnType<typeof indexedPlaces>>) {
    this.districts = rows.districts;
    this.regions = rows.regions;
    for (const b of rows.buildings) {
      this.buildings.set(b.id, b);
      if (b.phase_id !== null) push(this.byPhase, b.phase_id, b.id);
      push(this.byStreet, b.street_id, b.id);
    }
    for (const m of rows.special) push(this.special, m.special_district_id, m.district_id);
    for (const lang of NAME_COLUMNS) {
      this.ranks.set(`building:${lang}`, rankTable(rows.buildings, lang));
      this.ranks.set(`district:${lang}`, rankTable(rows.districts, lang));
    }
  }

  /** A district typed by name: its slug, English name (any case) or either Chinese name. */
  districtsNamed(name: string): number[] {
    const lower = name.toLowerCase();
    return this.districts
      .filter((d) => d.slug === lower || d.name_en.toLowerCase() === lower || d.name_zh_hk === name || d.name_zh_cn === name)
      .map((d) => d.id);
  }

  districtsOfRegions(regionIds: number[]): number[] {
    return regionIds.length === 0 ? [] : this.districts.filter((d) => regionIds.includes(d.region_id)).map((d) => d.id);
  }

  buildingsOf(kind: "phase" | "street", id: number): number[] {
    return (kind === "phase" ? this.byPhase : this.byStreet).get(id) ?? [];
  }

  buildingsWithin(r: { north: number; south: number; east: number; west: number }): number[] {
    const ids: number[] = [];
    for (const b of this.buildings.values()) if (b.lat <= r.north && b.lat >= r.south && b.lng <= r.east && b.lng >= r.west) ids.push(b.id);
    return ids;
  }

  specialDistrictMembers(id: number): number[] {
    return this.special.get(id) ?? [];
  }

  /** Place id → rank of its name in the language (ties share a rank). */
  nameRanks(kind: "building" | "district", languageId: number): Float64Array {
    return this.ranks.get(`${kind}:${nameSuffix(languageId)}`)!;
  }
}

function push(map: Map<number, number[]>, key: number, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function rankTable(rows: { id: number; rank_en: number; rank_zh_hk: number; rank_zh_cn: number }[], lang: NameColumnSuffix): Float64Array {
  const table = new Float64Array(rows.reduce((m, r) => Math.max(m, r.id), 0) + 1).fill(NaN);
  for (const r of rows) table[r.id] = Number(r[`rank_${lang}`]);
  return table;
}
