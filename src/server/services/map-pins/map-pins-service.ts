// Map pins for the layer of the zoom (see domain/map/zoom-layer.ts), from the in-memory listing
// index: the area and district layers give count and lowest price per place
// (over the whole filter, shown where the place's centre is in view), the
// building layer per building in the viewport, the property layer the best
// listings in it. The viewport is extended by one fifth per side so small
// pans need no new request.
import type { Queryable } from "../../db/client.ts";
import type { CurrencyId } from "../../../domain/money/currency.ts";
import { convertFromHkd } from "../../../domain/money/currency.ts";
import { layerForZoom, type PinLayer } from "../../../domain/map/zoom-layer.ts";
import { boundsOf, containsPoint, extendViewport } from "../../../domain/map/viewport.ts";
import type { SearchFilters } from "../../../domain/search/search-filters.ts";
import { resolveSearchFilters } from "../search/resolve-filters.ts";
import type { KeywordBuildings } from "../search/keyword-buildings.ts";
import { nameSuffix } from "../search/localised.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import type { IndexedDistrictRow } from "../../db/listings/listing-index-queries.ts";
import { referenceIds } from "../../db/listings/listing-index-queries.ts";
import { createBaseLayer, type BaseLayer } from "./base-layer.ts";
import { createPlaceLabels } from "./place-labels.ts";
import type { PlaceLabels, PlaceLabelsQuery } from "../../../domain/contracts/place-labels-request.ts";

export type { BaseLayer };

/** The most listings the property layer returns; the map zooms in further for more. */
export const PROPERTY_PIN_LIMIT = 500;

export type Pin = {
  id: number;
  lat: number;
  lng: number;
  type: "area" | "district" | "building" | "property";
  name: string;
  value: number | null;
  count: number;
};
type Point = { lat: number; lng: number };
/** What the map shows: the viewport's corners and its zoom. */
export type MapView = { bounds: { ne: Point; sw: Point }; zoom: number };
export type MapPinsResult = {
  layer: PinLayer;
  pins: Pin[];
  outsideSelectedDistricts: boolean;
  bounds: MapView["bounds"];
  /** Where the listings of a search by district or place stand (what the map first fits), else null. */
  focus: MapView["bounds"] | null;
};

export interface MapPinsService {
  /** Pins of the zoom's layer inside the viewport extended by one fifth per side, for the filters; prices in the currency, names in the language. */
  pins(filters: SearchFilters, view: MapView, presentation: { currencyId: CurrencyId; languageId: number }): Promise<MapPinsResult>;
  /** What the map draws under the pins when no tile server is configured, names in the language. */
  baseLayer(languageId: number): Promise<BaseLayer>;
  /** The offline map's names of estates and buildings inside a rectangle at street zoom, from memory. */
  placeLabels(query: PlaceLabelsQuery): Promise<PlaceLabels>;
}

export function createMapPinsService(db: Queryable, index: ListingIndex, keywords: KeywordBuildings): MapPinsService {
  return {
    ...createBaseLayer(db, index),
    ...createPlaceLabels(db),
    async pins(requested, request, presentation) {
      const layer = layerForZoom(request.zoom);
      const extended = extendViewport(request.bounds);
      const filters = await resolveSearchFilters(requested, keywords);
      const places = await index.places();
      const currency = presentation.currencyId;
      const money = (hkd: number | null) => (hkd === null ? null : Math.round(convertFromHkd(hkd, currency)));
      const n = nameSuffix(presentation.languageId);
      const label = (p: { name_en: string; name_zh_hk: string; name_zh_cn: string }) => p[`name_${n}`];
      const outsideSelectedDistricts = outside(filters, places.districts, request.bounds);
      const view = viewRect(extended);
      let pins: Pin[];
      if (layer === "DISTRICT" || layer === "AREA") {
        const area = layer === "AREA";
        const totals = await index.aggregate(filters, area ? "region" : "district", null);
        pins = (area ? places.regions : places.districts).flatMap((p) => {
          const t = totals.get(p.id);
          if (!t || !containsPoint(extended, p)) return [];
          return [
            { id: p.id, lat: p.lat, lng: p.lng, type: area ? "area" : "district", name: label(p), value: money(t.minPrice), count: t.n },
          ] as Pin[];
        });
      } else if (layer === "BUILDING") {
        // Totals of every building for the filters (remembered until the listings change), shown
        // where the building is in view: a listing stands where its building stands. A geo
        // rectangle of the search is one of the filters.
        const totals = await index.aggregate(filters, "building", null);
        pins = [...totals].flatMap(([id, t]) => {
          const b = places.buildings.get(id);
          return b && containsPoint(extended, b)
            ? [{ id, lat: b.lat, lng: b.lng, type: "building", name: label(b), value: money(t.minPrice), count: t.n } as Pin]
            : [];
        });
      } else {
        const points = await index.points(filters, view, PROPERTY_PIN_LIMIT);
        const refs = new Map(
          (
            await referenceIds(
              db,
              points.map((p) => p.id),
            )
          ).map((r) => [r.id, r.reference_id]),
        );
        pins = points.map((p) => ({
          id: p.id,
          lat: p.lat,
          lng: p.lng,
          type: "property",
          name: refs.get(p.id) ?? "",
          value: money(p.price),
          count: 1,
        }));
      }
      const focus = aimsAtPlaces(filters)
        ? boundsOf(
            [...(await index.aggregate(filters, "building", null)).keys()].flatMap((id) => {
              const b = places.buildings.get(id);
              return b ? [b] : [];
            }),
          )
        : null;
      return { layer, pins, outsideSelectedDistricts, bounds: extended, focus };
    },
  };
}

type Rect = NonNullable<SearchFilters["rect"]>;

/** A search by district, area or place (and not already drawn as a rectangle) has a spot the map should show first. */
function aimsAtPlaces(f: SearchFilters): boolean {
  return f.rect === null && (f.districts.length > 0 || f.regions.length > 0 || f.place !== null);
}

function viewRect(view: ReturnType<typeof extendViewport>): Rect {
  return { north: view.ne.lat, south: view.sw.lat, east: view.ne.lng, west: view.sw.lng };
}

/** Districts (or areas) are selected and none of their centres lies in the visible viewport. */
function outside(f: SearchFilters, districts: IndexedDistrictRow[], bounds: MapView["bounds"]): boolean {
  if (f.districts.length === 0 && f.regions.length === 0) return false;
  const selected = districts.filter((d) => f.districts.includes(d.id) || f.regions.includes(d.region_id));
  return !selected.some((d) => containsPoint(bounds, d));
}
