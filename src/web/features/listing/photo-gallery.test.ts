import { describe, expect, it } from "vitest";
import { photoTabOfHash } from "./photo-gallery.tsx";

describe("#tab={name} on the listing page", () => {
  it.each([
    ["#tab=photos", "PP"],
    ["#tab=PP", "PP"],
    ["#tab=floorplans", "FP"],
    ["#tab=floor-plans", "FP"],
    ["#tab=fp", "FP"],
    ["#tab=building", "BP"],
    ["#tab=BP", "BP"],
    ["#tab=video", null],
    ["#searchid=4", null],
    ["", null],
  ])("%j → %s", (hash, tab) => {
    expect(photoTabOfHash(hash)).toBe(tab);
  });
});
