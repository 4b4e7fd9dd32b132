// A region counts as selected when all of its districts are.
import type { DistrictOption } from "./regions.ts";

export function regionsFullySelected(options: readonly DistrictOption[], selectedDistrictIds: readonly number[]): number[] {
  const selected = new Set(selectedDistrictIds);
  return options
    .filter((o) => o.type === 0)
    .filter((region) => {
      const children = options.filter((o) => o.type === 1 && o.parent === region.id);
      return children.length > 0 && children.every((c) => selected.has(c.id));
    })
    .map((region) => region.id);
}
