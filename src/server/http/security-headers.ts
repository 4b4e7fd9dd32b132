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
type PolicyOptions = {
  mapTileUrl?: string | undefined;
  staticMapUrl?: string | undefined;
  /** The tag manager's script (TAG_MANAGER_SRC): its origin may serve scripts, be called and send pixels; nothing when unset. */
  tagManagerSrc?: string | undefined;
  https: boolean;
};

export async function registerSecurityHeaders(app: FastifyInstance, options: PolicyOptions) {
  const [policyHead, policyTail] = contentSecurityPolicy(options);
  app.decorateRequest("cspNonce", "");
  // The policy is written once; each response only splices in its nonce
  // (helmet re-serialises every directive per request when one is a function).
  app.addHook("onRequest", async (request, reply) => {
    request.cspNonce = nextNonce();
    (request.raw as RawWithNonce).cspNonce = request.cspNonce;
    reply.header("content-security-policy", policyHead + request.cspNonce + policyTail);
  });
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
}

const NONCE_SLOT = "\u0000nonce\u0000";

/** The Content-Security-Policy header, split where each response's script nonce goes. */
export function contentSecurityPolicy(options: PolicyOptions): [string, string] {
  const tileOrigin = options.mapTileUrl ? originOf(options.mapTileUrl) : undefined;
  const staticMapOrigin = options.staticMapUrl ? originOf(options.staticMapUrl) : undefined;
  const tagOrigins = options.tagManagerSrc ? [new URL(options.tagManagerSrc).origin] : [];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["base-uri", ["'none'"]],
    ["object-src", ["'none'"]],
    ["frame-ancestors", ["'self'"]],
    ["form-action", ["'self'"]],
    ["script-src", ["'self'", `'nonce-${NONCE_SLOT}'`, ...tagOrigins]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    [
      "img-src",
      ["'self'", "data:", "blob:", ...new Set([tileOrigin, staticMapOrigin, ...tagOrigins].filter((o): o is string => o !== undefined))],
    ],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", ...(options.https ? [] : ["ws:"]), ...tagOrigins]],
    ["frame-src", ["'self'"]],
    ...(options.https ? [["upgrade-insecure-requests", []] as [string, string[]]] : []),
  ];
  const policy = directives.map(([name, values]) => [name, ...values].join(" ")).join(";");
  const [head, tail] = policy.split(NONCE_SLOT) as [string, string];
  return [head, tail];
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
