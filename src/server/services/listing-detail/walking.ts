// Walking time to a station from the straight-line distance: streets are
// about 1.3 times longer than the crow flies, and people walk ~80 m a minute.
export const WALKING_METRES_PER_MINUTE = 80;
export const DETOUR_FACTOR = 1.3;

export function walkingMinutes(straightMetres: number): number {
  return Math.max(1, Math.ceil((straightMetres * DETOUR_FACTOR) / WALKING_METRES_PER_MINUTE));
}
