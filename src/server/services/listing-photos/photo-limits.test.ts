import { describe, expect, it } from "vitest";
import {
  checkPhotoBytes,
  checkPhotoCount,
  checkPhotoDimensions,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MIN_PHOTO_SIDE,
} from "./photo-limits.ts";
import { MAX_LISTING_PHOTOS } from "../../../domain/listings/owner-listing-fields.ts";

describe("photo limits", () => {
  it("takes up to 20 photos on a listing", () => {
    expect(MAX_LISTING_PHOTOS).toBe(20);
    expect(checkPhotoCount(0, 20)).toBeNull();
    expect(checkPhotoCount(19, 1)).toBeNull();
    expect(checkPhotoCount(20, 1)).toEqual({ ok: false, reason: "too_many_photos", limit: 20 });
    expect(checkPhotoCount(0, 21)).toEqual({ ok: false, reason: "too_many_photos", limit: 20 });
  });

  it("names the byte limit", () => {
    expect(checkPhotoBytes(MAX_PHOTO_BYTES)).toBeNull();
    expect(checkPhotoBytes(MAX_PHOTO_BYTES + 1)).toEqual({ ok: false, reason: "too_many_bytes", limit: MAX_PHOTO_BYTES });
  });

  it("checks pixels first, then the longest and the shortest side", () => {
    expect(checkPhotoDimensions(4000, 3000)).toBeNull();
    expect(checkPhotoDimensions(3000, 4000)).toBeNull();
    expect(checkPhotoDimensions(30000, 30000)).toEqual({ ok: false, reason: "too_many_pixels", limit: MAX_PHOTO_PIXELS });
    expect(checkPhotoDimensions(10000, 5000)).toBeNull();
    expect(checkPhotoDimensions(10000, 5001)).toMatchObject({ reason: "too_many_pixels" });
    expect(checkPhotoDimensions(MAX_PHOTO_SIDE + 1, 1000)).toEqual({ ok: false, reason: "too_wide_or_tall", limit: MAX_PHOTO_SIDE });
    expect(checkPhotoDimensions(1000, MIN_PHOTO_SIDE - 1)).toEqual({ ok: false, reason: "too_small", limit: MIN_PHOTO_SIDE });
    expect(checkPhotoDimensions(MIN_PHOTO_SIDE, MIN_PHOTO_SIDE)).toBeNull();
  });
});
