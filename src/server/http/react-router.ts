import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import type { RequestContext } from "../../web/app-context.ts";
import type { KeptPage, PageCache } from "./page-cache.ts";
import { SESSION_COOKIE } from "./session.ts";

type RequestContextKey = Parameters<RouterContextProvider["set"]>[0];

export interface ReactRouterOptions {
  /** Production: the imported build. Development: a loader that asks Vite for a fresh one. */
  getBuild: () => Promise<ServerBuild>;
  mode: "production" | "development";
  contextFor: (request: FastifyRequest) => Omit<RequestContext, "nonce">;
  /** Guests' pages kept for a moment (production only). */
  pageCache?: PageCache;
}

/**
 * Every path that is not an API route or a static file is a page: the request
 * becomes a web Request, React Router renders it, and its Response streams back.
 */
export async function reactRouterPages(app: FastifyInstance, options: ReactRouterOptions) {
  // Page forms may post any body type; React Router reads the raw stream itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

  // One request handler per build: creating it derives the route tree, so a
  // production build (always the same object) pays for that once, while Vite's
  // fresh builds in development each get their own.
  const handlers = new WeakMap<ServerBuild, ReturnType<typeof createRequestHandler>>();
  const handlerFor = (build: ServerBuild) => {
    let handler = handlers.get(build);
    if (!handler) handlers.set(build, (handler = createRequestHandler(build, options.mode)));
    return handler;
  };

  // The pages' catalog scripts (decision 0065): their addresses carry a hash
  // of their text, so a browser keeps each for a year; an address of no
  // catalog of this build (an old release's) is a 404.
  app.get("/i18n/:file", async (request, reply) => {
    const build = await options.getBuild();
    const { catalogScriptAt } = build.entry.module as unknown as { catalogScriptAt: (address: string) => string | undefined };
    const script = catalogScriptAt(`/i18n/${(request.params as { file: string }).file}`);
    if (script === undefined) return reply.status(404).type("text/plain; charset=utf-8").send("Not Found");
    return reply.header("cache-control", IMMUTABLE).type("text/javascript; charset=utf-8").send(script);
  });

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/*",
    handler: async (request, reply) => {
      const build = await options.getBuild();
      const handler = handlerFor(build);
      const key = (build.entry.module as unknown as { requestContext: RequestContextKey }).requestContext;
      const context = new RouterContextProvider();
      const requestContext = { ...options.contextFor(request), nonce: request.cspNonce } satisfies RequestContext;
      context.set(key, requestContext);
      if (request.method === "GET" && options.pageCache && isGuest(request)) {
        // A guest's page depends on its address and currency only (the loaders read nothing else of the request).
        let own: Response | undefined;
        const page = await options.pageCache.page(`${requestContext.currencyId} ${request.url}`, request.cspNonce, async () =>
          keepable((own = await handler(toWebRequest(request, reply), context)), request.cspNonce),
        );
        if (page) return sendKept(reply, page);
        if (own) return sendWebResponse(reply, own);
      }
      if (request.method === "GET" || request.method === "HEAD") {
        return sendWebResponse(reply, await handler(toWebRequest(request, reply), context));
      }
      // No page takes a form (pages have no actions): another method is a 405
      // where the page exists and the page's own 404 where it does not, found
      // by asking for the page as a GET. The body is never read.
      const page = await handler(toWebRequest(request, reply, "GET"), context);
      if (page.status === 404) return sendWebResponse(reply, page);
      await page.body?.cancel();
      return reply.status(405).header("allow", PAGE_METHODS).type("text/plain; charset=utf-8").send("Method Not Allowed");
    },
  });
}

const PAGE_METHODS = "GET, HEAD";
const IMMUTABLE = "public, max-age=31536000, immutable";

// A session cookie, even a stale one, makes the page the viewer's own.
function isGuest(request: FastifyRequest): boolean {
  return !request.viewer?.user && request.cookies?.[SESSION_COOKIE] === undefined;
}

/** The page as kept for other guests: only a 200 of known length that sets no cookie and no caching of its own. */
async function keepable(response: Response, nonce: string): Promise<KeptPage | null> {
  const h = response.headers;
  if (response.status !== 200 || !h.has("content-length") || h.has("set-cookie") || h.has("cache-control")) return null;
  return { headers: [...h], body: Buffer.from(await response.arrayBuffer()), nonce };
}

function sendKept(reply: FastifyReply, page: KeptPage) {
  reply.status(200);
  for (const [name, value] of page.headers) reply.header(name, value);
  return reply.send(page.body);
}
const BODY_HEADERS = new Set(["content-length", "content-type", "transfer-encoding"]);

function toWebRequest(request: FastifyRequest, reply: FastifyReply, method = request.method): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = method !== "GET" && method !== "HEAD";
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (!hasBody && BODY_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  // Only a visitor who left before the answer was sent stops the work: aborting after every finished answer cost a
  // DOMException and its listeners per page (1 % of a results page's CPU).
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return new Request(url, {
    method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  // A body of known length (a rendered page, see entry.server.tsx) goes whole:
  // the compressor then takes it in one call and the reply gets its length.
  if (response.headers.has("content-length")) return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}
