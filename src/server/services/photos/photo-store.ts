// Renders a generated photo on first request and keeps it under
// {dataDir}/media/{kind}/{key}/{size}.{format}; later requests read the file.
// Concurrent requests for the same file share one rendering.
import { mkdir, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import sharp from "sharp";
import { createRandom, hashString } from "../../db/seed/random.ts";
import { drawScene } from "./svg-scenes.ts";
import type { PhotoRequest } from "./photo-request.ts";
import { panoramaRoom, renderPanorama } from "./panorama-scene.ts";

const inFlight = new Map<string, Promise<string>>();

export function cachePath(dataDir: string, request: PhotoRequest): string {
  return join(dataDir, "media", request.kind, request.key, `${request.size}.${request.format}`);
}

export async function renderPhoto(request: PhotoRequest): Promise<Buffer> {
  if (request.kind === "panorama") {
    const { data, width, height } = renderPanorama(
      panoramaRoom(request.key),
      createRandom(hashString(`panorama:${request.key}`)),
      request.size,
    );
    const image = sharp(data, { raw: { width, height, channels: 3 } });
    return request.format === "webp" ? image.webp({ quality: 80 }).toBuffer() : image.avif({ quality: 55, effort: 2 }).toBuffer();
  }
  const { svg, width, height } = drawScene(request.kind, createRandom(hashString(`${request.kind}:${request.key}`)), request.key);
  // Rendering the SVG at the target density keeps edges sharp at every size.
  const density = Math.max(24, Math.round((72 * request.size) / width));
  const image = sharp(Buffer.from(svg), { density }).resize(request.size, Math.round((request.size * height) / width));
  return request.format === "webp" ? image.webp({ quality: 72 }).toBuffer() : image.avif({ quality: 50, effort: 2 }).toBuffer();
}

/** The path of the cached file, rendering it first if needed. */
export function ensurePhoto(dataDir: string, request: PhotoRequest): Promise<string> {
  const path = cachePath(dataDir, request);
  const pending = inFlight.get(path);
  if (pending) return pending;
  const work = (async () => {
    try {
      await stat(path);
      return path;
    } catch {
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temp, await renderPhoto(request));
      await rename(temp, path);
      return path;
    }
  })().finally(() => inFlight.delete(path));
  inFlight.set(path, work);
  return work;
}
