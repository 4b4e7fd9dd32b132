// The limits an owner's photo is held to, shared by the upload's checks on the
// server and the form that names them to the owner.

/** At most this many bytes in one photo (20 MB). */
export const MAX_PHOTO_BYTES = 20_000_000;
/** At most this many pixels in one photo (50 megapixels), checked from the header before any pixel is decoded. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/** Neither side longer than this (a 50-megapixel strip 50000 × 1000 would make renditions a few pixels tall). */
export const MAX_PHOTO_SIDE = 12_000;
/** The shorter side of the upright photo at least this long: a result card shows 320 × 240. */
export const MIN_PHOTO_SIDE = 240;
