// The region → district tree of the district picker, with names in the
// page's language (built on the server by places.server.ts).
import { jsonTextCodec, type JsonText } from "../../lib/json-text.ts";

export type PlaceDistrict = { id: number; name: string };
export type PlaceRegion = { id: number; areaId: number; name: string; districts: PlaceDistrict[] };
export type PlaceTree = PlaceRegion[];

/**
 * The tree as the search page's loader data carries it: one JSON text of
 * tuples, [regionId, areaId, name, [[districtId, name], …]] per region. The
 * tree is the same for every page of a language, so the server writes the
 * text once per language, and a text costs React Router's turbo-stream
 * encoding one step where the tree's ~300 values cost about a fifth of a
 * millisecond per page; tuples leave few quotes to escape in the HTML.
 */
export type PlaceTreeJson = JsonText<PlaceTree>;
type RegionTuple = [id: number, areaId: number, name: string, districts: [id: number, name: string][]];

/** The tree's codec: one text per language, decoded once per text and shared. */
export const { write: placeTreeToJson, read: placeTreeFromJson } = jsonTextCodec<PlaceTree, RegionTuple[]>({
  toWire: (tree) => tree.map((r) => [r.id, r.areaId, r.name, r.districts.map((d) => [d.id, d.name])]),
  fromWire: (tuples) =>
    tuples.map(([id, areaId, name, districts]) => ({
      id,
      areaId,
      name,
      districts: districts.map(([did, dname]) => ({ id: did, name: dname })),
    })),
});

/** Districts of the given areas (area ids 1–4) plus the listed districts, without repeats. */
export function selectedDistrictIds(tree: PlaceTree, areaIds: readonly number[], districtIds: readonly number[]): number[] {
  const fromAreas = tree.filter((r) => areaIds.includes(r.areaId)).flatMap((r) => r.districts.map((d) => d.id));
  return [...new Set([...districtIds, ...fromAreas])].sort((a, b) => a - b);
}

/** Ticking a region ticks all its districts; unticking clears them. */
export function toggleRegion(tree: PlaceTree, selected: readonly number[], regionId: number): number[] {
  const region = tree.find((r) => r.id === regionId);
  if (!region) return [...selected];
  const ids = region.districts.map((d) => d.id);
  const all = ids.every((id) => selected.includes(id));
  const rest = selected.filter((id) => !ids.includes(id));
  return (all ? rest : [...rest, ...ids]).sort((a, b) => a - b);
}

export function regionState(region: PlaceRegion, selected: readonly number[]): "all" | "some" | "none" {
  const n = region.districts.filter((d) => selected.includes(d.id)).length;
  return n === 0 ? "none" : n === region.districts.length ? "all" : "some";
}

/** Names of the searched places, for the heading: a region when all its districts are chosen. */
export function placeLabels(tree: PlaceTree, selected: readonly number[]): string[] {
  const labels: string[] = [];
  for (const region of tree) {
    const state = regionState(region, selected);
    if (state === "all") labels.push(region.name);
    else if (state === "some") labels.push(...region.districts.filter((d) => selected.includes(d.id)).map((d) => d.name));
  }
  return labels;
}

/** The URL form of a selection: whole regions as area ids, the rest as district ids. */
export function splitPlaces(tree: PlaceTree, selected: readonly number[]): { area: number[]; district: number[] } {
  const area: number[] = [];
  const district: number[] = [];
  for (const region of tree) {
    const state = regionState(region, selected);
    if (state === "all") area.push(region.areaId);
    else if (state === "some") district.push(...region.districts.filter((d) => selected.includes(d.id)).map((d) => d.id));
  }
  const known = new Set(tree.flatMap((r) => r.districts.map((d) => d.id)));
  // Ids outside the tree (special districts) are kept as they are.
  district.push(...selected.filter((id) => !known.has(id)));
  return { area, district: district.sort((a, b) => a - b) };
}
