// The limits an owner's photos are held to, and the refusals that name them.
// Every refusal is a value, never a thrown error, and carries the limit it
// names, so the route layer can answer 400 with a message in the visitor's
// language (the service writes no message).
import { MAX_LISTING_PHOTOS } from "../../../domain/listings/owner-listing-fields.ts";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MIN_PHOTO_SIDE,
  type MAX_FREE_PHOTOS,
  type PhotoRefusalReason,
} from "../../../domain/listings/photo-limits.ts";
import type { RefusedImageType } from "./photo-type.ts";

// The limits the browser also tells live in the domain; those only the server knows are here.
export { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, MAX_PHOTO_SIDE, MIN_PHOTO_SIDE };

/** A photo's decoding and encoding must end within this many seconds; a file that takes longer is refused. */
export const MAX_PROCESSING_SECONDS = 20;
/** At most this many photos (one listing's worth) wait for the one being processed; one more is turned away until the queue drains. */
export const MAX_WAITING_PHOTOS = 20;

export type ListingPhotoRefusal =
  /** Not an image at all: text, a PDF, an empty or unrecognised file, or bytes that only begin like an image. */
  | { ok: false; reason: "not_an_image" }
  /** An image in a format the portal does not take (GIF, TIFF, AVIF, SVG…), named. */
  | { ok: false; reason: "unsupported_type"; type: Exclude<RefusedImageType, "heic"> }
  /** An iPhone's HEIC photo: the person is told how to send it as JPEG. */
  | { ok: false; reason: "heic_not_supported" }
  /** A JPEG, PNG or WebP that cannot be read to its end: truncated or corrupt. */
  | { ok: false; reason: "damaged" }
  | { ok: false; reason: "too_many_bytes"; limit: typeof MAX_PHOTO_BYTES }
  | { ok: false; reason: "too_many_pixels"; limit: typeof MAX_PHOTO_PIXELS }
  | { ok: false; reason: "too_wide_or_tall"; limit: typeof MAX_PHOTO_SIDE }
  | { ok: false; reason: "too_small"; limit: typeof MIN_PHOTO_SIDE }
  /** More than a listing takes, or more of a member's photos on no listing than MAX_FREE_PHOTOS. */
  | { ok: false; reason: "too_many_photos"; limit: typeof MAX_LISTING_PHOTOS | typeof MAX_FREE_PHOTOS }
  | { ok: false; reason: "took_too_long"; limit: typeof MAX_PROCESSING_SECONDS }
  /** Too many photos already waiting in this process: try again shortly (a 503 rather than a 400). */
  | { ok: false; reason: "busy"; limit: typeof MAX_WAITING_PHOTOS };

export type ListingPhotoRefusalReason = ListingPhotoRefusal["reason"];
// Every refusal's code is in the domain's list, and the list has no code the pipeline never gives.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const reasonsMatch: Same<ListingPhotoRefusalReason, PhotoRefusalReason> = true;
void reasonsMatch;

/**
 * Whether `adding` more photos fit on a listing that has `existing`: null when they do, else the refusal naming
 * the limit. The route layer asks this before reading the files.
 */
export function checkPhotoCount(existing: number, adding: number): ListingPhotoRefusal | null {
  return existing + adding > MAX_LISTING_PHOTOS ? { ok: false, reason: "too_many_photos", limit: MAX_LISTING_PHOTOS } : null;
}

/** The refusal for a photo of this many bytes, or null when the count is within the limit. */
export function checkPhotoBytes(byteLength: number): ListingPhotoRefusal | null {
  return byteLength > MAX_PHOTO_BYTES ? { ok: false, reason: "too_many_bytes", limit: MAX_PHOTO_BYTES } : null;
}

/**
 * The refusal for an image whose header declares these dimensions (as stored, before EXIF orientation: a quarter
 * turn swaps the sides, so the smaller one is compared with the minimum), or null when they are within the limits.
 */
export function checkPhotoDimensions(width: number, height: number): ListingPhotoRefusal | null {
  if (width * height > MAX_PHOTO_PIXELS) return { ok: false, reason: "too_many_pixels", limit: MAX_PHOTO_PIXELS };
  if (Math.max(width, height) > MAX_PHOTO_SIDE) return { ok: false, reason: "too_wide_or_tall", limit: MAX_PHOTO_SIDE };
  if (Math.min(width, height) < MIN_PHOTO_SIDE) return { ok: false, reason: "too_small", limit: MIN_PHOTO_SIDE };
  return null;
}
