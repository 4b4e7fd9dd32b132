// GET /media/{kind}/{key}/{size}.{webp|avif}: generated listing, building,
// floor-plan, agent and article images, rendered on first request and then
// served from the cache with a year-long immutable lifetime (a key's picture
// never changes).
import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { parsePhotoRequest } from "../services/photos/photo-request.ts";
import { ensurePhoto } from "../services/photos/photo-store.ts";

export async function photoRoutes(app: FastifyInstance, opts: { dataDir: string }): Promise<void> {
  app.get<{ Params: { kind: string; key: string; file: string } }>("/media/:kind/:key/:file", async (request, reply) => {
    const photo = parsePhotoRequest(request.params.kind, request.params.key, request.params.file);
    if (!photo) return reply.code(404).send({ error: "Not Found" });
    const path = await ensurePhoto(opts.dataDir, photo);
    return reply
      .header("content-type", `image/${photo.format}`)
      .header("cache-control", "public, max-age=31536000, immutable")
      .send(createReadStream(path));
  });
}
