// Precomputed map cells, held in memory: count and lowest price of available
// listings per building × purpose group × bedrooms × layout (tens of
// thousands of cells for a million listings). The common map request —
// purpose, bedroom range, layouts, districts — is answered from them exactly
// without touching the database; any other filter (price, size, features,
// keyword, geo rectangle) goes to SQL. Rebuilt every REFRESH_MS.
import type { Queryable } from "../../db/client.ts";
import type { SearchFilters } from "../search/search-filters.ts";
import { buildingCellRows, buildingPointRows, type BuildingPointRow } from "./map-pins-queries.ts";

export type Cell = { group: number; bedrooms: number; layout: number; n: number; minPrice: number | null };
export type BuildingTotal = { building: BuildingPointRow; n: number; minPrice: number | null };
export type BuildingCells = { totals(f: SearchFilters, inView: (b: BuildingPointRow) => boolean): Promise<BuildingTotal[]> };

const REFRESH_MS = 5 * 60_000;

/** Whether the cells can answer these filters exactly. */
export function cellsCanAnswer(f: SearchFilters): boolean {
  const group = f.purposes.join(",");
  return (
    (group === "1,3" || group === "2,3") && f.priceMin === null && f.priceMax === null && f.sizeMin === null && f.sizeMax === null &&
    f.districtName === "" && f.place === null && !f.hasParking && !f.hasMaidRoom && !f.hasOutdoorSpace && f.iconFlags.length === 0 && f.rect === null
  );
}

export function createBuildingCells(db: Queryable, now: () => number = Date.now): BuildingCells {
  type Data = { buildings: BuildingPointRow[]; cells: Map<number, Cell[]> };
  let current: Data | undefined;
  let first: Promise<Data> | undefined;
  let loadedAt = 0;
  let reloading = false;
  const load = async (): Promise<Data> => {
    const [buildings, rows] = await Promise.all([buildingPointRows(db), buildingCellRows(db)]);
    const cells = new Map<number, Cell[]>();
    for (const r of rows) {
      const list = cells.get(r.building_id) ?? [];
      list.push({ group: r.grp, bedrooms: r.bedrooms, layout: r.layout, n: Number(r.n), minPrice: r.min_price === null ? null : Number(r.min_price) });
      cells.set(r.building_id, list);
    }
    loadedAt = now();
    current = { buildings, cells };
    return current;
  };
  const data = async (): Promise<Data> => {
    if (!current) {
      first ??= load().finally(() => (first = undefined));
      return first;
    }
    // Stale cells keep answering while fresh ones load in the background.
    if (now() - loadedAt > REFRESH_MS && !reloading) {
      reloading = true;
      load().catch(() => {}).finally(() => (reloading = false));
    }
    return current;
  };
  return {
    async totals(f, inView) {
      const { buildings, cells } = await data();
      const group = f.purposes[0] === 1 ? 1 : 2;
      const out: BuildingTotal[] = [];
      for (const b of buildings) {
        if (f.districts.length + f.regions.length > 0 && !f.districts.includes(b.district_id) && !f.regions.includes(b.region_id)) continue;
        if (!inView(b)) continue;
        let n = 0;
        let minPrice: number | null = null;
        for (const c of cells.get(b.id) ?? []) {
          if (c.group !== group || c.bedrooms < f.bedroomMin || (f.bedroomMax !== null && c.bedrooms > f.bedroomMax)) continue;
          if (f.layouts.length && !f.layouts.includes(c.layout)) continue;
          n += c.n;
          if (c.minPrice !== null && (minPrice === null || c.minPrice < minPrice)) minPrice = c.minPrice;
        }
        if (n > 0) out.push({ building: b, n, minPrice });
      }
      return out;
    },
  };
}
