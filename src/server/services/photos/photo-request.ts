// What may be asked of /media: a known kind, a short key, one of three sizes
// and two formats. Anything else is refused before touching the disk, so a
// request can never name a path outside the media cache.

export const PHOTO_KINDS = ["property", "building", "floorplan", "agent", "article"] as const;
/** A flat picture's kind; a panorama is the 360° picture of a virtual tour. */
export type FlatPhotoKind = (typeof PHOTO_KINDS)[number];
export type PhotoKind = FlatPhotoKind | "panorama";
export const PHOTO_SIZES = [320, 640, 1280] as const;
/** A panorama comes in one width: the viewer shows a part of it at a time, so it needs more pixels than a photo. */
export const PANORAMA_WIDTH = 2048;
export type PhotoSize = (typeof PHOTO_SIZES)[number] | typeof PANORAMA_WIDTH;
export const PHOTO_FORMATS = ["webp", "avif"] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export type PhotoRequest = { kind: PhotoKind; key: string; size: PhotoSize; format: PhotoFormat };

const KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function parsePhotoRequest(kind: string, key: string, file: string): PhotoRequest | null {
  const panorama = kind === "panorama";
  if ((!panorama && !(PHOTO_KINDS as readonly string[]).includes(kind)) || !KEY.test(key)) return null;
  const match = /^(\d{3,4})\.(webp|avif)$/.exec(file);
  if (!match) return null;
  const size = Number(match[1]);
  if (panorama ? size !== PANORAMA_WIDTH : !(PHOTO_SIZES as readonly number[]).includes(size)) return null;
  return { kind: kind as PhotoKind, key, size: size as PhotoSize, format: match[2] as PhotoFormat };
}

/** @internal The path of a request, the inverse of parsePhotoPath, for its round-trip test (knip: used by tests only). */
export function photoPath(request: PhotoRequest): string {
  return `/media/${request.kind}/${request.key}/${request.size}.${request.format}`;
}
