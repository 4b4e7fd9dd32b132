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
import { healthRoutes } from "./api/health-routes.ts";
import { preferenceRoutes } from "./api/preference-routes.ts";
import { photoRoutes } from "./api/photo-routes.ts";
import { propertyRoutes } from "./api/property-routes.ts";
import { dataRoutes } from "./api/data-routes.ts";
import { placeRoutes } from "./api/place-routes.ts";
import { openapiRoutes } from "./api/openapi-routes.ts";
import { staticMapRoutes } from "./api/static-map-routes.ts";
import { createPortalServices } from "./services/portal-services.ts";
import { accountRoutes } from "./api/account-routes.ts";
import { profileRoutes } from "./api/profile-routes.ts";
import { savedPropertyRoutes } from "./api/saved-property-routes.ts";
import { savedSearchRoutes } from "./api/saved-search-routes.ts";
import { oneClickUnsubscribeRoutes } from "./api/one-click-unsubscribe-routes.ts";
import { createAlertService } from "./services/alerts/alert-service.ts";
import { alertJobs, scheduleAlerts } from "./services/alerts/alert-jobs.ts";
import { createKeywordBuildings } from "./services/search/keyword-buildings.ts";
import { communicationRoutes } from "./api/communication-routes.ts";
import { createEnquiryService } from "./services/enquiries/enquiry-service.ts";
import { createNewsletterService } from "./services/enquiries/newsletter-service.ts";
import { registerSession } from "./http/session.ts";
import { createAccountServices, type AccountServices } from "./services/accounts/account-services.ts";
import { warmUpPasswords } from "./services/accounts/passwords.ts";
import type { RateLimitStore } from "./http/rate-limits.ts";
import { redisRateLimitStore } from "./http/redis-rate-limit-store.ts";
import { createJobRunner, type JobRunnerOptions } from "./jobs/job-runner.ts";
import { MAINTENANCE_JOB, maintenanceJob, scheduleMaintenance } from "./jobs/maintenance-job.ts";
import { SEND_MAIL_JOB } from "./mail/outbox.ts";
import { sendMailJob } from "./mail/mail-sender.ts";
import { smtpTransport } from "./mail/mail-transport.ts";
import { mailboxRoutes } from "./api/mailbox-routes.ts";

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

  const redisStore = config.redisUrl ? redisRateLimitStore(config.redisUrl) : undefined;
  const rateLimitStore = options.rateLimitStore ?? redisStore;
  const services = createPortalServices(database, {
    ...(rateLimitStore ? { rateLimitStore } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  const mailTransport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const clock = options.now ?? (() => new Date());
  const alerts = createAlertService({
    database,
    listingIndex: services.listingIndex,
    search: services.search,
    keywords: createKeywordBuildings(database),
    publicUrl: config.publicUrl,
    now: clock,
  });
  const jobs = createJobRunner({
    database,
    handlers: {
      [SEND_MAIL_JOB]: sendMailJob({ database, transport: mailTransport, publicUrl: config.publicUrl, from: config.mailFrom }),
      [MAINTENANCE_JOB]: maintenanceJob(database),
      ...alertJobs(database, alerts, clock),
    },
    log: app.log,
    ...(options.jobs || {}),
  });
  if (options.jobs !== false) {
    app.addHook("onReady", async () => {
      await scheduleMaintenance(database);
      await scheduleAlerts(database, clock());
      jobs.start();
    });
  }
  // Stop taking jobs (letting the one in hand finish) before the caller closes the database.
  app.addHook("onClose", async () => {
    await jobs.stop();
    mailTransport?.close();
    await redisStore?.close();
  });
  const accounts = createAccountServices({
    database,
    rateLimits: services.rateLimits,
    publicUrl: config.publicUrl,
    oidcProviders: config.oidcProviders,
    ...(options.now ? { now: options.now } : {}),
    onBackgroundError: (error) => app.log.warn({ err: error }, "session bookkeeping failed"),
  });
  app.decorate("accounts", accounts);
  registerSession(app, accounts.sessions);
  await warmUpPasswords();
  // Load the listing index while the server starts, not on the first search.
  services.listingIndex.refresh().catch((error: unknown) => app.log.warn({ err: error }, "listing index not loaded yet"));
  await app.register(healthRoutes, { database });
  await app.register(preferenceRoutes, { secureCookies: config.publicUrl.startsWith("https:") });
  await app.register(photoRoutes, { dataDir: config.dataDir });
  await app.register(propertyRoutes, { services });
  await app.register(dataRoutes, { services });
  await app.register(placeRoutes, { services });
  await app.register(accountRoutes, { accounts });
  await app.register(profileRoutes, { accounts });
  await app.register(savedPropertyRoutes, { services });
  await app.register(savedSearchRoutes, { services });
  const communicationDeps = {
    database,
    rateLimits: services.rateLimits,
    now: options.now ?? (() => new Date()),
    publicUrl: config.publicUrl,
  };
  const enquiries = createEnquiryService({ ...communicationDeps, international: services.international });
  const newsletter = createNewsletterService({ ...communicationDeps, onUserChanged: (userId) => accounts.sessions.forgetUser(userId) });
  await app.register(communicationRoutes, { enquiries, newsletter });
  await app.register(oneClickUnsubscribeRoutes, { alerts, newsletter });
  await app.register(openapiRoutes);
  await app.register(staticMapRoutes);
  // Without SMTP_URL mail stays in the outbox; the local mailbox shows it.
  if (!config.smtpUrl) {
    await app.register(mailboxRoutes, { database, publicUrl: config.publicUrl });
    if (!isLoopbackUrl(config.publicUrl)) {
      app.log.warn(`SMTP_URL is not set: e-mail is not sent, and ${config.publicUrl}/mailbox shows it to anyone who can reach this server`);
    }
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
              fresh: () => services.listingIndex.current(),
              listen: (onChange) => services.listingIndex.onChange(onChange),
            }),
          }
        : {}),
      contextFor: (request) => ({
        currencyId: currencyOf(request),
        publicUrl: config.publicUrl,
        services,
        enquiries,
        mapTileUrl: config.mapTileUrl,
        staticMap: config.staticMap,
        careersUrl: config.careersUrl,
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
