// Whatever bytes arrive, the pipeline answers with renditions or a refusal;
// it never throws. Random bytes, random bytes behind an image's magic number,
// and real photos with bytes changed or cut off.
import fc from "fast-check";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { processListingPhoto, type ListingPhotoRefusalReason } from "./listing-photos.ts";

const REASONS: readonly ListingPhotoRefusalReason[] = [
  "not_an_image",
  "unsupported_type",
  "heic_not_supported",
  "damaged",
  "too_many_bytes",
  "too_many_pixels",
  "too_wide_or_tall",
  "too_small",
  "too_many_photos",
  "took_too_long",
  "busy",
];

const MAGIC: Record<string, number[]> = {
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  webp: [...Buffer.from("RIFF\x10\0\0\0WEBPVP8 ", "latin1")],
  heic: [0, 0, 0, 0x18, ...Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1")],
};

let photos: Buffer[] = [];

beforeAll(async () => {
  const pixels = Buffer.alloc(300 * 260 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  const image = () => sharp(pixels, { raw: { width: 300, height: 260, channels: 3 } });
  photos = await Promise.all([
    image().jpeg({ quality: 80 }).toBuffer(),
    image().jpeg({ quality: 80, progressive: true }).toBuffer(),
    image().png().toBuffer(),
    image().webp({ quality: 80 }).toBuffer(),
    image().webp({ lossless: true }).toBuffer(),
  ]);
});

const randomBytes = fc.uint8Array({ maxLength: 4096 });
const behindMagic = fc
  .tuple(fc.constantFrom(...Object.values(MAGIC)), fc.uint8Array({ maxLength: 4096 }))
  .map(([magic, tail]) => Uint8Array.from([...magic, ...tail]));
// A real photo with some bytes changed, then perhaps cut short (its header kept, so libvips gets to its pixels).
const damagedPhoto = fc
  .tuple(
    fc.nat({ max: 4 }),
    fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }),
    fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { freq: 1 }),
  )
  .map(([which, changes, cut]) => {
    const bytes = Uint8Array.from(photos[which]!);
    for (const [at, value] of changes) bytes[Math.floor(at * (bytes.length - 1))] = value;
    return cut === null ? bytes : bytes.subarray(0, 32 + Math.floor(cut * (bytes.length - 32)));
  });

describe("processListingPhoto on any bytes", () => {
  it("answers renditions or a known refusal, and never throws", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(randomBytes, behindMagic, damagedPhoto), async (bytes) => {
        const outcome = await processListingPhoto(bytes);
        if (outcome.ok) {
          expect(outcome.renditions.map((r) => r.slot)).toEqual([320, 640, 1280]);
          for (const rendition of outcome.renditions) expect(rendition.bytes.length).toBeGreaterThan(0);
        } else {
          expect(REASONS).toContain(outcome.reason);
        }
      }),
      { numRuns: 300 },
    );
  });
});
