// Map constants: the default centre, zoom limits and the debounce of moves.

export const MAP_DEFAULT_CENTRE = { lat: 22.355682, lng: 114.108102 } as const;

export const MAP_LIMITS = {
  defaultZoom: 11,
  minZoom: 11,
  maxZoom: 21,
  /** Default camera zoom cap, e.g. when fitting results. */
  cameraZoomCap: 15,
} as const;

export const MAP_MOVE_DEBOUNCE_MS = 200;
