// The production API server without pages, for benchmark runs that must not
// depend on a fresh `npm run build`: the same buildApp as src/server/main.ts,
// with no pages option, plus a Server-Timing header. Started by bench/run.ts
// with NODE_ENV=production.
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { openDatabase } from "../src/server/db/client.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, logger: false });
// Server time per request (from the parsed request to the reply being sent),
// so the report can separate it from queueing in the load generator.
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
