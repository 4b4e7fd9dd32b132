// /media photos come in 320, 640 and 1280 px widths (see server/services/photos).
const SIZE = /\/\d+\.webp$/;

export function photoAt(path: string, width: 320 | 640 | 1280): string {
  return SIZE.test(path) ? path.replace(SIZE, `/${String(width)}.webp`) : path;
}

export function photoSrcSet(path: string): string | undefined {
  if (!SIZE.test(path)) return undefined;
  return ([320, 640, 1280] as const).map((w) => `${photoAt(path, w)} ${String(w)}w`).join(", ");
}
