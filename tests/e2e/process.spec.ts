import { spawn } from "node:child_process";
import { get as httpGet } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { freePort, untilReady } from "./postgres-portal.ts";

// The server process itself, as an operator meets it: clear one-line failures
// at start, and a graceful stop. Runs once (desktop project), against the build.
// Each test starts a server of its own on a fresh database: on a loaded two-core machine that alone took 30 s.
test.describe.configure({ mode: "serial", timeout: 300_000 });
test.skip(({ isMobile }) => isMobile, "process behaviour does not depend on the viewport");

const e2ePort = Number(process.env.E2E_PORT ?? 3210);
const started: ReturnType<typeof spawn>[] = [];

// A test that fails half-way must not leave a server holding a port for the retry.
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", SEED_LISTINGS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, stderr: () => stderr };
}

/**
 * One GET on its own connection (no keep-alive pool): a pooled idle socket that
 * the server closes at shutdown would look like a dropped request.
 */
function getOnce(url: string): Promise<{ status: number | string; at: number }> {
  return new Promise((resolve) => {
    const done = (status: number | string) => resolve({ status, at: Date.now() });
    const request = httpGet(url, { agent: false }, (response) => {
      response.resume();
      response.on("end", () => done(response.statusCode ?? 0));
      response.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
    });
    request.on("error", (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
  });
}

/** A port nobody listens on right now, so a stray server cannot answer for ours. */
function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "hk-process-"));
}

test("a second process on the same data directory exits with a clear message", async () => {
  const server = startServer({ DATA_DIR: `.data-e2e-${e2ePort}`, PORT: String(e2ePort + 100) });
  expect(await server.exited).toBe(1);
  expect(server.stderr().trim()).toMatch(/^Cannot start: The data directory .* is in use by another portal process/);
});

test("a port in use ends with one line", async () => {
  const dir = tempDir();
  const server = startServer({ DATA_DIR: dir, PORT: String(e2ePort) });
  expect(await server.exited).toBe(1);
  expect(server.stderr().trim().split("\n")).toEqual([
    `Cannot start: Port ${e2ePort} is already in use: stop the other server or set PORT.`,
  ]);
  rmSync(dir, { recursive: true, force: true });
});

test("an unreachable DATABASE_URL ends with one line and no password", async () => {
  const server = startServer({ DATABASE_URL: "postgres://postgres:secret@127.0.0.1:1/nowhere", PORT: String(e2ePort + 101) });
  expect(await server.exited).toBe(1);
  const lines = server.stderr().trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Cannot start: Cannot reach the database at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/nowhere/);
});

test("an unwritable DATA_DIR ends with one line", async () => {
  const server = startServer({ DATA_DIR: "/dev/null/harbour-homes", PORT: String(e2ePort + 102) });
  expect(await server.exited).toBe(1);
  expect(server.stderr().trim().split("\n")).toEqual([
    "Cannot start: DATA_DIR /dev/null/harbour-homes is not writable: choose another directory with DATA_DIR=...",
  ]);
});

test("SIGTERM closes the database, releases the lock and exits within 10 s", async () => {
  // Two cold starts of a fresh embedded database: allow for a slow, shared CI machine.
  test.setTimeout(300_000);
  const dir = tempDir();
  const port = await freePort();
  const server = startServer({ DATA_DIR: dir, PORT: String(port) });
  const base = `http://127.0.0.1:${port}`;
  await untilReady(base);
  expect((await getOnce(`${base}/en`)).status).toBe(200);
  const stoppedAt = Date.now();
  server.child.kill("SIGTERM");
  expect(await server.exited, server.stderr()).toBe(0);
  expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  // The lock was released with the database: the directory can be opened again.
  const again = startServer({ DATA_DIR: dir, PORT: String(port) });
  await untilReady(base);
  again.child.kill("SIGTERM");
  expect(await again.exited).toBe(0);
  rmSync(dir, { recursive: true, force: true });
});

test("WEB_CONCURRENCY=2 on PostgreSQL: the workers serve pages, and SIGTERM stops them all", async () => {
  test.setTimeout(300_000);
  // A database of its own on the machine's PostgreSQL (as on CI); the supervisor migrates it once.
  const adminUrl = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `hk_e2e_workers_${process.pid}`;
  const pg = (await import("pg")).default;
  const admin = new pg.Client({ connectionString: adminUrl });
  // This machine and CI run PostgreSQL (README); a missing server is a failure, not a skip.
  await admin.connect().catch((error: Error) => {
    throw new Error(`This journey needs PostgreSQL at ${adminUrl} (set E2E_POSTGRES_URL): ${error.message}`);
  });
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  try {
    const port = await freePort();
    const server = startServer({ DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${name}`), WEB_CONCURRENCY: "2", PORT: String(port) });
    const base = `http://127.0.0.1:${port}`;
    await untilReady(base);
    const pages = await Promise.all(Array.from({ length: 8 }, () => getOnce(`${base}/en`)));
    expect(pages.map((p) => p.status)).toEqual(Array(8).fill(200));
    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited, server.stderr()).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});
