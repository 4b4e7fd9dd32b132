// A portal on a PostgreSQL database of its own, for journeys that need to
// reach the server's database from the test (mail queued or listings written
// as other systems would) or to start it with settings of their own; and, for
// settings alone, a lighter one on PGlite in a temporary directory.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect } from "@playwright/test";
import pg from "pg";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { seedMarket } from "../../src/server/db/seed/seed-market.ts";

/** A portal process is ready in ~15 s on a quiet machine; beside three journeys' browsers (a load of 13) a two-worker one took over 60 s. */
const PORTAL_READY_MS = 180_000;

const adminUrl = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const started: ReturnType<typeof spawn>[] = [];

/** Kills what a journey left running (a failed journey may not reach its stop). */
export function stopStartedPortals(): void {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
}

/** A port nothing listens on now, for a server of a journey's own. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Waits until the portal at `base` says it is ready (its /readyz answers 200). */
export async function untilReady(base: string): Promise<void> {
  await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: PORTAL_READY_MS }).toBe(200);
}

/**
 * A fresh database of its own, the server on it, and a handle to the database (to queue mail, or write
 * listings as the market's own systems would). `seedListings` seeds a demo market before the server
 * starts; `port` defaults to a free one.
 */
export async function startPortal(name: string, env: Record<string, string>, options: { seedListings?: number; port?: number } = {}) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(`This journey needs PostgreSQL at ${adminUrl} (set E2E_POSTGRES_URL): ${error.message}`);
  });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  if (options.seedListings) {
    const seeding = await openDatabase({ databaseUrl, dataDir: "" });
    await seedMarket(seeding, { listings: options.seedListings, seed: 16 });
    await seeding.close();
  }
  const port = options.port ?? (await freePort());
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      SEED_LISTINGS: "0",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  started.push(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await untilReady(base);
  const database: Database = await openDatabase({ databaseUrl, dataDir: "", migrate: false });
  return {
    base,
    database,
    exited,
    stderr: () => stderr,
    stop: async () => {
      child.kill("SIGTERM");
      const code = await exited;
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      return code;
    },
  };
}

/**
 * A portal with settings of its own on PGlite in a temporary directory, with no listings (content pages,
 * panels and prompts): no PostgreSQL needed, ready in seconds. Stop it with `stop`, or `stopStartedPortals`. With
 * SEED_LISTINGS in `env` it seeds a demo market first, which may need a longer `readyTimeoutMs`.
 */
export async function startPortalWith(env: Record<string, string>, options: { readyTimeoutMs?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "hk-portal-"));
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      SEED_LISTINGS: "0",
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: base,
      TRUST_PROXY: "1",
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  started.push(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await expect
    .poll(async () => (child.exitCode === null ? (await fetch(`${base}/readyz`).catch(() => null))?.status : stderr), {
      timeout: options.readyTimeoutMs ?? PORTAL_READY_MS,
    })
    .toBe(200);
  return {
    base,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
