import { describe, expect, it } from "vitest";
import { clusterPins, openCluster } from "./cluster-pins.ts";
import type { ServerPin } from "./map-pins-api.ts";

const view = { ne: { lat: 22.3, lng: 114.25 }, sw: { lat: 22.26, lng: 114.2 } };
const pin = (id: number, type: ServerPin["type"], lat: number, lng: number): ServerPin => ({
  id,
  type,
  lat,
  lng,
  name: `${type} ${String(id)}`,
  value: 1_000_000 * id,
  count: 1,
});
const onlyCluster = (pins: ServerPin[], zoom: number) => {
  const { pins: shown, index } = clusterPins(pins, zoom, view);
  const cluster = shown.find((p) => p.kind === "cluster");
  if (cluster?.clusterId === undefined) throw new Error(`no cluster at zoom ${String(zoom)}`);
  return { cluster, index };
};

describe("opening a cluster", () => {
  it("lists the listings of one building at every zoom, up to the deepest", () => {
    const pins = [pin(1, "property", 22.28, 114.22), pin(2, "property", 22.28, 114.22), pin(3, "property", 22.28, 114.22)];
    for (const zoom of [17, 19, 21]) {
      const { cluster, index } = onlyCluster(pins, zoom);
      expect(cluster.count).toBe(3);
      expect(openCluster(index, cluster.clusterId!)).toEqual({ kind: "units", ids: expect.arrayContaining([1, 2, 3]) as number[] });
    }
  });

  it("zooms to where listings a street apart split", () => {
    const pins = [pin(1, "property", 22.28, 114.22), pin(2, "property", 22.2805, 114.2205)];
    const { cluster, index } = onlyCluster(pins, 17);
    const opening = openCluster(index, cluster.clusterId!);
    expect(opening.kind).toBe("zoom");
    expect(opening.kind === "zoom" && opening.zoom > 17 && opening.zoom <= 21).toBe(true);
  });

  it("takes buildings on one point down to the listings' layer", () => {
    const pins = [pin(7, "building", 22.28, 114.22), pin(8, "building", 22.28, 114.22)];
    const { cluster, index } = onlyCluster(pins, 14);
    expect(openCluster(index, cluster.clusterId!)).toEqual({ kind: "zoom", zoom: 17 });
  });
});
