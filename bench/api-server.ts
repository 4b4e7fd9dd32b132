// The production server for benchmark runs: the same buildApp as
// src/server/main.ts plus a Server-Timing header. Without BENCH_PAGES it has
// no pages, so API runs do not depend on a fresh `npm run build`; with
// BENCH_PAGES=1 it loads the page build from BUILD_DIR as main.ts does (the
// ssr-* routes). Started by bench/run.ts with NODE_ENV=production; with
// WEB_CONCURRENCY > 1 it supervises that many workers as main.ts does.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { isServerProcess, superviseWorkers } from "../src/server/workers.ts";

const config = loadConfig();
if (!isServerProcess(config.workers)) {
  superviseWorkers({ workers: config.workers, shutdownLimitMs: 10_000 });
  await new Promise(() => {}); // the workers serve; the supervisor only watches
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: config.workers <= 1 });
async function loadPages() {
  const serverEntry = join(config.buildDir, "server", "index.js");
  const build = (await import(pathToFileURL(serverEntry).href).catch(() => {
    console.error(`The pages are not built (${serverEntry} is missing): run npm run build first.`);
    process.exit(1);
  })) as ServerBuild;
  return { getBuild: async () => build, clientRoot: join(config.buildDir, "client") };
}
const pages = process.env.BENCH_PAGES === "1" ? await loadPages() : undefined;
const app = await buildApp({ config, database, logger: false, ...(pages ? { pages } : {}) });
// Server time per request (from the parsed request to the reply being sent),
// so the report can separate it from queueing in the load generator. For a
// page that is the loaders and the render up to the shell, which is all of it
// (pages have no Suspense boundaries); the body then streams through
// compression.
app.addHook("onRequest", async (request) => {
  (request as unknown as { started: number }).started = performance.now();
});
app.addHook("onSend", async (request, reply) => {
  const ms = performance.now() - (request as unknown as { started: number }).started;
  reply.header("server-timing", `app;dur=${ms.toFixed(2)}`);
});
await app.listen({ host: "127.0.0.1", port: config.port });
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
