import { describe, expect, it } from "vitest";
import { photoTabOfHash } from "./photo-gallery.tsx";
import { mediaTabOfHash } from "./media-popup.tsx";

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

describe("#tab={name} for the tour and the video", () => {
  it.each([
    ["#tab=vr", "tour"],
    ["#tab=VR", "tour"],
    ["#tab=virtual-tour", "tour"],
    ["#tab=360", "tour"],
    ["#tab=video", "video"],
    ["#tab=photos", null],
    ["#savenow", null],
    ["", null],
  ])("%j → %s", (hash, tab) => {
    expect(mediaTabOfHash(hash)).toBe(tab);
  });
});
