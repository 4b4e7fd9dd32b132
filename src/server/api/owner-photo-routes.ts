// GET /media/owner/{key}/{320|640|1280}.webp: an owner's uploaded photo, from
// the file store. The static segment `owner` wins over the generated photos'
// /media/{kind}/{key}/{file} route, which has no such kind.
//
// A photo whose listing is live and on the market is anyone's, and kept by
// any cache for a year (a key's bytes never change). Any other photo is its
// owner's and its listing's agent's alone, kept by their browser only; to
// anyone else it answers exactly as an unknown key does, as does a malformed
// key or file name. A listing let, sold or withdrawn takes its photos out of
// the public's reach with it.
import type { FastifyReply } from "fastify";
import { PHOTO_KEY_PATTERN } from "../../domain/listings/owner-listing-fields.ts";
import { listingsPolicy } from "../../domain/policy/listings-policy.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import { RENDITION_WIDTHS, type RenditionWidth } from "../services/listing-photos/listing-photos.ts";
import type { OwnerListingsService } from "../services/owner-listings/owner-listings-service.ts";
import { refuse } from "../http/access-gate.ts";
import { accessOf, contract } from "../http/route-contract.ts";

const PUBLIC = "public, max-age=31536000, immutable";
const PRIVATE = "private, max-age=31536000, immutable";

const WIDTH_OF_FILE = new Map<string, RenditionWidth>(RENDITION_WIDTHS.map((width) => [`${width}.webp`, width]));

/** Whether If-None-Match names this (strong) tag. */
const matches = (header: string | undefined, tag: string) => header?.split(",").some((given) => [tag, "*"].includes(given.trim())) ?? false;

/** An unknown photo, and one the viewer may not see: the same answer, never kept by a cache (it may go live later). */
const notFound = (reply: FastifyReply) => refuse(reply.header("cache-control", "no-store"), "not_found");

export const ownerPhotoRoutes: ModuleRoutes<OwnerListingsService> = async (app, { services: listings }) => {
  app.get<{ Params: { key: string; file: string } }>(
    "/media/owner/:key/:file",
    contract({
      summary: "A rendition of an owner's photo: anyone's while its listing is live, else its owner's and its listing's agent's",
      access: accessOf(listingsPolicy, "photo"),
      response: "image/webp bytes, with an ETag; Cache-Control public for a live listing's photo, private otherwise",
      errors: { 404: "Unknown, malformed, or not the viewer's to see: the same answer for each" },
      ownedIds: [
        { in: "params", field: "key", record: "ownerPhoto" },
        { in: "params", field: "key", record: "agentOwnerPhoto" },
      ],
      example: { params: { key: "0123456789abcdef0123456789abcdef", file: "640.webp" } },
      page: true,
    }),
    async (request, reply) => {
      const { key, file } = request.params;
      const width = WIDTH_OF_FILE.get(file);
      const photo = width && PHOTO_KEY_PATTERN.test(key) ? await listings.photos.rendition(request.viewer, key, width) : null;
      if (!photo) return notFound(reply);
      const tag = `"${photo.sha256}"`;
      reply
        .header("content-type", "image/webp")
        .header("x-content-type-options", "nosniff")
        .header("cache-control", photo.public ? PUBLIC : PRIVATE)
        .header("etag", tag);
      if (matches(request.headers["if-none-match"], tag)) return reply.code(304).send();
      return reply.send(Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength));
    },
  );
};
