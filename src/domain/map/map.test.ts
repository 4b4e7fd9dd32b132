import { describe, it, expect } from "vitest";
import { layerForZoom, clusterGridSize } from "./zoom-layer.ts";
import { extendViewport, containsRect } from "./viewport.ts";
import { MAP_DEFAULT_CENTRE, MAP_LIMITS, MAP_MOVE_DEBOUNCE_MS } from "./constants.ts";

describe("map rules", () => {
  it("constants", () => {
    expect(MAP_DEFAULT_CENTRE).toEqual({ lat: 22.355682, lng: 114.108102 });
    expect([MAP_LIMITS.defaultZoom, MAP_LIMITS.minZoom, MAP_LIMITS.maxZoom, MAP_LIMITS.cameraZoomCap]).toEqual([11, 11, 21, 15]);
    expect(MAP_MOVE_DEBOUNCE_MS).toBe(200);
  });
  it.each([
    [21, "PROPERTY"],
    [17, "PROPERTY"],
    [16, "BUILDING"],
    [13, "BUILDING"],
    [12, "DISTRICT"],
    [11, "DISTRICT"],
    [10, "AREA"],
    [0, "AREA"],
  ] as const)("zoom %i → %s", (zoom, layer) => {
    expect(layerForZoom(zoom)).toBe(layer);
  });
  it.each([
    [13, 80],
    [14, 50],
    [15, 50],
    [16, 50],
    [17, 80],
    [11, 80],
  ])("grid at zoom %i is %i", (zoom, size) => {
    expect(clusterGridSize(zoom)).toBe(size);
  });
  it("extends the viewport by one fifth on each side", () => {
    const rect = { ne: { lat: 22.5, lng: 114.5 }, sw: { lat: 22.0, lng: 114.0 } };
    const big = extendViewport(rect);
    expect(big.ne.lat).toBeCloseTo(22.6);
    expect(big.sw.lat).toBeCloseTo(21.9);
    expect(big.ne.lng).toBeCloseTo(114.6);
    expect(big.sw.lng).toBeCloseTo(113.9);
    expect(containsRect(big, rect)).toBe(true);
    expect(containsRect(rect, big)).toBe(false);
  });
});
