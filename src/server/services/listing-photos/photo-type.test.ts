import { describe, expect, it } from "vitest";
import { sniffPhotoType } from "./photo-type.ts";

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

// The first 28 bytes of a HEIC file Debian's heif-enc (libheif 1.15, x265) wrote: an `ftyp` box of major brand
// "heic" with the compatible brands mif1, heic and miaf, as an iPhone writes.
const HEIC_FTYP = [0, 0, 0, 0x1c, ...Buffer.from("ftypheic"), 0, 0, 0, 0, ...Buffer.from("mif1heicmiaf")];

describe("sniffPhotoType", () => {
  it.each([
    ["jpeg", bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF")],
    ["png", bytes([0x89], "PNG\r\n\x1a\n", [0, 0, 0, 13], "IHDR")],
    ["webp", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")],
    ["heic", Uint8Array.from(HEIC_FTYP)],
    ["heic", bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1heic")],
    ["avif", bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0], "avifmif1miaf")],
    ["avif", bytes([0, 0, 0, 0x18], "ftypmif1", [0, 0, 0, 0], "mif1avif")],
    ["gif", bytes("GIF89a", [1, 0, 1, 0])],
    ["gif", bytes("GIF87a", [1, 0, 1, 0])],
    ["tiff", bytes([0x49, 0x49, 0x2a, 0, 8, 0, 0, 0])],
    ["tiff", bytes([0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8])],
    ["jpeg-xl", bytes([0xff, 0x0a, 0xfa])],
    ["svg", bytes('<?xml version="1.0"?>\n<!-- a drawing -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["svg", bytes([0xef, 0xbb, 0xbf], "  <svg width='10'>")],
  ])("tells %s from its first bytes", (type, file) => expect(sniffPhotoType(file)).toBe(type));

  it("tells a bitmap by its magic and its declared length", () => {
    const bmp = new Uint8Array(30);
    bmp.set([0x42, 0x4d, 30, 0, 0, 0]);
    expect(sniffPhotoType(bmp)).toBe("bmp");
    expect(sniffPhotoType(bytes("BM is the start of this sentence, not a bitmap"))).toBe("unknown");
  });

  it.each([
    ["empty", bytes()],
    ["text", bytes("This is a photo of the living room, honest.\n")],
    ["a PDF", bytes("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj")],
    ["HTML", bytes("<!doctype html><html><body><img src=x></body></html>")],
    ["an MP4 video", bytes([0, 0, 0, 0x18], "ftypisom", [0, 0, 2, 0], "isomiso2")],
    ["a RIFF that is not WebP", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["two bytes of a JPEG", bytes([0xff, 0xd8])],
    ["half a PNG signature", bytes([0x89], "PNG")],
  ])("knows %s is no image", (_, file) => expect(sniffPhotoType(file)).toBe("unknown"));
});
