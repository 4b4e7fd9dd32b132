// The photo pipeline on files made here with sharp (and exiftool, for the
// IPTC and PNG text fields sharp cannot write); Debian's exiftool, not sharp's
// own reader, judges that no metadata is left in a rendition.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  MIN_PHOTO_SIDE,
  processListingPhoto,
  type ListingPhotoOutcome,
} from "./listing-photos.ts";

const dir = mkdtempSync(join(tmpdir(), "listing-photos-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Tags = Record<string, unknown>;

/** exiftool's reading of each file: every tag, duplicates and unknown ones included, keyed "Group:Tag". */
function exiftool(files: Record<string, Uint8Array>): Record<string, Tags> {
  const paths = Object.entries(files).map(([name, bytes]) => {
    const path = join(dir, name);
    writeFileSync(path, bytes);
    return path;
  });
  const run = spawnSync("exiftool", ["-j", "-a", "-u", "-G1", ...paths], { encoding: "utf8" });
  if (run.error) throw run.error;
  const read = JSON.parse(run.stdout) as Tags[];
  return Object.fromEntries(read.map((tags) => [String(tags.SourceFile).split("/").at(-1), tags]));
}

/** Runs exiftool on the file in place with these arguments (writing fields sharp cannot), and returns its bytes. */
function exiftoolWrite(name: string, bytes: Uint8Array, args: string[]): Buffer {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  const run = spawnSync("exiftool", ["-overwrite_original", ...args, path], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return readFileSync(path);
}

// What exiftool may say of a clean WebP: about itself, the file, the RIFF/VP8 container and sizes it works out.
const CLEAN_GROUPS = new Set(["ExifTool", "System", "File", "RIFF", "Composite"]);
const PRIVATE =
  /GPS|Make|Model|Artist|Creator|Copyright|By-line|Owner|Serial|Comment|Description|Software|DateTime|Exif|XMP|IPTC|ICC|WebP_Flags/i;

/** The tags exiftool found beyond those of a bare WebP; a simple WebP ("WEBP", not "Extended WEBP") has no chunk that could hold metadata. */
function leftovers(tags: Tags): string[] {
  const found = Object.keys(tags)
    .filter((key) => key !== "SourceFile" && key !== "ExifTool:ExifToolVersion")
    .filter((key) => !CLEAN_GROUPS.has(key.split(":")[0]!) || PRIVATE.test(key));
  return tags["File:FileType"] === "WEBP" ? found : [`File:FileType ${String(tags["File:FileType"])}`, ...found];
}

function processed(outcome: ListingPhotoOutcome) {
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome)}`);
  return outcome;
}

// Stored 800 × 600 with a red band down its left side; EXIF orientation 6 says "turn a quarter clockwise to
// show", so the upright photo is 600 × 800 with the red band across its top.
async function orientedJpegWithEverything(): Promise<Buffer> {
  const red = await sharp({ create: { width: 100, height: 600, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#3060a0" } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withIccProfile("p3")
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "Apple", Model: "iPhone 15 Pro", Artist: "Chan Tai Man", Copyright: "Chan Tai Man", Software: "18.1" },
      IFD2: { DateTimeOriginal: "2026:11:01 10:00:00", BodySerialNumber: "C39XK0001" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 16/1 3025/100", GPSLongitudeRef: "E", GPSLongitude: "114/1 10/1 945/100" },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>Chan Tai Man</rdf:li></rdf:Seq></dc:creator>' +
        "</rdf:Description></rdf:RDF></x:xmpmeta>",
    )
    .toBuffer();
  return exiftoolWrite("oriented.jpg", jpeg, ["-IPTC:By-line=Chan Tai Man", "-IPTC:City=Hong Kong", "-Comment=Flat 12B, Tower 3"]);
}

/** A PNG that begins right and declares `width` × `height`, with one short compressed row: never decodable whole. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(1 + width * 3))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const noisy = (width: number, height: number, channels: 3 | 4 = 3) => {
  const data = Buffer.alloc(width * height * channels);
  for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
  return sharp(data, { raw: { width, height, channels } });
};

describe("processListingPhoto", () => {
  it("turns a JPEG upright from its EXIF orientation and leaves none of its metadata in any rendition", async () => {
    const input = await orientedJpegWithEverything();
    // The fixture does carry what must be removed.
    const before = exiftool({ "input.jpg": input })["input.jpg"]!;
    expect(before).toMatchObject({
      "IFD0:Make": "Apple",
      "IFD0:Artist": "Chan Tai Man",
      "IFD0:Orientation": "Rotate 90 CW",
      "GPS:GPSLatitudeRef": "North",
      "XMP-dc:Creator": "Chan Tai Man",
      "IPTC:By-line": "Chan Tai Man",
      "File:Comment": "Flat 12B, Tower 3",
    });
    expect(Object.keys(before).some((key) => key.startsWith("ICC"))).toBe(true);

    const photo = processed(await processListingPhoto(input));
    expect(photo).toMatchObject({ type: "jpeg", width: 600, height: 800 });
    expect(photo.renditions.map(({ slot, width, height, format }) => ({ slot, width, height, format }))).toEqual([
      { slot: 320, width: 320, height: 427, format: "webp" },
      { slot: 640, width: 600, height: 800, format: "webp" },
      { slot: 1280, width: 600, height: 800, format: "webp" },
    ]);

    // The red band is now across the top, and only there.
    const { data, info } = await sharp(photo.renditions[0]!.bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
    for (const x of [5, 160, 314]) {
      expect(isRed(pixel(x, 10)), `top at x=${x}`).toBe(true);
      expect(isRed(pixel(x, 200)), `middle at x=${x}`).toBe(false);
      expect(isRed(pixel(x, 420)), `bottom at x=${x}`).toBe(false);
    }
    expect(isRed(pixel(5, 200))).toBe(false);

    const read = exiftool(Object.fromEntries(photo.renditions.map((r) => [`oriented-${r.slot}.webp`, r.bytes])));
    for (const [name, tags] of Object.entries(read)) expect(leftovers(tags), name).toEqual([]);
  });

  it("has a judge that sees metadata: a WebP written with its EXIF and ICC profile kept is flagged", async () => {
    const dirty = await noisy(64, 64)
      .webp()
      .withIccProfile("p3")
      .withExif({ IFD0: { Artist: "Chan Tai Man" } })
      .toBuffer();
    const found = leftovers(exiftool({ "dirty.webp": dirty })["dirty.webp"]!);
    expect(found).toContain("IFD0:Artist");
    expect(found).toContain("File:FileType Extended WEBP");
    expect(found.some((key) => key.startsWith("ICC"))).toBe(true);
  });

  it("takes a PNG, drops its text fields and alpha, and never enlarges a photo narrower than a rendition", async () => {
    const png = exiftoolWrite("small.png", await noisy(500, 400, 4).png().toBuffer(), [
      "-PNG:Comment=Owner: Chan Tai Man",
      "-PNG:Author=Chan",
    ]);
    expect(leftovers(exiftool({ "small-in.png": png })["small-in.png"]!).length).toBeGreaterThan(0);
    const photo = processed(await processListingPhoto(png));
    expect(photo).toMatchObject({ type: "png", width: 500, height: 400 });
    expect(photo.renditions.map(({ slot, width, height }) => [slot, width, height])).toEqual([
      [320, 320, 256],
      [640, 500, 400],
      [1280, 500, 400],
    ]);
    expect(photo.renditions[2]!.bytes).toBe(photo.renditions[1]!.bytes);
    expect((await sharp(photo.renditions[1]!.bytes).metadata()).hasAlpha).toBe(false);
    const read = exiftool({ "small-640.webp": photo.renditions[1]!.bytes });
    expect(leftovers(read["small-640.webp"]!)).toEqual([]);
  });

  it("takes a WebP and drops its EXIF and XMP", async () => {
    const webp = await noisy(1600, 1200)
      .webp({ quality: 90 })
      .withExif({ IFD0: { Make: "Samsung", Artist: "Chan Tai Man" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "22/1 16/1 0/1" } })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"/>')
      .toBuffer();
    expect(exiftool({ "in.webp": webp })["in.webp"]).toMatchObject({ "IFD0:Make": "Samsung", "GPS:GPSLatitudeRef": "North" });
    const photo = processed(await processListingPhoto(webp));
    expect(photo).toMatchObject({ type: "webp", width: 1600, height: 1200 });
    expect(photo.renditions.map((r) => r.width)).toEqual([320, 640, 1280]);
    const read = exiftool(Object.fromEntries(photo.renditions.map((r) => [`webp-${r.slot}.webp`, r.bytes])));
    for (const [name, tags] of Object.entries(read)) expect(leftovers(tags), name).toEqual([]);
  });

  it.each([
    [
      "a JPEG with a video after its end (an Android motion photo)",
      () =>
        noisy(600, 400)
          .jpeg()
          .toBuffer()
          .then((jpeg) => Buffer.concat([jpeg, Buffer.from("\0\0\0\x18ftypmp42"), Buffer.alloc(100_000, 7)])),
    ],
    ["a CMYK JPEG", () => noisy(600, 400).toColourspace("cmyk").jpeg().toBuffer()],
    ["a progressive JPEG", () => noisy(600, 400).jpeg({ progressive: true }).toBuffer()],
    ["a 16-bit PNG", () => noisy(600, 400).toColourspace("rgb16").png().toBuffer()],
    ["an interlaced grey PNG with alpha", () => noisy(600, 400).greyscale().ensureAlpha(0.5).png({ progressive: true }).toBuffer()],
    [
      "an animated WebP (its first frame)",
      () =>
        noisy(600, 800)
          .toBuffer()
          .then((frames) =>
            sharp(frames, { raw: { width: 600, height: 800, channels: 3, pageHeight: 400 } })
              .webp()
              .toBuffer(),
          ),
    ],
  ])("takes %s as an opaque sRGB photo", async (_, make) => {
    const photo = processed(await processListingPhoto(await make()));
    expect(photo).toMatchObject({ width: 600, height: 400 });
    const meta = await sharp(photo.renditions[1]!.bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 600, height: 400, channels: 3, space: "srgb", hasAlpha: false });
  });

  it("reads the type from the bytes: a text file named photo.jpg, a PDF and an SVG are refused", async () => {
    // The service is never told a name or a content type, so a renamed file is what its bytes are.
    expect(await processListingPhoto(Buffer.from("Three bedrooms, sea view. Not a photo.\n"))).toEqual({
      ok: false,
      reason: "not_an_image",
    });
    expect(await processListingPhoto(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n"))).toEqual({
      ok: false,
      reason: "not_an_image",
    });
    expect(await processListingPhoto(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"/>'))).toEqual({
      ok: false,
      reason: "unsupported_type",
      type: "svg",
    });
    expect(await processListingPhoto(new Uint8Array(0))).toEqual({ ok: false, reason: "not_an_image" });
  });

  it("refuses a GIF and an AVIF by name, and an iPhone's HEIC with its own reason", async () => {
    const gif = await noisy(300, 300).gif().toBuffer();
    expect(await processListingPhoto(gif)).toEqual({ ok: false, reason: "unsupported_type", type: "gif" });
    const avif = await noisy(300, 300).avif({ effort: 0 }).toBuffer();
    expect(await processListingPhoto(avif)).toEqual({ ok: false, reason: "unsupported_type", type: "avif" });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from("ftypheic\0\0\0\0mif1heicmiaf"), Buffer.alloc(200)]);
    expect(await processListingPhoto(heic)).toEqual({ ok: false, reason: "heic_not_supported" });
  });

  it("refuses a truncated JPEG as damaged", async () => {
    const jpeg = await noisy(1200, 900).jpeg({ quality: 85 }).toBuffer();
    for (const kept of [0.9, 0.5, 0.05]) {
      expect(await processListingPhoto(jpeg.subarray(0, Math.floor(jpeg.length * kept))), `${kept}`).toEqual({
        ok: false,
        reason: "damaged",
      });
    }
    expect(await processListingPhoto(jpeg.subarray(0, 4))).toEqual({ ok: false, reason: "damaged" });
  });

  it("refuses a PNG declaring 30000 × 30000 px from its header, fast and without a large allocation", async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2000);
    await processListingPhoto(pngDeclaring(4000, 3000)); // sharp's first call loads libvips' PNG loader
    const rss = process.memoryUsage.rss();
    const started = performance.now();
    const outcome = await processListingPhoto(bomb);
    const ms = performance.now() - started;
    expect(outcome).toEqual({ ok: false, reason: "too_many_pixels", limit: MAX_PHOTO_PIXELS });
    expect(ms).toBeLessThan(200);
    // Decoding it would take 2.7 GB.
    expect(process.memoryUsage.rss() - rss).toBeLessThan(50_000_000);
  });

  it("refuses a side longer than the limit and a photo too small to show, from the header", async () => {
    expect(await processListingPhoto(pngDeclaring(MAX_PHOTO_SIDE + 1, 1000))).toEqual({
      ok: false,
      reason: "too_wide_or_tall",
      limit: MAX_PHOTO_SIDE,
    });
    const small = await noisy(800, MIN_PHOTO_SIDE - 1)
      .jpeg()
      .toBuffer();
    expect(await processListingPhoto(small)).toEqual({ ok: false, reason: "too_small", limit: MIN_PHOTO_SIDE });
  });

  it("refuses more bytes than the limit before looking at them", async () => {
    const huge = Buffer.alloc(MAX_PHOTO_BYTES + 1);
    huge.set([0xff, 0xd8, 0xff]);
    const started = performance.now();
    expect(await processListingPhoto(huge)).toEqual({ ok: false, reason: "too_many_bytes", limit: MAX_PHOTO_BYTES });
    expect(performance.now() - started).toBeLessThan(50);
  });
});
