// Client clustering of the fetched pins (supercluster), with the spec's grid:
// 50 px at zoom 14–16, 80 px otherwise. A cluster counts its listings and
// shows the lowest price among them.
import Supercluster from "supercluster";
import { clusterGridSize, PROPERTY_LAYER_ZOOM } from "../../../domain/map/zoom-layer.ts";
import { MAP_LIMITS } from "../../../domain/map/constants.ts";
import type { GeoRect } from "../../../domain/map/geo-string.ts";
import type { ServerPin } from "./map-pins-api.ts";
import type { PinKind } from "./pin-style.ts";

export type ShownPin = {
  key: string;
  kind: PinKind;
  id: number;
  lat: number;
  lng: number;
  name: string;
  value: number | null;
  count: number;
  clusterId?: number;
};
type Props = { id: number; kind: ServerPin["type"]; name: string; value: number | null; count: number };
type ClusterProps = { count: number; value: number | null };
export type PinIndex = Supercluster<Props, ClusterProps>;

/** How a pressed cluster opens: zoomed in to where it splits, or as the list of the listings it holds. */
export type ClusterOpening = { kind: "zoom"; zoom: number } | { kind: "units"; ids: number[] };

/**
 * Listings of one building stand on the building's point, so no zoom ever splits
 * them: such a cluster opens as the list of its listings. A cluster that does
 * split zooms to the first zoom where it does; buildings that share a point
 * zoom to the listings' layer, where they become their listings.
 */
export function openCluster(index: PinIndex, clusterId: number, maxZoom: number = MAP_LIMITS.maxZoom): ClusterOpening {
  const zoom = index.getClusterExpansionZoom(clusterId);
  if (zoom <= maxZoom) return { kind: "zoom", zoom };
  const leaves = index.getLeaves(clusterId, Infinity).map((f) => f.properties);
  if (leaves.some((p) => p.kind !== "property")) return { kind: "zoom", zoom: PROPERTY_LAYER_ZOOM };
  return { kind: "units", ids: leaves.map((p) => p.id) };
}

export function clusterPins(pins: readonly ServerPin[], zoom: number, view: GeoRect): { pins: ShownPin[]; index: PinIndex } {
  const index: PinIndex = new Supercluster<Props, ClusterProps>({
    radius: clusterGridSize(zoom),
    extent: 256,
    minZoom: MAP_LIMITS.minZoom,
    maxZoom: MAP_LIMITS.maxZoom,
    map: (p) => ({ count: p.count, value: p.value }),
    reduce: (acc, p) => {
      acc.count += p.count;
      acc.value = acc.value === null ? p.value : p.value === null ? acc.value : Math.min(acc.value, p.value);
    },
  });
  index.load(
    pins.map((p) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [p.lng, p.lat] },
      properties: { id: p.id, kind: p.type, name: p.name, value: p.value, count: p.count },
    })),
  );
  const features = index.getClusters([view.sw.lng, view.sw.lat, view.ne.lng, view.ne.lat], Math.round(zoom));
  const shown = features.map((f): ShownPin => {
    const [lng, lat] = f.geometry.coordinates as [number, number];
    const p = f.properties as Partial<Props & ClusterProps & { cluster: boolean; cluster_id: number; point_count: number }>;
    if (p.cluster)
      return {
        key: `c${String(p.cluster_id)}`,
        kind: "cluster",
        id: p.cluster_id ?? 0,
        lat,
        lng,
        name: "",
        value: p.value ?? null,
        count: p.count ?? p.point_count ?? 0,
        clusterId: p.cluster_id,
      };
    return {
      key: `${String(p.kind)}${String(p.id)}`,
      kind: p.kind ?? "property",
      id: p.id ?? 0,
      lat,
      lng,
      name: p.name ?? "",
      value: p.value ?? null,
      count: p.count ?? 1,
    };
  });
  return { pins: shown, index };
}
