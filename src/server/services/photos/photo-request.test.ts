import { describe, expect, it } from "vitest";
import { parsePhotoRequest, photoPath } from "./photo-request.ts";

describe("parsePhotoRequest", () => {
  it("accepts known kinds, sizes and formats", () => {
    expect(parsePhotoRequest("property", "p1a-3", "640.webp")).toEqual({ kind: "property", key: "p1a-3", size: 640, format: "webp" });
    expect(parsePhotoRequest("agent", "a12", "320.avif")?.format).toBe("avif");
  });

  it("accepts a panorama at its one width only, and no flat kind at that width", () => {
    expect(parsePhotoRequest("panorama", "12-living", "2048.webp")).toEqual({
      kind: "panorama",
      key: "12-living",
      size: 2048,
      format: "webp",
    });
    expect(parsePhotoRequest("panorama", "12-living", "640.webp")).toBeNull();
    expect(parsePhotoRequest("property", "p1", "2048.webp")).toBeNull();
  });

  it.each([
    ["house", "p1", "640.webp"],
    ["property", "../etc", "640.webp"],
    ["property", "P1", "640.webp"],
    ["property", "p1", "641.webp"],
    ["property", "p1", "640.png"],
    ["property", "p1", "640.webp.tmp"],
    ["property", "x".repeat(41), "640.webp"],
  ])("refuses %s/%s/%s", (kind, key, file) => expect(parsePhotoRequest(kind, key, file)).toBeNull());

  it("builds the public path", () => {
    expect(photoPath({ kind: "building", key: "b7-1", size: 1280, format: "avif" })).toBe("/media/building/b7-1/1280.avif");
  });
});
