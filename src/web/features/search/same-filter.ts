import type { FilterState } from "../../../domain/search/filter-state.ts";

/** Whether two filters search the same thing (which panel is open does not count). */
export function sameFilter(a: FilterState, b: FilterState): boolean {
  const strip = (f: FilterState) => JSON.stringify({ ...f, openPanel: null, layoutSectionOpen: false, regionIds: [] });
  return strip(a) === strip(b);
}
