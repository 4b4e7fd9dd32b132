// Decoding an accepted photo and writing its WebP renditions with sharp.
//
// The header is read first (no pixel decoded) so the limits are checked on
// what the file declares. The pixels are then decoded once, already shrunk
// to the widest rendition needed (a JPEG is decoded at 1/2, 1/4 or 1/8 scale
// by libjpeg where that is enough), turned upright from the EXIF orientation,
// flattened onto white, converted to sRGB and taken out as bare pixels; each
// rendition is encoded from those pixels, so nothing of the file's metadata
// (EXIF with GPS, camera and owner, XMP, IPTC, ICC profile, comments) can
// reach an output.
import sharp, { type OutputInfo } from "sharp";
import { MAX_PHOTO_PIXELS, MAX_PROCESSING_SECONDS, type ListingPhotoRefusal } from "./photo-limits.ts";

// Process-wide sharp settings: one libvips thread per image, and no libvips operation cache (each upload is
// decoded once, so the cache would only hold memory). The generated /media photos are rendered once each and
// kept on disk, so they lose nothing by either; on glibc Linux sharp already defaults to one thread.
sharp.concurrency(1);
sharp.cache(false);

/** The widths the listing pages ask for, as `/<width>.webp` beside each other. */
export const RENDITION_WIDTHS = [320, 640, 1280] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/**
 * One file to store under `/<slot>.webp`. A photo narrower than a slot is never enlarged: that slot holds the
 * photo at its own width, so `width` may be less than `slot`, and slots of the same size share the same bytes.
 */
export type PhotoRendition = { slot: RenditionWidth; width: number; height: number; format: "webp"; bytes: Buffer };

const WEBP_QUALITY = 80;

/** What the file's header says: its decoder and stored size, and its size once turned upright. */
export type PhotoHeader = { format: string; width: number; height: number; uprightWidth: number; uprightHeight: number };

// libvips stops at the first warning from a decoder, and refuses to decode more pixels than the limit even if a
// header were to under-declare them.
const inputOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "warning" } as const;

/**
 * The header of a file whose first bytes said it is a JPEG, PNG or WebP; null when libvips cannot read one.
 * Reading it decodes no pixel, so the dimensions it declares are read without a pixel limit and checked by
 * `checkPhotoDimensions`, whose refusal names the limit.
 */
export async function readPhotoHeader(bytes: Uint8Array): Promise<PhotoHeader | null> {
  try {
    const meta = await sharp(bytes, { ...inputOptions, limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) return null;
    return {
      format: meta.format,
      width: meta.width,
      height: meta.height,
      uprightWidth: meta.autoOrient.width,
      uprightHeight: meta.autoOrient.height,
    };
  } catch {
    return null;
  }
}

export type RenderOutcome = { ok: true; renditions: PhotoRendition[] } | ListingPhotoRefusal;

/** The renditions of a photo whose header passed the limits; a file that cannot be decoded to its end is damaged. */
export async function renderRenditions(bytes: Uint8Array, header: PhotoHeader): Promise<RenderOutcome> {
  const widest = Math.min(RENDITION_WIDTHS.at(-1)!, header.uprightWidth);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(bytes, { ...inputOptions, pages: 1 })
      .timeout({ seconds: MAX_PROCESSING_SECONDS })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const timedOut = error instanceof Error && /timeout/i.test(error.message);
    return timedOut ? { ok: false, reason: "took_too_long", limit: MAX_PROCESSING_SECONDS } : { ok: false, reason: "damaged" };
  }
  const { width, height, channels } = pixels.info;
  const raw = { raw: { width, height, channels: channels as 1 | 2 | 3 | 4 } };
  const renditions: PhotoRendition[] = [];
  for (const slot of RENDITION_WIDTHS) {
    const same = renditions.find((r) => r.width === Math.min(slot, width));
    if (same) {
      renditions.push({ ...same, slot });
      continue;
    }
    const { data, info } = await sharp(pixels.data, raw)
      .resize({ width: slot, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    renditions.push({ slot, width: info.width, height: info.height, format: "webp", bytes: data });
  }
  return { ok: true, renditions };
}
