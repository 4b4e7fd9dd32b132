import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { PHOTO_KINDS } from "./photo-request.ts";
import { cachePath, ensurePhoto, renderPhoto } from "./photo-store.ts";

const dir = mkdtempSync(join(tmpdir(), "photo-store-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("generated photos", () => {
  it.each(PHOTO_KINDS)("renders a %s at the asked width", async (kind) => {
    const buffer = await renderPhoto({ kind, key: "k1", size: 320, format: "webp" });
    const meta = await sharp(buffer).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(kind === "agent" ? 320 : 240);
  });

  it("draws the same picture for a key and different ones for different keys", async () => {
    const a = await renderPhoto({ kind: "property", key: "p1-1", size: 320, format: "webp" });
    const b = await renderPhoto({ kind: "property", key: "p1-1", size: 320, format: "webp" });
    const c = await renderPhoto({ kind: "property", key: "p1-2", size: 320, format: "webp" });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it("renders AVIF too", async () => {
    const meta = await sharp(await renderPhoto({ kind: "building", key: "b1-1", size: 320, format: "avif" })).metadata();
    expect(meta.format).toBe("heif");
  });

  it("caches on disk and shares concurrent renders", async () => {
    const request = { kind: "floorplan", key: "f9", size: 640, format: "webp" } as const;
    const [p1, p2] = await Promise.all([ensurePhoto(dir, request), ensurePhoto(dir, request)]);
    expect(p1).toBe(cachePath(dir, request));
    expect(p2).toBe(p1);
    const first = statSync(p1).mtimeMs;
    await ensurePhoto(dir, request);
    expect(statSync(p1).mtimeMs).toBe(first);
  });
});
