// Map zoom layers: which pin layer (property, building, district, area)
// each zoom level shows, and when pins cluster.
import type { MapAggregationLevel } from "../listing/enums.ts";
import { MAP_LIMITS } from "./constants.ts";

export type PinLayer = "PROPERTY" | "BUILDING" | "DISTRICT" | "AREA";

/** PROPERTY ≥ 17, BUILDING 13–16, DISTRICT 11–12, AREA below 11. */
export function layerForZoom(zoom: number): PinLayer {
  if (zoom >= 17) return "PROPERTY";
  if (zoom >= 13) return "BUILDING";
  if (zoom >= 11) return "DISTRICT";
  return "AREA";
}

/** The server aggregation level asked for at each layer. */
export const LAYER_AGGREGATION: Readonly<Record<PinLayer, MapAggregationLevel>> = {
  PROPERTY: "Property",
  BUILDING: "Building",
  DISTRICT: "Locality",
  AREA: "Area",
};

/** Cluster grid size in pixels: 50 at zoom 14–16, 80 otherwise. */
export function clusterGridSize(zoom: number): number {
  return zoom >= 14 && zoom <= 16 ? 50 : 80;
}

export function showAllPins(zoom: number): boolean {
  return zoom < MAP_LIMITS.showAllBelowZoom;
}

export function clampZoom(zoom: number): number {
  return Math.min(MAP_LIMITS.maxZoom, Math.max(MAP_LIMITS.minZoom, zoom));
}
