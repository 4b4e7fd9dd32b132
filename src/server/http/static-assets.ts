import { existsSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";

/**
 * The built browser assets. Files under /assets/ carry a content hash in their
 * names, so they are cached for a year as immutable; the rest (favicon) for an hour.
 */
export async function staticAssets(app: FastifyInstance, options: { root: string }) {
  if (!existsSync(options.root)) return;
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.includes("/assets/");
      reply.header("Cache-Control", immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
}
