// npm run bench:wrk -- [--seconds 10] [--rounds 4] [--port 3917]
// Shows that the bench's load generator (load.ts) measures what wrk does:
// on one production server over PostgreSQL with 100k listings (seeded as
// bench/run.ts does), the same rotation of district results pages
// (ssr-district: en, zh-hk, zh-cn; rent and sale; brotli accepted) is
// driven by load.ts and by wrk (one thread, 8 connections) in turn, after a
// warm-up (which goes first alternates by round), and each one's requests a second and p50 are printed with their
// difference. Needs wrk on the PATH and the page build.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db/client.ts";
import { runLoad } from "./load.ts";
import { createRandom } from "./scenarios.ts";
import { ssrDistrictRequest } from "./ssr-scenarios.ts";
import { ensureSeeded, startServer, stopServer, target } from "./targets.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    rounds: { type: "string", default: "4" },
    port: { type: "string", default: "3917" },
  },
});
const SECONDS = Number(values.seconds);
const PORT = Number(values.port);
const CONNECTIONS = 8;

const t = target("postgres", 100_000);
await ensureSeeded(t);
const db = await openDatabase({ databaseUrl: t.env.DATABASE_URL, dataDir: "", migrate: true });
const districtIds = (await db.query<{ id: number }>("select id from districts")).map((d) => d.id);
await db.close();
const rnd = createRandom(1);
const requests = Array.from({ length: 3000 }, () => ssrDistrictRequest(districtIds, rnd));
const script = join(mkdtempSync(join(tmpdir(), "wrk-check-")), "paths.lua");
writeFileSync(
  script,
  `paths = {${requests.map((r) => JSON.stringify(r.path)).join(",")}}
i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i], { ["Accept-Encoding"] = "br, gzip", ["Accept"] = "text/html" })
end
`,
);
const base = `http://127.0.0.1:${PORT}`;
const wrk = (seconds: number) => {
  const run = spawnSync("wrk", ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "-s", script, base], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.error?.message}`);
  const p50 = /50%\s+([\d.]+)(us|ms|s)\b/.exec(run.stdout);
  const unit = { us: 0.001, ms: 1, s: 1000 }[p50?.[2] as "us" | "ms" | "s"] ?? NaN;
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(run.stdout)?.[1]), p50: Number(p50?.[1]) * unit };
};
const server = await startServer(t, PORT, { BENCH_PAGES: "1", PAGE_CACHE_MS: "0" });
try {
  let k = 0;
  const load = (seconds: number) => runLoad(base, () => requests[k++ % requests.length]!, CONNECTIONS, seconds);
  // Warm-up of both sides: the server's JIT, index and caches, and this process's own JIT.
  wrk(Math.min(8, SECONDS));
  await load(Math.min(8, SECONDS));
  for (let round = 1; round <= Number(values.rounds); round++) {
    // Turn about, so a machine getting busier or quieter does not favour one side.
    const theirsFirst = round % 2 === 0 ? wrk(SECONDS) : undefined;
    const [ours] = await load(SECONDS);
    const theirs = theirsFirst ?? wrk(SECONDS);
    const diff = (100 * (ours!.rps - theirs.rps)) / theirs.rps;
    console.log(
      `round ${round}: load.ts ${ours!.rps.toFixed(1)} req/s (p50 ${ours!.p50.toFixed(1)} ms, ${ours!.errors} errors), wrk ${theirs.rps.toFixed(1)} req/s (p50 ${theirs.p50.toFixed(1)} ms): ${diff >= 0 ? "+" : ""}${diff.toFixed(1)} %`,
    );
  }
} finally {
  await stopServer(server);
}
