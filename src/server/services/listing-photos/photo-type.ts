// What a file is, told from its first bytes (its magic number) and never from
// its name or the content type the browser sent: a text file renamed .jpg is
// text. Only JPEG, PNG and WebP are accepted; HEIC and a few other image
// formats are named so the refusal can say what the person sent.

/** The formats an owner's photo may come in. */
export type AcceptedPhotoType = "jpeg" | "png" | "webp";
/** Image formats recognised only to be refused by name. */
export type RefusedImageType = "heic" | "avif" | "gif" | "tiff" | "bmp" | "jpeg-xl" | "svg";
export type SniffedType = AcceptedPhotoType | RefusedImageType | "unknown";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = ascii("RIFF");
const WEBP = ascii("WEBP");
const GIF87 = ascii("GIF87a");
const GIF89 = ascii("GIF89a");
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a];
const BMP = ascii("BM");
const JXL_CODESTREAM = [0xff, 0x0a];
const JXL_CONTAINER = [0x00, 0x00, 0x00, 0x0c, 0x4a, 0x58, 0x4c, 0x20, 0x0d, 0x0a, 0x87, 0x0a];
const FTYP = ascii("ftyp");

// HEIF brands whose pictures are HEVC (what an iPhone writes), and AVIF's (AV1).
const HEVC_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);
// Brands that say only "a HEIF image file": the compatible brands tell which codec.
const GENERIC_HEIF_BRANDS = new Set(["mif1", "msf1", "miaf"]);

const brandAt = (bytes: Uint8Array, at: number): string => String.fromCharCode(...bytes.subarray(at, at + 4));

/** HEIC or AVIF from an ISO base media file's `ftyp` box; null for any other file in that container (a video). */
function heifType(bytes: Uint8Array): "heic" | "avif" | null {
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  const end = Math.min(bytes.length, Math.max(16, boxSize));
  const major = brandAt(bytes, 8);
  const compatible: string[] = [];
  for (let at = 16; at + 4 <= end; at += 4) compatible.push(brandAt(bytes, at));
  if (HEVC_BRANDS.has(major)) return "heic";
  if (AVIF_BRANDS.has(major)) return "avif";
  if (!GENERIC_HEIF_BRANDS.has(major) && !compatible.some((b) => GENERIC_HEIF_BRANDS.has(b))) return null;
  if (compatible.some((b) => HEVC_BRANDS.has(b))) return "heic";
  if (compatible.some((b) => AVIF_BRANDS.has(b))) return "avif";
  return null;
}

/** An SVG is XML text whose first element is `<svg`: looked for in the first kilobyte, after any BOM, declaration or comment. */
function isSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, "");
  if (!/^\s*</.test(head)) return false;
  return /<svg[\s>]/i.test(head);
}

export function sniffPhotoType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, JPEG)) return "jpeg";
  if (startsWith(bytes, PNG)) return "png";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "webp";
  if (startsWith(bytes, FTYP, 4)) return heifType(bytes) ?? "unknown";
  if (startsWith(bytes, GIF87) || startsWith(bytes, GIF89)) return "gif";
  if (startsWith(bytes, TIFF_LE) || startsWith(bytes, TIFF_BE)) return "tiff";
  if (startsWith(bytes, JXL_CODESTREAM) || startsWith(bytes, JXL_CONTAINER)) return "jpeg-xl";
  // "BM" alone begins many text files: a bitmap also has its file size at bytes 2–5.
  if (startsWith(bytes, BMP) && bytes.length >= 14) {
    const declared = (bytes[2]! | (bytes[3]! << 8) | (bytes[4]! << 16) | (bytes[5]! << 24)) >>> 0;
    if (declared === bytes.length) return "bmp";
  }
  if (isSvg(bytes)) return "svg";
  return "unknown";
}
