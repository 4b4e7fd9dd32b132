import type { PortalServices } from "../../../server/modules/registry.ts";
import type { TreeRegion } from "../../../server/services/places/district-tree.ts";
import { placeTreeToJson, type PlaceTreeJson } from "./place-tree.ts";

// Server only: the district tree (from the places service) comes with the
// page in its language, so the browser never ships the reference data.
// The service keeps one tree per language; its JSON text is written once per tree.
const texts = new WeakMap<readonly TreeRegion[], PlaceTreeJson>();

/** The tree in the page's language as the loader data's JSON text (see PlaceTreeJson). */
export async function placeTreeJson(services: Pick<PortalServices, "places">, languageId: number): Promise<PlaceTreeJson> {
  const tree = await services.places.districtTree(languageId);
  let json = texts.get(tree);
  if (!json) {
    json = placeTreeToJson([...tree]);
    texts.set(tree, json);
  }
  return json;
}
