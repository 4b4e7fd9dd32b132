import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../src/server/app.ts";
import { loadConfig } from "../../src/server/config.ts";
import type { Database } from "../../src/server/db/client.ts";
import type { RateLimitStore } from "../../src/server/services/rate-limits/rate-limits.ts";
import { SESSION_COOKIE } from "../../src/server/http/session.ts";
import { createTestDatabase } from "./db.ts";
import { apiVisitor, type ApiVisitor } from "./api-client.ts";

export const PUBLIC_URL = "http://portal.test";

/** A clock the test moves. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function testClock(start = Date.now()): TestClock {
  let at = start;
  return { now: () => new Date(at), advance: (ms) => void (at += ms) };
}

/** A store that never refuses: tests of the lockout count more failures than the per-minute limit allows. */
export const unlimitedRateLimits: RateLimitStore = { hit: async () => ({ hits: 1, secondsLeft: 60 }) };

export interface AccountsApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  close(): Promise<void>;
}

export async function startAccountsApp(
  options: {
    env?: Record<string, string>;
    rateLimitStore?: RateLimitStore;
    database?: Database;
    /** The app's own job runner: on by default; false when a test runs the jobs itself. */
    jobs?: false;
  } = {},
): Promise<AccountsApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = testClock();
  const config = loadConfig({ DATA_DIR: "/tmp/hk-accounts-test", LOG_LEVEL: "silent", PUBLIC_URL, ...options.env });
  const app = await buildApp({
    config,
    database,
    logger: false,
    now: clock.now,
    ...(options.rateLimitStore ? { rateLimitStore: options.rateLimitStore } : {}),
    ...(options.jobs === false ? { jobs: false as const } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
}

export function sessionCookieOf(response: LightMyRequestResponse) {
  return (response.cookies as { name: string; value: string; [k: string]: unknown }[]).find((c) => c.name === SESSION_COOKIE);
}

/** The link of the newest mail of `template` to `to`, from platform's outbox. */
export async function latestMailLink(database: Database, to: string, template: string): Promise<string> {
  const [row] = await database.query<{ data: { link?: string } | string }>(
    `select data from mail_outbox where lower(recipient) = lower($1) and template = $2 order by id desc limit 1`,
    [to, template],
  );
  if (!row) throw new Error(`no ${template} mail to ${to}`);
  const data = typeof row.data === "string" ? (JSON.parse(row.data) as { link?: string }) : row.data;
  return data.link!;
}

export async function mailCount(database: Database, to: string, template?: string): Promise<number> {
  const rows = await database.query(
    `select 1 from mail_outbox where lower(recipient) = lower($1) and ($2::text is null or template = $2)`,
    [to, template ?? null],
  );
  return rows.length;
}

export function tokenOf(link: string): string {
  return new URL(link).searchParams.get("token")!;
}

/** Signs up `email` and sets `password` through the verification link; answers the signed-in visitor. */
export async function memberWithPassword(app: FastifyInstance, database: Database, email: string, password: string): Promise<ApiVisitor> {
  const visitor = apiVisitor(app);
  const signup = await visitor.post("/api/account/registerbyemail", { email, language: "en" });
  if (signup.statusCode !== 200) throw new Error(`sign-up failed: ${signup.body}`);
  const token = tokenOf(await latestMailLink(database, email, "verify-email"));
  const confirm = await visitor.post("/api/account/confirmemail", { token, password, confirmPassword: password });
  if (confirm.statusCode !== 200 || confirm.json().result.hasError) throw new Error(`confirm failed: ${confirm.body}`);
  return visitor;
}

export { apiVisitor, type ApiVisitor };
