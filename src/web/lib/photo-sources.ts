// /media photos come in 320, 640 and 1280 px widths (see server/services/photos).
const SIZE = /\/\d+\.webp$/;
type PhotoWidth = 320 | 640 | 1280;

/** The widths of a result card's photo: cards are never wider than ~450 px. */
export const CARD_PHOTO_WIDTHS: readonly PhotoWidth[] = [320, 640];

export function photoAt(path: string, width: PhotoWidth): string {
  return SIZE.test(path) ? path.replace(SIZE, `/${String(width)}.webp`) : path;
}

/** The renditions of a /media photo for srcset; undefined for any other image. */
export function photoSrcSet(path: string, widths: readonly PhotoWidth[] = [320, 640, 1280]): string | undefined {
  if (!SIZE.test(path)) return undefined;
  return widths.map((w) => `${photoAt(path, w)} ${String(w)}w`).join(", ");
}
