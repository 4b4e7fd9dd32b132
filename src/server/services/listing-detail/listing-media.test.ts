import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { listingMedia } from "./listing-media.ts";
import { parsePhotoRequest } from "../photos/photo-request.ts";

describe("a listing's tour and video", () => {
  it("a listing with a virtual tour has a panorama per room that /media serves", () => {
    const { tour, video } = listingMedia({ id: 42, isVirtual: true, isVideo: false });
    expect(video).toBeNull();
    expect(tour?.map((s) => s.room)).toEqual(["living", "bedroom"]);
    for (const scene of tour!) {
      const [, , kind, key, file] = scene.path.split("/");
      expect(parsePhotoRequest(kind!, key!, file!)).not.toBeNull();
    }
  });

  it("a listing with a video plays one of the shipped clips", () => {
    const { tour, video } = listingMedia({ id: 7, isVirtual: false, isVideo: true });
    expect(tour).toBeNull();
    expect(video?.type).toBe("video/webm");
    expect(existsSync(join(import.meta.dirname, "..", "..", "..", "..", "public", video!.src))).toBe(true);
  });

  it("a listing with neither has neither", () => {
    expect(listingMedia({ id: 1, isVirtual: false, isVideo: false })).toEqual({ tour: null, video: null });
  });
});
