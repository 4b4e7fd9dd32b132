// Map zoom layers: which pin layer (property, building, district, area)
// each zoom level shows, and how finely pins cluster.

export type PinLayer = "PROPERTY" | "BUILDING" | "DISTRICT" | "AREA";

/** The first zoom of the listings' own pins. */
export const PROPERTY_LAYER_ZOOM = 17;

/** PROPERTY ≥ 17, BUILDING 13–16, DISTRICT 11–12, AREA below 11. */
export function layerForZoom(zoom: number): PinLayer {
  if (zoom >= PROPERTY_LAYER_ZOOM) return "PROPERTY";
  if (zoom >= 13) return "BUILDING";
  if (zoom >= 11) return "DISTRICT";
  return "AREA";
}

/** Cluster grid size in pixels: 50 at zoom 14–16, 80 otherwise. */
export function clusterGridSize(zoom: number): number {
  return zoom >= 14 && zoom <= 16 ? 50 : 80;
}
