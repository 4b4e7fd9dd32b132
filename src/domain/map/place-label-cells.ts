// Names of estates and buildings on the offline map at street zoom. The map
// asks for them per cell of a fixed grid (the same cells for every visitor,
// so each answer is cached by the browser and shared caches, and a pan asks
// only for the cells it has not seen); the grid is finer from zoom 18, where
// smaller buildings have room for their names.
import { roundCoordinate, type GeoRect } from "./geo-string.ts";

/** The first zoom that names estates and buildings; below it they are removed. */
export const PLACE_LABELS_MIN_ZOOM = 16;

/** A request covers at most this many degrees on a side. */
export const PLACE_LABEL_MAX_SPAN = 0.05;

/** How many names a request answers at most, and without a limit. */
export const PLACE_LABEL_LIMIT = { default: 120, max: 300 } as const;

/** The side of a cell in degrees: 0.02 (about 2 km) at zoom 16 and 17, 0.005 from zoom 18. */
export function placeLabelCellSize(zoom: number): number {
  return zoom >= 18 ? 0.005 : 0.02;
}

/** The grid cells a view touches at a zoom, none below the labels' zoom. */
export function placeLabelCells(view: GeoRect, zoom: number): GeoRect[] {
  if (zoom < PLACE_LABELS_MIN_ZOOM) return [];
  const size = placeLabelCellSize(zoom);
  const first = (n: number) => Math.floor(n / size);
  const edge = (i: number) => roundCoordinate(i * size);
  const cells: GeoRect[] = [];
  for (let i = first(view.sw.lat); i <= first(view.ne.lat); i++)
    for (let j = first(view.sw.lng); j <= first(view.ne.lng); j++)
      cells.push({ sw: { lat: edge(i), lng: edge(j) }, ne: { lat: edge(i + 1), lng: edge(j + 1) } });
  return cells;
}
