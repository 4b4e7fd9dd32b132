// HTTP caching of what guests are shown (decision 0020): a GET that a guest
// asked for, answered 200 with a whole body and no cookie, carries a weak
// ETag and may be kept briefly by a shared cache; a repeat request with that
// ETag answers 304. A signed-in viewer's answers are never stored. Answers
// that set their own Cache-Control (static assets, photos, account calls)
// keep it.
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./session.ts";

/** Shared caches may keep a guest's page or API answer this long; browsers revalidate each time. */
export const GUEST_CACHE_CONTROL = "public, max-age=0, s-maxage=60, must-revalidate";
/** What a signed-in viewer is given: nothing is stored. */
export const MEMBER_CACHE_CONTROL = "private, no-store";

export function registerGuestCaching(app: FastifyInstance): void {
  // Added before compression, so the ETag is of the body as written and
  // one tag serves every encoding (hence weak).
  app.addHook("onSend", async (request, reply, payload) => {
    if (request.method !== "GET" && request.method !== "HEAD") return payload;
    if (reply.getHeader("cache-control") !== undefined) return payload;
    if (isMember(request) || reply.getHeader("set-cookie") !== undefined) {
      reply.header("cache-control", MEMBER_CACHE_CONTROL);
      return payload;
    }
    if (reply.statusCode !== 200 || !(typeof payload === "string" || Buffer.isBuffer(payload))) return payload;
    // Pages differ only in their script nonce, which the tag leaves out.
    const tag = etagOf(payload, request.cspNonce);
    reply.header("etag", tag);
    reply.header("cache-control", GUEST_CACHE_CONTROL);
    // The currency and session cookies change what is shown.
    reply.header("vary", appendVary(reply.getHeader("vary"), "Cookie"));
    if (!matches(request.headers["if-none-match"], tag)) return payload;
    notModified(reply);
    return null;
  });
}

// A session cookie, even a stale one (whose answer clears it), makes the answer the viewer's own.
function isMember(request: FastifyRequest): boolean {
  return (request as Partial<FastifyRequest>).viewer?.user != null || request.cookies?.[SESSION_COOKIE] !== undefined;
}

function etagOf(body: string | Buffer, nonce: string): string {
  const hash = createHash("sha1");
  // The bytes as written, around each (ASCII) nonce: a page is a Buffer, and
  // copying it to a string to split it cost as much as the hash itself.
  const bytes = typeof body === "string" ? Buffer.from(body) : body;
  let from = 0;
  if (nonce) {
    for (let at = bytes.indexOf(nonce, 0, "latin1"); at >= 0; at = bytes.indexOf(nonce, from, "latin1")) {
      hash.update(bytes.subarray(from, at));
      from = at + nonce.length;
    }
  }
  hash.update(bytes.subarray(from));
  return `W/"${hash.digest("base64url").slice(0, 27)}"`;
}

function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = tag.slice(2);
  return header.split(",").some((given) => {
    const t = given.trim();
    return t === "*" || t === tag || t === opaque;
  });
}

function notModified(reply: FastifyReply): void {
  reply.code(304);
  // The kept body was written with its own nonce: a new policy would block its scripts.
  reply.removeHeader("content-security-policy");
  reply.removeHeader("content-length");
  reply.removeHeader("content-type");
}

function appendVary(current: unknown, name: string): string {
  const list = typeof current === "string" && current !== "" ? current.split(",").map((v) => v.trim()) : [];
  return list.some((v) => v.toLowerCase() === name.toLowerCase()) ? list.join(", ") : [...list, name].join(", ");
}
