// The map's offline base layer (drawn when no tile server is configured): the
// District Council areas' boundaries and names, the localities' names, and the
// MTR lines and stations with their names, in the page's language. Geometry
// comes from data/ (council areas, the stations' order along each line), names
// and points from the database, so every name matches the rest of the site.
import councilAreas from "../../../../data/hk-council-districts.geo.json" with { type: "json" };
import mtrJson from "../../../../data/mtr-stations.json" with { type: "json" };
import type { Queryable } from "../../db/client.ts";
import { mtrNetwork, type Names } from "../../db/map/base-layer-queries.ts";
import type { ListingIndex } from "../listing-index/listing-index.ts";
import { nameSuffix } from "../search/localised.ts";
import { toSimplified } from "../../text/simplified-chinese.ts";

type Point = [lat: number, lng: number];
export type BaseLayer = {
  /** District Council areas: outline rings and a label point. */
  councils: { name: string; label: Point; rings: Point[][] }[];
  /** Localities (the search's districts) by their centre. */
  localities: { id: number; name: string; at: Point }[];
  lines: { code: string; name: string; colour: string; paths: Point[][] }[];
  stations: { code: string; name: string; at: Point; colour: string }[];
};

type CouncilFeature = (typeof councilAreas.features)[number];

export function createBaseLayer(db: Queryable, index: ListingIndex) {
  const remembered = new Map<number, Promise<BaseLayer>>();

  async function build(languageId: number): Promise<BaseLayer> {
    const n = nameSuffix(languageId);
    const name = (row: Names) => row[`name_${n}`];
    const [{ lines, stations }, places] = await Promise.all([mtrNetwork(db), index.places()]);
    const at = new Map(stations.map((s) => [s.code, [s.lat, s.lng] as Point]));
    const colour = new Map(lines.map((l) => [l.code, l.colour]));
    const order = new Map(mtrJson.lines.map((l) => [l.code, l.paths]));
    const councilName = (p: CouncilFeature["properties"]) =>
      n === "en" ? p.nameEn : n === "zh_hk" ? p.nameZhHk : toSimplified(p.nameZhHk);
    return {
      councils: councilAreas.features.map((f) => ({
        name: councilName(f.properties),
        label: [f.properties.centre[1] ?? 0, f.properties.centre[0] ?? 0],
        rings: f.geometry.coordinates.flatMap((polygon) => polygon.map((ring) => ring.map(([lng = 0, lat = 0]): Point => [lat, lng]))),
      })),
      localities: places.districts.map((d) => ({ id: d.id, name: name(d), at: [d.lat, d.lng] })),
      lines: lines.map((l) => ({
        code: l.code,
        name: name(l),
        colour: l.colour,
        paths: (order.get(l.code) ?? []).map((path) =>
          path.flatMap((code) => {
            const point = at.get(code);
            return point ? [point] : [];
          }),
        ),
      })),
      stations: stations.map((s) => ({
        code: s.code,
        name: name(s),
        at: [s.lat, s.lng],
        colour: colour.get(s.line_codes[0] ?? "") ?? "#555",
      })),
    };
  }

  return {
    /** The base layer in a language (1 en, 2 zh-hk, 3 zh-cn); reference data, so built once per language. */
    baseLayer(languageId: number): Promise<BaseLayer> {
      let layer = remembered.get(languageId);
      if (!layer) {
        layer = build(languageId);
        layer.catch(() => remembered.delete(languageId));
        remembered.set(languageId, layer);
      }
      return layer;
    },
  };
}
