/**
 * The photos an owner uploads with a listing: checked, turned upright, stripped of every metadata field and written
 * as the WebP renditions the listing pages show (decision 0083).
 *
 *   processListingPhoto(bytes: Uint8Array): Promise<ListingPhotoOutcome>
 *     One photo's bytes as uploaded. Never throws for what a file contains: every refusal is a value.
 *     → { ok: true, type, width, height, renditions }  the upright photo's size and three renditions
 *     → { ok: false, reason, …limit }                   a ListingPhotoRefusal (see photo-limits.ts)
 *   checkPhotoCount(existing: number, adding: number): ListingPhotoRefusal | null
 *     Whether `adding` more photos fit on a listing that has `existing` (at most MAX_LISTING_PHOTOS, the listings' own limit).
 *
 * The rules:
 * - The type is told from the bytes (magic number), never from the file name or the content type sent: JPEG, PNG
 *   and WebP are accepted. An iPhone's HEIC is refused as `heic_not_supported` (the message tells the person how
 *   to send JPEG); other image formats as `unsupported_type` with the type named; anything else as
 *   `not_an_image`; a file that cannot be read to its end as `damaged`.
 * - Limits, checked before any pixel is decoded: MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS (from the header, so a small
 *   file declaring 30000 × 30000 px costs a header read), MAX_PHOTO_SIDE, MIN_PHOTO_SIDE; decoding and encoding
 *   must end within MAX_PROCESSING_SECONDS.
 * - Renditions: one for each of RENDITION_WIDTHS (320, 640, 1280), stored as `/<slot>.webp`. A photo narrower
 *   than a slot is never enlarged: that slot holds the photo at its own width (the rendition's `width` says it),
 *   and equal renditions share their bytes. Animated files give their first frame; transparency is flattened onto
 *   white; colours are converted to sRGB and no ICC profile is written.
 * - One photo is processed at a time in a process; up to MAX_WAITING_PHOTOS wait behind it, and one more is refused
 *   as `busy` (a 503: try again shortly) rather than held in memory. libvips' threads, which do the work, run at a
 *   lower CPU priority than the pages (thread-priority.ts).
 *
 * Nothing is stored here: the caller keeps the renditions (the file store, decision 0078) and the listing's rows.
 */
import { checkPhotoBytes, checkPhotoDimensions, MAX_WAITING_PHOTOS, type ListingPhotoRefusal } from "./photo-limits.ts";
import { readPhotoHeader, renderRenditions, type PhotoRendition } from "./photo-renditions.ts";
import { createSerialQueue } from "./photo-queue.ts";
import { sniffPhotoType, type AcceptedPhotoType } from "./photo-type.ts";
import { lowerLibvipsThreads } from "./thread-priority.ts";

export {
  checkPhotoCount,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MIN_PHOTO_SIDE,
  MAX_PROCESSING_SECONDS,
  MAX_WAITING_PHOTOS,
  type ListingPhotoRefusal,
  type ListingPhotoRefusalReason,
} from "./photo-limits.ts";
export { RENDITION_WIDTHS, type PhotoRendition, type RenditionWidth } from "./photo-renditions.ts";
export type { AcceptedPhotoType } from "./photo-type.ts";

/** A processed photo: its type as sent, its upright size, and its renditions, narrowest first. */
export type ProcessedListingPhoto = {
  ok: true;
  type: AcceptedPhotoType;
  width: number;
  height: number;
  renditions: PhotoRendition[];
};

export type ListingPhotoOutcome = ProcessedListingPhoto | ListingPhotoRefusal;

const queue = createSerialQueue(MAX_WAITING_PHOTOS);

export async function processListingPhoto(bytes: Uint8Array): Promise<ListingPhotoOutcome> {
  const tooBig = checkPhotoBytes(bytes.byteLength);
  if (tooBig) return tooBig;
  const type = sniffPhotoType(bytes);
  if (type === "unknown") return { ok: false, reason: "not_an_image" };
  if (type === "heic") return { ok: false, reason: "heic_not_supported" };
  if (type !== "jpeg" && type !== "png" && type !== "webp") return { ok: false, reason: "unsupported_type", type };
  const header = await readPhotoHeader(bytes);
  if (!header) return { ok: false, reason: "damaged" };
  // The decoder libvips picks from the bytes must be the one the magic number named.
  if (header.format !== type) return { ok: false, reason: "not_an_image" };
  const outOfBounds = checkPhotoDimensions(header.width, header.height);
  if (outOfBounds) return outOfBounds;
  const rendered = queue.run(async () => {
    lowerLibvipsThreads();
    try {
      return await renderRenditions(bytes, header);
    } finally {
      lowerLibvipsThreads();
    }
  });
  if (!rendered) return { ok: false, reason: "busy", limit: MAX_WAITING_PHOTOS };
  const outcome = await rendered;
  if (!outcome.ok) return outcome;
  return { ok: true, type, width: header.uprightWidth, height: header.uprightHeight, renditions: outcome.renditions };
}
