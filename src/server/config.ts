import { resolve } from "node:path";
import { z } from "zod";

/** Every setting the process reads, parsed once at start; the README's configuration table mirrors it. */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./.data"),
  BUILD_DIR: z.string().min(1).default("./build"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Sender of the portal's e-mail; defaults to no-reply at PUBLIC_URL's host. */
  MAIL_FROM: z.string().optional(),
  /** Rate limit counters in Redis instead of the database. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Files (documents, photos) in an S3-compatible bucket instead of the database:
   * http(s)://ACCESS_KEY:SECRET@host[:port]/bucket[?region=…], the key and secret percent-encoded.
   */
  S3_URL: z.preprocess((value) => (value === "" ? undefined : value), z.string().transform(s3Of).optional()),
  MAP_TILE_URL: z.string().optional(),
  /** The external careers site linked from the About us menu and the footer; no link when unset. */
  CAREERS_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * A static map service for listings without photos: a URL template with
   * {lat}, {lng}, {zoom}, {width}, {height} and {key}; the locally drawn
   * offline map when unset.
   */
  STATIC_MAP_URL: z
    .string()
    .refine((s) => /^https?:\/\/[^/]+\//.test(s) && s.includes("{lat}") && s.includes("{lng}"), {
      error: "must be an http(s) URL template with {lat} and {lng}",
    })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  STATIC_MAP_KEY: z.string().max(200).optional(),
  /**
   * The site owner's tag manager container (e.g. GTM-ABC123): with it the
   * pages ask visitors for consent to analytics cookies and, once a visitor
   * accepts, load the tag manager; without it there is no banner and no
   * analytics at all.
   */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{2,40}$/, "must be letters, digits, - or _ (e.g. GTM-ABC123)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Where the tag manager's script is loaded from; Google Tag Manager's address for TAG_MANAGER_ID when unset. */
  TAG_MANAGER_SRC: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * The recapture prompt: a visitor who leaves the tab and comes back (or
   * closes the enquiry panel without sending) is asked once a day whether an
   * agent may help. Off unless set to "on", as the spec ships it.
   */
  RECAPTURE_PROMPT: z.enum(["on", "off"]).default("off"),
  /**
   * Proxies in front of the server whose X-Forwarded-For may be believed: 0
   * (none) unless a reverse proxy that sets the header stands in front. The
   * per-IP sign-in and sign-up limits key on the client address, so trusting
   * a header any client can write would let one client pose as many.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SEED_LISTINGS: z.coerce.number().int().min(0).max(5_000_000).default(20_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * How long a guest's rendered page may serve other guests asking for the
   * same address and currency (http/page-cache.ts), at most the listing
   * index's own 1 s freshness; 0 renders every page.
   */
  PAGE_CACHE_MS: z.coerce.number().int().min(0).max(1000).default(1000),
  /** Server processes sharing the port (see workers.ts); PostgreSQL only. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * The agency's sealing certificate for documents to sign: a PKCS#12 file and its password (both or neither).
   * Without them a self-signed demo certificate is made on first use and kept in the database.
   */
  SEALING_P12_PATH: z
    .string()
    .min(1)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SEALING_P12_PASSWORD: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Days a document may be signed in before it expires. */
  DOCUMENT_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * The secret signing links, codes and download URLs are derived from (at least 32 characters); without it one
   * is made on first use and kept in the database, so every process shares it.
   */
  SIGNING_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The agency's licence number printed on its documents. */
  AGENCY_LICENCE_NUMBER: z.string().min(1).max(40).default("C-000000"),
  /** Social sign-in providers, comma-separated ids; each reads OIDC_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _NAME. */
  OIDC_PROVIDERS: z.string().optional(),
});

/** Where the S3 file store keeps its objects, from S3_URL (see the README's configuration table). */
export interface S3Config {
  /** The service's origin, e.g. https://s3.ap-east-1.amazonaws.com or http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const S3_URL_SHAPE = "must be http(s)://ACCESS_KEY:SECRET@host/bucket, optionally ?region=…";

/** S3_URL's parts; the key and secret are percent-decoded (an AWS secret may hold "/", written %2F). */
function s3Of(value: string, context: z.core.$RefinementCtx<string>): S3Config {
  const fail = (message: string) => {
    context.issues.push({ code: "custom", message: `${S3_URL_SHAPE}${message}`, input: value });
    return z.NEVER;
  };
  const encodeSlash = ' (percent-encode "/" in the secret as %2F)';
  if (!URL.canParse(value)) return fail(encodeSlash);
  const url = new URL(value);
  if (url.protocol !== "http:" && url.protocol !== "https:") return fail("");
  const [accessKeyId, secretAccessKey, bucket] = [url.username, url.password, url.pathname.slice(1)].map(decoded);
  if (!accessKeyId || !secretAccessKey) return fail(": the access key or the secret is missing or badly encoded");
  if (!bucket || !/^[A-Za-z0-9._-]{3,63}$/.test(bucket)) return fail(`: "${url.pathname.slice(1)}" is not a bucket name`);
  const unknown = [...url.searchParams.keys()].find((name) => name !== "region");
  if (unknown !== undefined) return fail(`: "${unknown}" is not understood`);
  const region = url.searchParams.get("region") ?? "us-east-1";
  if (!/^[a-z0-9-]{1,40}$/.test(region)) return fail(`: "${region}" is not a region`);
  return { endpoint: url.origin, region, bucket, accessKeyId, secretAccessKey };
}

function decoded(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** One OpenID Connect provider for social sign-in (see the README's configuration table). */
export interface OidcProviderConfig {
  /** Lower-case id used in URLs and stored with linked accounts, e.g. "google". */
  id: string;
  /** Button label, e.g. "Google". */
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
}

const PROVIDER_ID = /^[a-z0-9_-]{1,50}$/;

function parseOidcProviders(env: Record<string, string | undefined>, list: string | undefined): OidcProviderConfig[] {
  const ids = (list ?? "")
    .split(",")
    .map((id) => id.trim().toLowerCase())
    .filter(Boolean);
  return ids.map((id) => {
    if (!PROVIDER_ID.test(id)) throw new ConfigError(`Invalid setting OIDC_PROVIDERS: "${id}" must be lower-case letters, digits, - or _`);
    const key = id.toUpperCase().replaceAll("-", "_");
    const issuer = env[`OIDC_${key}_ISSUER`];
    const clientId = env[`OIDC_${key}_CLIENT_ID`];
    if (!issuer || !URL.canParse(issuer))
      throw new ConfigError(`Invalid setting OIDC_${key}_ISSUER: the provider's issuer URL is required`);
    if (!clientId) throw new ConfigError(`Invalid setting OIDC_${key}_CLIENT_ID: required for provider ${id}`);
    return { id, name: env[`OIDC_${key}_NAME`] || id, issuer, clientId, clientSecret: env[`OIDC_${key}_CLIENT_SECRET`] || undefined };
  });
}

export interface Config {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  buildDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** The S3 bucket files are kept in (S3_URL); undefined: the database. */
  s3: S3Config | undefined;
  mapTileUrl: string | undefined;
  /** The static map service's URL template and key; undefined for the offline map. */
  staticMap: { template: string; key: string } | undefined;
  careersUrl: string | undefined;
  /** The tag manager's script address (TAG_MANAGER_ID, TAG_MANAGER_SRC); undefined: no analytics and no consent banner. */
  tagManagerSrc: string | undefined;
  /** Whether the recapture prompt is on (RECAPTURE_PROMPT). */
  recapturePrompt: boolean;
  /** Proxy hops whose X-Forwarded-* headers are believed (0: none). */
  trustProxy: number;
  seedListings: number;
  logLevel: string;
  workers: number;
  /** Milliseconds a guest's page is kept for other guests; 0: off. */
  pageCacheMs: number;
  /** Social sign-in providers; empty when none is configured (the buttons hide). */
  oidcProviders: OidcProviderConfig[];
  /** The sealing certificate's PKCS#12 file and password; null: the demo certificate. */
  sealing: { p12Path: string; password: string } | null;
  documentExpiryDays: number;
  /** SIGNING_SECRET, or undefined: one kept in the database. */
  signingSecret: string | undefined;
  agencyLicenceNumber: string;
}

/** The tag manager's script address: TAG_MANAGER_SRC as given, else Google Tag Manager's for the id. */
function tagManagerSrcOf(id: string | undefined, src: string | undefined): string | undefined {
  if (src && !id) throw new ConfigError("Invalid setting TAG_MANAGER_SRC: it needs TAG_MANAGER_ID, the container it loads");
  if (!id) return undefined;
  return src ?? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid setting ${issue.path.join(".")}: ${issue.message}`);
  }
  const value = parsed.data;
  if (value.WEB_CONCURRENCY > 1 && !value.DATABASE_URL) {
    throw new ConfigError("WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database belongs to one process.");
  }
  if ((value.SEALING_P12_PATH === undefined) !== (value.SEALING_P12_PASSWORD === undefined)) {
    throw new ConfigError("Invalid setting SEALING_P12_PATH: set it and SEALING_P12_PASSWORD together, or neither (the demo certificate)");
  }
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, "");
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir: resolve(value.DATA_DIR),
    buildDir: resolve(value.BUILD_DIR),
    databaseUrl: value.DATABASE_URL || undefined,
    publicUrl,
    smtpUrl: value.SMTP_URL || undefined,
    mailFrom: value.MAIL_FROM || `Harbour Homes <no-reply@${new URL(publicUrl).hostname}>`,
    redisUrl: value.REDIS_URL || undefined,
    s3: value.S3_URL,
    mapTileUrl: value.MAP_TILE_URL || undefined,
    staticMap: value.STATIC_MAP_URL ? { template: value.STATIC_MAP_URL, key: value.STATIC_MAP_KEY ?? "" } : undefined,
    careersUrl: value.CAREERS_URL,
    tagManagerSrc: tagManagerSrcOf(value.TAG_MANAGER_ID, value.TAG_MANAGER_SRC),
    recapturePrompt: value.RECAPTURE_PROMPT === "on",
    trustProxy: value.TRUST_PROXY,
    seedListings: value.SEED_LISTINGS,
    logLevel: value.LOG_LEVEL,
    workers: value.WEB_CONCURRENCY,
    pageCacheMs: value.PAGE_CACHE_MS,
    oidcProviders: parseOidcProviders(env, value.OIDC_PROVIDERS),
    sealing: value.SEALING_P12_PATH ? { p12Path: resolve(value.SEALING_P12_PATH), password: value.SEALING_P12_PASSWORD ?? "" } : null,
    documentExpiryDays: value.DOCUMENT_EXPIRY_DAYS,
    signingSecret: value.SIGNING_SECRET,
    agencyLicenceNumber: value.AGENCY_LICENCE_NUMBER,
  };
}
