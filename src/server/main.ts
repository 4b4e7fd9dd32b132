import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig, type Config } from "./config.ts";
import { openDatabase, type Database } from "./db/client.ts";
import { StartupError } from "./db/startup-error.ts";
import { ensureDemoMarket } from "./db/ensure-demo-market.ts";
import { checkS3Bucket } from "./services/files/s3-file-store.ts";
import { isServerProcess, superviseWorkers } from "./workers.ts";

const SHUTDOWN_LIMIT_MS = 10_000;

/**
 * Process entry: config → S3 bucket → database → app → listen, and a graceful stop on
 * SIGTERM/SIGINT. With WEB_CONCURRENCY > 1 this process migrates the database
 * once and supervises that many workers, each of which runs the rest.
 */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  if (config.s3) await checkS3Bucket(config.s3);
  if (!isServerProcess(config.workers)) {
    await (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })).close();
    superviseWorkers({ workers: config.workers, shutdownLimitMs: SHUTDOWN_LIMIT_MS });
    return;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: config.workers <= 1 });
  let closed = false;
  const closeDatabase = async () => {
    if (closed) return;
    closed = true;
    await database.close();
  };
  try {
    await ensureDemoMarket(database, config);
    const pages = await loadPages(config);
    const app = await buildApp({ config, database, pages });
    onShutdown(async () => {
      // A keep-alive connection whose request was still running when close()
      // began goes idle only afterwards, and close() would wait for the
      // browser to drop it (up to the keep-alive timeout, past the 10 s
      // limit): close such connections as they go idle.
      const closeIdle = setInterval(() => app.server.closeIdleConnections(), 100);
      try {
        await app.close(); // stops accepting and waits for requests in flight
      } finally {
        clearInterval(closeIdle);
      }
      await closeDatabase();
    });
    await listen(app, config);
    app.log.info(
      { url: config.publicUrl, database: database.kind, startupMs: Math.round(performance.now() - started) },
      `Harbour Homes is serving ${config.publicUrl}`,
    );
  } catch (error) {
    await closeDatabase().catch(() => {});
    throw error;
  }
}

async function loadPages(config: Config) {
  if (config.env === "development") {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    return {
      vite,
      getBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    };
  }
  const serverEntry = join(config.buildDir, "server", "index.js");
  let build: ServerBuild;
  try {
    build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  } catch {
    throw new StartupError(`The pages are not built (${serverEntry} is missing): run npm run build first.`);
  }
  return { getBuild: async () => build, clientRoot: join(config.buildDir, "client") };
}

async function listen(app: Awaited<ReturnType<typeof buildApp>>, config: Config) {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE") throw new StartupError(`Port ${config.port} is already in use: stop the other server or set PORT.`);
    if (code === "EACCES") throw new StartupError(`Not allowed to listen on port ${config.port}: choose another PORT.`);
    throw error;
  }
}

function onShutdown(stop: () => Promise<void>) {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.error(`${signal} received: finishing requests in flight, then closing the database.`);
    const force = setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s: exiting.`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", handler);
  process.on("SIGINT", handler);
}

main().catch((error: unknown) => {
  // Known start-up failures are one clear line; anything else is still one line, never a stack dump.
  if (error instanceof StartupError || error instanceof ConfigError) console.error(`Cannot start: ${error.message}`);
  else console.error(`Cannot start: ${(error as Error)?.message ?? String(error)}`);
  process.exit(1);
});

export type { Database };
