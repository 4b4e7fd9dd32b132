import { randomUUID } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import type { ServerBuild } from "react-router";
import type { Handler as MiddieHandler } from "@fastify/middie";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { registerErrorHandler } from "./http/errors.ts";
import { registerJsonBodyParser } from "./http/json-body.ts";
import { createPageCache } from "./http/page-cache.ts";
import { registerGuestCaching } from "./http/guest-caching.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerCsrf } from "./http/csrf.ts";
import { recordRoutes } from "./http/route-table.ts";
import { staticAssets } from "./http/static-assets.ts";
import { reactRouterPages } from "./http/react-router.ts";
import { currencyOf } from "./http/currency-cookie.ts";
import { registerSession } from "./http/session.ts";
import { registerAccessGate } from "./http/access-gate.ts";
import type { AccountServices } from "./services/accounts/account-services.ts";
import { warmUpPasswords } from "./services/accounts/passwords.ts";
import type { RateLimitStore } from "./services/rate-limits/rate-limits.ts";
import { createJobRunner, type JobRunnerOptions } from "./jobs/job-runner.ts";
import { createSharedDeps } from "./modules/shared-deps.ts";
import { buildPortal } from "./modules/registry.ts";

export interface AppOptions {
  config: Config;
  database: Database;
  /** How pages are rendered: the production build, or Vite in middleware mode (dev). */
  pages?: { getBuild: () => Promise<ServerBuild>; clientRoot?: string; vite?: { middlewares: unknown } };
  logger?: boolean;
  /** The clock of sessions and one-time tokens (tests move it). */
  now?: () => Date;
  /** Where rate limit counters live (tests may pass their own). */
  rateLimitStore?: RateLimitStore;
  /** The background job runner (mail delivery): runs from ready to close unless false; tests may tune it. */
  jobs?: false | Pick<JobRunnerOptions, "pollMs" | "backoffSeconds" | "leaseSeconds">;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The account use-cases (tests reach the session store through it). */
    accounts: AccountServices;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Builds the one Fastify instance: plugins, API routes, static files and server-rendered pages. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: ["req.headers.cookie", "req.headers.authorization"] },
    // Reuse a caller's request id when it is sane, so logs join up across proxies.
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    // A number of hops (not `true`): X-Forwarded-For is believed only from
    // the proxies the operator says stand in front (TRUST_PROXY).
    // A function of the hop, which Fastify's types accept (a number of hops they do not).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxy,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 500 },
  });
  recordRoutes(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await registerSecurityHeaders(app, {
    mapTileUrl: config.mapTileUrl,
    staticMapUrl: config.staticMap?.template,
    tagManagerSrc: config.tagManagerSrc,
    https: config.publicUrl.startsWith("https:"),
  });
  // Before compression: the ETag is of the body as written.
  registerGuestCaching(app);
  // Whole bodies up to 512 KiB (every page and API answer) are compressed in
  // one call: a compression stream per response cost more CPU in all than
  // the compression itself (~1 ms of a 5 ms listing page, measured with
  // bench/run.ts), and on two cores shared with PostgreSQL the threadpool it
  // hands the work to has no idle core to overlap with. Brotli quality 3, not
  // the plugin's 4: half the CPU (0.5 ms instead of 1 ms for a results page)
  // for bodies ~4 % larger. A browser that accepts zstd (Chromium and Firefox
  // do) gets zstd at its default level 3 first: a 124 KB results page in 0.14
  // ms instead of brotli's 0.38, and 17.0 KB instead of 17.3 (decision 0071).
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 512 * 1024,
    encodings: ["zstd", "br", "gzip", "deflate"],
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
    },
  });
  await app.register(cookie);
  await registerCsrf(app);

  // Every module built once from one set of shared dependencies (src/server/modules/registry.ts).
  const shared = createSharedDeps({
    database,
    config,
    log: app.log,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const portal = buildPortal(shared);
  const { accounts } = portal.modules;
  const jobs = createJobRunner({ database, handlers: portal.jobs(), log: app.log, ...(options.jobs || {}) });
  if (options.jobs !== false) {
    app.addHook("onReady", async () => {
      await portal.schedule();
      jobs.start();
    });
  }
  // Stop taking jobs (letting the one in hand finish) before the caller closes the database.
  app.addHook("onClose", async () => {
    await jobs.stop();
    await shared.close();
  });
  app.decorate("accounts", accounts);
  registerSession(app, accounts.sessions);
  registerAccessGate(app);
  await warmUpPasswords();
  // Load the listing index while the server starts, not on the first search.
  shared.listingIndex.refresh().catch((error: unknown) => app.log.warn({ err: error }, "listing index not loaded yet"));
  await portal.registerRoutes(app);
  if (!config.smtpUrl && !isLoopbackUrl(config.publicUrl)) {
    app.log.warn(`SMTP_URL is not set: e-mail is not sent, and ${config.publicUrl}/mailbox shows it to anyone who can reach this server`);
  }
  app.all("/api/*", async (_request, reply) => reply.status(404).send({ error: { code: "not_found", message: "No such API route." } }));

  if (options.pages) {
    const pages = options.pages;
    if (pages.clientRoot) await app.register(staticAssets, { root: pages.clientRoot });
    if (pages.vite) {
      const middie = (await import("@fastify/middie")).default;
      await app.register(middie);
      app.use(pages.vite.middlewares as MiddieHandler);
    }
    const production = !pages.vite;
    await app.register(reactRouterPages, {
      getBuild: pages.getBuild,
      mode: production ? "production" : "development",
      ...(production && config.pageCacheMs > 0
        ? {
            pageCache: createPageCache({
              ttlMs: config.pageCacheMs,
              fresh: () => shared.listingIndex.current(),
              listen: (onChange) => shared.listingIndex.onChange(onChange),
            }),
          }
        : {}),
      contextFor: (request) => ({
        currencyId: currencyOf(request),
        publicUrl: config.publicUrl,
        services: portal.pageServices,
        mapTileUrl: config.mapTileUrl,
        staticMap: config.staticMap,
        careersUrl: config.careersUrl,
        tagManagerSrc: config.tagManagerSrc,
        recapturePrompt: config.recapturePrompt,
        socialProviders: accounts.external.providers(),
        viewer: { user: request.viewer.user, roles: request.viewer.roles, agentId: request.viewer.agentId },
      }),
    });
  }
  return app;
}

function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === "localhost" || host === "[::1]" || host.startsWith("127.");
}
