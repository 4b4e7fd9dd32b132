// A refused photo as the upload call answers it: the refusal's code, an
// English sentence naming the limit (the browser shows its own words for the
// code, in the visitor's language), and the code again under `fields.photo`.
import { MAX_FREE_PHOTOS } from "../../domain/listings/photo-limits.ts";
import type { ListingPhotoRefusal } from "../services/listing-photos/listing-photos.ts";
import { AppError } from "../http/errors.ts";

/** How long a member is asked to wait when the server is processing too many photos. */
export const BUSY_RETRY_SECONDS = 10;

const count = (n: number) => n.toLocaleString("en-US");

export function photoRefusalMessage(refusal: ListingPhotoRefusal): string {
  switch (refusal.reason) {
    case "not_an_image":
      return "The file is not a photo: send a JPEG, PNG or WebP image.";
    case "unsupported_type":
      return `${refusal.type.toUpperCase()} images are not taken: send a JPEG, PNG or WebP image.`;
    case "heic_not_supported":
      return "HEIC photos are not taken: send it as JPEG (on an iPhone, Settings → Camera → Formats → Most Compatible; on a Mac, export it as JPEG).";
    case "damaged":
      return "The photo cannot be read to its end: it may be cut short or damaged.";
    case "too_many_bytes":
      return `The photo is larger than ${count(refusal.limit / 1_000_000)} MB.`;
    case "too_many_pixels":
      return `The photo has more than ${count(refusal.limit / 1_000_000)} megapixels.`;
    case "too_wide_or_tall":
      return `The photo is wider or taller than ${count(refusal.limit)} pixels.`;
    case "too_small":
      return `The photo's shorter side is less than ${count(refusal.limit)} pixels.`;
    case "too_many_photos":
      return refusal.limit === MAX_FREE_PHOTOS
        ? `You already have ${count(refusal.limit)} photos on no listing: add them to a listing, or wait a day for unused ones to be removed.`
        : `A listing takes at most ${count(refusal.limit)} photos.`;
    case "took_too_long":
      return `The photo took longer than ${count(refusal.limit)} seconds to process.`;
    case "busy":
      return `Too many photos are being processed: try again in ${count(BUSY_RETRY_SECONDS)} seconds.`;
  }
}

/** The error the upload call answers for a refusal: 400, or 503 for `busy` (the caller adds Retry-After). */
export function photoRefused(refusal: ListingPhotoRefusal): AppError {
  const status = refusal.reason === "busy" ? 503 : 400;
  return new AppError(status, refusal.reason, photoRefusalMessage(refusal), { photo: refusal.reason });
}
