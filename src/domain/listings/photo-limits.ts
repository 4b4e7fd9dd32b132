// The limits an owner's photo is held to, in one place for the server's photo
// pipeline and the browser's upload form (which tells them before a file is
// sent), and the reasons a photo is refused, as the upload call names them.
import { MAX_LISTING_PHOTOS } from "./owner-listing-fields.ts";

/** At most this many bytes in one photo (20 MB). */
export const MAX_PHOTO_BYTES = 20_000_000;
/** At most this many pixels in one photo (50 megapixels), checked from the header before any pixel is decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Neither side longer than this (a 50-megapixel strip 50000 × 1000 would make renditions a few pixels tall). */
export const MAX_PHOTO_SIDE = 12_000;
/** The shorter side of the upright photo at least this long: a result card shows 320 × 240. */
export const MIN_PHOTO_SIDE = 240;
/**
 * At most this many of a member's uploaded photos may be on no listing at once (two listings' worth): enough to
 * upload a listing's photos and change their mind, not enough to fill the file store. Unused ones go a day after
 * their upload.
 */
export const MAX_FREE_PHOTOS = 2 * MAX_LISTING_PHOTOS;

/** Why a photo is refused: the upload call's error code, and its `fields.photo`. */
export const PHOTO_REFUSAL_REASONS = [
  /** Not an image at all: text, a PDF, an empty or unrecognised file. */
  "not_an_image",
  /** An image in a format the portal does not take (GIF, TIFF, AVIF, SVG…). */
  "unsupported_type",
  /** An iPhone's HEIC photo: send it as JPEG. */
  "heic_not_supported",
  /** A JPEG, PNG or WebP that cannot be read to its end. */
  "damaged",
  "too_many_bytes",
  "too_many_pixels",
  "too_wide_or_tall",
  "too_small",
  /** MAX_FREE_PHOTOS uploaded and on no listing yet. */
  "too_many_photos",
  "took_too_long",
  /** The server is processing too many photos: try again in a few seconds (a 503, not a 400). */
  "busy",
] as const;
export type PhotoRefusalReason = (typeof PHOTO_REFUSAL_REASONS)[number];
