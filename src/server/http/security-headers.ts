import { randomFillSync } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";

declare module "fastify" {
  interface FastifyRequest {
    /** Per-request nonce for the inline scripts React Router writes into pages. */
    cspNonce: string;
  }
}

type RawWithNonce = IncomingMessage & { cspNonce?: string };

/**
 * Security headers on every response. Scripts need a per-request nonce (no
 * 'unsafe-inline'); styles allow inline because server-rendered React style
 * attributes and Leaflet's positioning use them, and a style nonce would make
 * browsers ignore 'unsafe-inline'.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { mapTileUrl?: string | undefined; https: boolean }) {
  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request) => {
    request.cspNonce = nextNonce();
    (request.raw as RawWithNonce).cspNonce = request.cspNonce;
  });
  const tileOrigin = options.mapTileUrl ? originOf(options.mapTileUrl) : undefined;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'none'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", (req) => `'nonce-${(req as RawWithNonce).cspNonce ?? ""}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...(tileOrigin ? [tileOrigin] : [])],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...(options.https ? [] : ["ws:"])],
        frameSrc: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
}

// 16 random bytes a nonce, cut from a pool refilled every 256 requests (as
// node's randomUUID does): one randomBytes call per request cost ~2 % of a
// search's CPU.
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolAt = pool.length;

function nextNonce(): string {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  poolAt += NONCE_BYTES;
  return pool.toString("base64", poolAt - NONCE_BYTES, poolAt);
}

function originOf(template: string): string | undefined {
  try {
    const url = new URL(template.replace(/\{[a-z]\}/g, "a").replace(/\{[a-z]+\}/g, "0"));
    return url.host.startsWith("a.") ? `${url.protocol}//*.${url.host.slice(2)}` : url.origin;
  } catch {
    return undefined;
  }
}
