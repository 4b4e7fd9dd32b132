// Map pins for the layer of the zoom (spec §4): area and district layers
// aggregate count and lowest price per place (cached briefly: they do not
// depend on the viewport), the building layer per building in the viewport,
// the property layer returns listings. The viewport is extended by one fifth
// per side so small pans need no new request.
import type { Queryable } from "../../db/client.ts";
import type { MapPinsRequest } from "../../../domain/contracts/map-pins-request.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { convertFromHkd } from "../../../domain/money/currency.ts";
import { layerForZoom, type PinLayer } from "../../../domain/map/zoom-layer.ts";
import { containsPoint, extendViewport } from "../../../domain/map/viewport.ts";
import type { SearchFilters } from "../search/search-filters.ts";
import { resolveSearchFilters } from "../search/resolve-filters.ts";
import type { KeywordBuildings } from "../search/keyword-buildings.ts";
import { nameSuffix } from "../search/localised.ts";
import { aggregateBuildings, aggregateBy, districtPoints, listingPoints, regionPoints, type PlaceAggregate, type PlacePoint } from "./map-pins-queries.ts";
import { createTtlCache } from "../search/ttl-cache.ts";
import { cellsCanAnswer, createBuildingCells, type BuildingTotal } from "./building-cells.ts";

export type Pin = { id: number; lat: number; lng: number; type: "area" | "district" | "building" | "property"; name: string; value: number | null; count: number };
export type MapPinsResult = { layer: PinLayer; pins: Pin[]; outsideSelectedDistricts: boolean; bounds: MapPinsRequest["bounds"] };

export interface MapPinsService {
  /** Pins of the zoom's layer inside the viewport extended by one fifth per side, for the search filters of the request. */
  pins(request: MapPinsRequest): Promise<MapPinsResult>;
}

const CACHE_MS = 30_000;

export function createMapPinsService(db: Queryable, keywords: KeywordBuildings): MapPinsService {
  let places: Promise<{ districts: PlacePoint[]; regions: PlacePoint[] }> | undefined;
  const loadPlaces = () => (places ??= Promise.all([districtPoints(db), regionPoints(db)]).then(([districts, regions]) => ({ districts, regions })));
  const aggregates = createTtlCache<PlaceAggregate[]>(CACHE_MS, 1000);
  const cells = createBuildingCells(db);

  return {
    async pins(request) {
      const layer = layerForZoom(request.zoom);
      const extended = extendViewport(request.bounds);
      const filters = await resolveSearchFilters(request, keywords);
      const { districts, regions } = await loadPlaces();
      const currency = request.currencyId as CurrencyId;
      const money = (hkd: number | null) => (hkd === null ? null : Math.round(convertFromHkd(Number(hkd), currency)));
      const n = nameSuffix(request.languageId || 1);
      const label = (p: { name_en: string; name_zh_hk: string; name_zh_cn: string }) => p[`name_${n}`];
      const outsideSelectedDistricts = outside(filters, districts, request.bounds);
      let pins: Pin[];
      if (layer === "DISTRICT" || layer === "AREA") {
        const column = layer === "AREA" ? "region_id" : "district_id";
        const key = `${column}:${JSON.stringify({ ...filters, rect: null })}`;
        const rows = cellsCanAnswer(filters)
          ? rollUp(await cells.totals(filters, () => true), layer === "AREA" ? "region_id" : "district_id")
          : await aggregates.get(key, () => aggregateBy(db, { ...filters, rect: null }, column));
        const points = new Map((layer === "AREA" ? regions : districts).map((p) => [p.id, p]));
        pins = rows.flatMap((r) => {
          const p = points.get(r.place_id);
          if (!p || !containsPoint(extended, p)) return [];
          return [{ id: p.id, lat: p.lat, lng: p.lng, type: layer === "AREA" ? "area" : "district", name: label(p), value: money(r.min_price), count: Number(r.n) }] as Pin[];
        });
      } else {
        // A geo rectangle of the search still applies to the listings; the viewport picks buildings.
        const view = intersect(filters.rect, extended);
        if (layer === "BUILDING" && cellsCanAnswer(filters)) {
          const totals = await cells.totals(filters, (b) => b.lat <= view.north && b.lat >= view.south && b.lng <= view.east && b.lng >= view.west);
          pins = totals.map((t) => ({ id: t.building.id, lat: t.building.lat, lng: t.building.lng, type: "building", name: label(t.building), value: money(t.minPrice), count: t.n }));
        } else if (layer === "BUILDING") {
          const rows = await aggregateBuildings(db, filters, view);
          pins = rows.map((r) => ({ id: r.place_id, lat: r.lat, lng: r.lng, type: "building", name: label(r), value: money(r.min_price), count: Number(r.n) }));
        } else {
          const rows = await listingPoints(db, filters, view);
          pins = rows.map((r) => ({ id: r.id, lat: r.lat, lng: r.lng, type: "property", name: r.reference_id, value: money(r.price), count: 1 }));
        }
      }
      return { layer, pins, outsideSelectedDistricts, bounds: extended };
    },
  };
}

type Rect = NonNullable<SearchFilters["rect"]>;

function rollUp(totals: BuildingTotal[], column: "district_id" | "region_id"): PlaceAggregate[] {
  const by = new Map<number, PlaceAggregate>();
  for (const t of totals) {
    const id = t.building[column];
    const agg = by.get(id) ?? { place_id: id, n: 0, min_price: null };
    agg.n += t.n;
    if (t.minPrice !== null && (agg.min_price === null || t.minPrice < agg.min_price)) agg.min_price = t.minPrice;
    by.set(id, agg);
  }
  return [...by.values()];
}

function intersect(rect: SearchFilters["rect"], view: ReturnType<typeof extendViewport>): Rect {
  const v: Rect = { north: view.ne.lat, south: view.sw.lat, east: view.ne.lng, west: view.sw.lng };
  if (!rect) return v;
  return { north: Math.min(rect.north, v.north), south: Math.max(rect.south, v.south), east: Math.min(rect.east, v.east), west: Math.max(rect.west, v.west) };
}

/** Districts (or areas) are selected and none of their centres lies in the visible viewport. */
function outside(f: SearchFilters, districts: PlacePoint[], bounds: MapPinsRequest["bounds"]): boolean {
  if (f.districts.length === 0 && f.regions.length === 0) return false;
  const selected = districts.filter((d) => f.districts.includes(d.id) || f.regions.includes(d.region_id));
  return !selected.some((d) => containsPoint(bounds, d));
}
