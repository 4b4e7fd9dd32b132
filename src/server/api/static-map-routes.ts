// /staticmap/{lat}/{lng}/{width}x{height}.svg: the offline static map of a
// listing without photos (see services/pages/static-map.ts). Only the two
// sizes of the spec are served, so the cache holds a bounded set per point.
import type { FastifyInstance } from "fastify";
import { STATIC_MAP_SIZES } from "../../domain/map/static-map-url.ts";
import { isValidMapPoint, renderStaticMap } from "../services/pages/static-map.ts";

const SIZES = new Set(Object.values(STATIC_MAP_SIZES).map((s) => `${s.width}x${s.height}.svg`));
const COORD = /^-?\d{1,3}\.\d{1,6}$/;

export async function staticMapRoutes(app: FastifyInstance) {
  app.get<{ Params: { lat: string; lng: string; file: string } }>("/staticmap/:lat/:lng/:file", async (request, reply) => {
    const { lat, lng, file } = request.params;
    if (!COORD.test(lat) || !COORD.test(lng) || !SIZES.has(file) || !isValidMapPoint(Number(lat), Number(lng))) {
      return reply.code(404).send({ error: { code: "not_found", message: "No such map." } });
    }
    const [width, height] = file.replace(".svg", "").split("x").map(Number) as [number, number];
    return reply
      .header("Content-Type", "image/svg+xml; charset=utf-8")
      .header("Cache-Control", "public, max-age=604800, immutable")
      .send(renderStaticMap(Number(lat), Number(lng), width, height));
  });
}
