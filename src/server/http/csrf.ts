import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import csrfProtection from "@fastify/csrf-protection";
import { accessOf, contract, contractOf, needsToken } from "./route-contract.ts";
import { platformPolicy } from "../../domain/policy/platform-policy.ts";

/**
 * Anti-forgery for the API. A visitor's secret lives in a
 * __Host- cookie (HttpOnly, Secure, SameSite=Lax); GET
 * /api/communication/getcsrftoken hands out a fresh token derived from it, and
 * every state-changing API call must echo one in X-XSRF-TOKEN. Another site
 * can make the browser send the cookie but cannot read a token, and a token
 * from another visitor does not match this visitor's secret.
 */
export const CSRF_COOKIE = "__Host-hh_csrf";
export const CSRF_HEADER = "x-xsrf-token";

// A fresh token is fetched for every call, so a short life costs nothing.
const TOKEN_VALIDITY_MS = 60 * 60 * 1000;

/** The API, bare or under a language prefix; page routes are not guarded here. */
const API_PATH = /^\/(?:[^/?#]+\/)?api(?:\/|$)/i;
const LANGUAGES = new Set(["en", "zh-hk", "zh-cn"]);

export const TOKEN_FAILED = { result: { hasError: true, message: "tokenFailed" } } as const;

export function isApiPath(url: string): boolean {
  return API_PATH.test(url);
}

/**
 * Whether a request goes to the API: by the route it matched and by its
 * decoded path, so an encoded path (/%61pi/…, which the router decodes to
 * the API route) cannot slip past a check of the raw URL.
 */
export function isGuardedRequest(rawUrl: string, routeUrl: string | undefined): boolean {
  if (routeUrl !== undefined && isApiPath(routeUrl)) return true;
  const path = rawUrl.split(/[?#]/, 1)[0]!;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape cannot name a route; judge the raw path.
  }
  return isApiPath(path) || isApiPath(decoded);
}

export async function registerCsrf(app: FastifyInstance): Promise<void> {
  await app.register(csrfProtection, {
    cookieKey: CSRF_COOKIE,
    // __Host- demands Secure and Path=/ with no Domain; Chromium honours Secure on http://localhost.
    cookieOpts: { path: "/", sameSite: "lax", httpOnly: true, secure: true },
    getToken: (request) => {
      const value = request.headers[CSRF_HEADER];
      return typeof value === "string" ? value : undefined;
    },
    csrfOpts: { validity: TOKEN_VALIDITY_MS },
    logLevel: "info",
  });

  // One hook for every request rather than an option on each route, so a
  // route added later cannot forget it (a GET whose contract says it changes
  // state is guarded too) (src/server/http/csrf.int.test.ts
  // walks the registered routes to prove it).
  app.addHook("onRequest", (request, reply, done) => {
    if (!needsToken(request.method, contractOf(request)) || !isGuardedRequest(request.url, request.routeOptions.url)) return done();
    app.csrfProtection(request, reply, done);
  });

  const tokenRoute = async (request: FastifyRequest<{ Params: { lang?: string } }>, reply: FastifyReply) => {
    if (request.params.lang !== undefined && !LANGUAGES.has(request.params.lang)) {
      return reply.status(404).send({ error: { code: "not_found", message: "No such API route." } });
    }
    reply.header("cache-control", "no-store");
    return { data: reply.generateCsrf() };
  };
  const tokenContract = contract({
    summary: "A fresh anti-forgery token for this visitor; sets the visitor's secret cookie on the first call",
    access: accessOf(platformPolicy, "read"),
    response: "{ data: token }, to send as X-XSRF-TOKEN with the next state-changing call",
  });
  app.get("/api/communication/getcsrftoken", tokenContract, tokenRoute);
  app.get("/:lang/api/communication/getcsrftoken", tokenContract, tokenRoute);
}

/** The plugin's refusals (missing secret, bad token) as the spec's tokenFailed answer. */
export function isCsrfError(error: { code?: string }): boolean {
  return typeof error.code === "string" && error.code.startsWith("FST_CSRF_");
}
