// The in-process page benches' setting (bench/page-cpu.ts, bench/same-markup.ts): PostgreSQL with 100k listings
// (seeded as bench/run.ts does), the guests' page cache off, and the app built on a page build, driven through
// app.inject (no sockets, no other connections).
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "../src/server/app.ts";
import { loadConfig, type Config } from "../src/server/config.ts";
import { openDatabase, type Database } from "../src/server/db/client.ts";
import { ensureSeeded, target } from "./targets.ts";

/**
 * The configuration and the 100k database. The caller's imports have loaded React before this runs, so production
 * mode must come from the command (React's development build costs about twice the CPU a page): exits otherwise.
 */
export async function openPageBench(usage: string): Promise<{ config: Config; database: Database }> {
  if (process.env.NODE_ENV !== "production") {
    console.error(`Run with NODE_ENV=production: ${usage}`);
    process.exit(2);
  }
  const t = target("postgres", 100_000);
  await ensureSeeded(t);
  process.env.DATABASE_URL = t.env.DATABASE_URL;
  process.env.PAGE_CACHE_MS = "0";
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: true });
  return { config, database };
}

/** The app serving the page build in `buildDir`, ready for app.inject. */
export async function pageApp(config: Config, database: Database, buildDir: string) {
  const root = resolve(buildDir);
  const build = (await import(pathToFileURL(join(root, "server", "index.js")).href)) as ServerBuild;
  const app = await buildApp({ config, database, logger: false, pages: { getBuild: async () => build, clientRoot: join(root, "client") } });
  await app.ready();
  return app;
}
