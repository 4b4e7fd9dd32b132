// Map constants: the default centre, zoom limits and the debounce of moves.

export const MAP_DEFAULT_CENTRE = { lat: 22.355682, lng: 114.108102 } as const;

export const MAP_LIMITS = {
  defaultZoom: 11,
  minZoom: 11,
  maxZoom: 21,
  /** Default camera zoom cap, e.g. when fitting results. */
  cameraZoomCap: 15,
  /**
   * Below this zoom the map view is in "show all": its results are every
   * listing of the search, wherever the map is; from it on, only those inside
   * the map's rectangle. Zoomed out, the map shows districts and estates, and
   * a list cut to a rectangle that wide hides results for no reason a person
   * sees; zoomed in to streets, the list beside the map is what is on it.
   */
  showAllBelowZoom: 15,
} as const;

/** Whether a map view at `zoom` lists every result of its search (no zoom given: the rectangle, if any, applies). */
export function mapShowsAll(zoom: number): boolean {
  return zoom > 0 && zoom < MAP_LIMITS.showAllBelowZoom;
}

export const MAP_MOVE_DEBOUNCE_MS = 200;
