// What every module may use, built once per server process: the database,
// the clock, the rate limits, the mail transport and the in-memory reference
// data more than one module reads (two copies of a five-minute snapshot
// could disagree).
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createRateLimits, databaseRateLimitStore, type RateLimits, type RateLimitStore } from "../services/rate-limits/rate-limits.ts";
import { redisRateLimitStore } from "../services/rate-limits/redis-rate-limit-store.ts";
import { createKeywordBuildings, type KeywordBuildings } from "../services/search/keyword-buildings.ts";
import { createListingIndex, type ListingIndex } from "../services/listing-index/listing-index.ts";
import { smtpTransport, type MailTransport } from "../mail/mail-transport.ts";
import { readFileSync } from "node:fs";
import { certificateVault, databaseFileStore, databaseKeyLock, type FileStore } from "../services/files/file-store.ts";
import { s3FileStore } from "../services/files/s3-file-store.ts";
import { createPdfSigning, type PdfSigning } from "../services/pdf-signing/index.ts";

export interface SharedDeps {
  database: Database;
  config: Config;
  /** The clock of dated writes, sessions, tokens and jobs; tests move it. */
  now: () => Date;
  rateLimits: RateLimits;
  /** Free keyword → the buildings it names (search, map pins and the alerts' reverse search). */
  keywordBuildings: KeywordBuildings;
  /** The in-memory listing index behind search, map pins and alerts. */
  listingIndex: ListingIndex;
  /** SMTP when SMTP_URL is set; null keeps mail in the outbox for the local mailbox. */
  mailTransport: MailTransport | null;
  /** Files (PDFs, drawn signatures, the demo sealing certificate): S3_URL's bucket, else the database every process shares (decisions 0078, 0084). */
  files: FileStore;
  /** The PDF engine (Chromium launched on first use), sealing with SEALING_P12_PATH's certificate or the demo one. */
  pdf: PdfSigning;
  /** The server's logger (pino through Fastify). */
  log: Pick<FastifyBaseLogger, "warn" | "info" | "error">;
  /** Releases what the shared dependencies hold open (SMTP, Redis, S3, the PDF engine's browser); the caller closes the database. */
  close(): Promise<void>;
}

export interface SharedDepsOptions {
  database: Database;
  config: Config;
  now?: () => Date;
  log?: SharedDeps["log"];
  /** Where rate limit counters live: given by a test, else Redis when configured, else the database. */
  rateLimitStore?: RateLimitStore;
}

export function createSharedDeps(options: SharedDepsOptions): SharedDeps {
  const { database, config } = options;
  const redisStore = !options.rateLimitStore && config.redisUrl ? redisRateLimitStore(config.redisUrl) : undefined;
  const mailTransport = config.smtpUrl ? smtpTransport(config.smtpUrl) : null;
  const s3Files = config.s3 ? s3FileStore(config.s3, databaseKeyLock(database)) : null;
  const files = s3Files ?? databaseFileStore(database);
  const pdf = createPdfSigning({
    certificate: config.sealing ? { p12: new Uint8Array(readFileSync(config.sealing.p12Path)), password: config.sealing.password } : null,
    vault: certificateVault(files),
  });
  return {
    database,
    config,
    now: options.now ?? (() => new Date()),
    rateLimits: createRateLimits(options.rateLimitStore ?? redisStore ?? databaseRateLimitStore(database)),
    keywordBuildings: createKeywordBuildings(database),
    listingIndex: createListingIndex(database),
    mailTransport,
    files,
    pdf,
    log: options.log ?? { warn: () => {}, info: () => {}, error: () => {} },
    async close() {
      mailTransport?.close();
      await pdf.close();
      await redisStore?.close();
      s3Files?.close();
    },
  };
}
