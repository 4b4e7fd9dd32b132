// All estates, phases, blocks and buildings: the curated real ones first (so
// their ids are small and stable), then the generated ones.
import { buildCuratedEstates } from "./curated-estates.ts";
import { buildGeneratedPlaces } from "./generated-buildings.ts";
import type { Places } from "./places-model.ts";
import type { Reference } from "./reference.ts";

export function buildPlaces(reference: Reference, seed: number): Places {
  const places: Places = { estates: [], phases: [], blocks: [], buildings: [] };
  buildCuratedEstates(reference, seed, places);
  buildGeneratedPlaces(reference, seed, places);
  return places;
}
