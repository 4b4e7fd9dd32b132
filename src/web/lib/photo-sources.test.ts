import { describe, expect, it } from "vitest";
import { CARD_PHOTO_WIDTHS, photoAt, photoSrcSet } from "./photo-sources.ts";

describe("photo renditions", () => {
  it("lists every width for the gallery and two for a card", () => {
    expect(photoSrcSet("/media/p/abc/640.webp")).toBe(
      "/media/p/abc/320.webp 320w, /media/p/abc/640.webp 640w, /media/p/abc/1280.webp 1280w",
    );
    expect(photoSrcSet("/media/p/abc/640.webp", CARD_PHOTO_WIDTHS)).toBe("/media/p/abc/320.webp 320w, /media/p/abc/640.webp 640w");
  });
  it("leaves other images alone", () => {
    expect(photoSrcSet("/x.jpg")).toBeUndefined();
    expect(photoAt("/x.jpg", 320)).toBe("/x.jpg");
    expect(photoAt("/media/p/abc/640.webp", 1280)).toBe("/media/p/abc/1280.webp");
  });
});
