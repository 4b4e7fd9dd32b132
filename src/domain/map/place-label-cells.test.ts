import { describe, expect, it } from "vitest";
import { PLACE_LABELS_MIN_ZOOM, placeLabelCells } from "./place-label-cells.ts";
import { containsPoint } from "./viewport.ts";

const view = { sw: { lat: 22.2726, lng: 114.1631 }, ne: { lat: 22.2826, lng: 114.1831 } };

describe("place label cells", () => {
  it("asks for no names below the labels' zoom", () => {
    expect(placeLabelCells(view, PLACE_LABELS_MIN_ZOOM - 1)).toEqual([]);
  });

  it("covers the view with the fixed grid's cells: 0.02 degrees at zoom 16, 0.005 from 18", () => {
    const coarse = placeLabelCells(view, 16);
    expect(coarse).toEqual([
      { sw: { lat: 22.26, lng: 114.16 }, ne: { lat: 22.28, lng: 114.18 } },
      { sw: { lat: 22.26, lng: 114.18 }, ne: { lat: 22.28, lng: 114.2 } },
      { sw: { lat: 22.28, lng: 114.16 }, ne: { lat: 22.3, lng: 114.18 } },
      { sw: { lat: 22.28, lng: 114.18 }, ne: { lat: 22.3, lng: 114.2 } },
    ]);
    const fine = placeLabelCells(view, 18);
    expect(fine).toHaveLength(3 * 5);
    for (const corner of [view.sw, view.ne]) expect(fine.some((cell) => containsPoint(cell, corner))).toBe(true);
  });
});
