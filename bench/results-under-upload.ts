// npm run bench:results-under-upload -- [--target postgres-100k] [--connections 1] [--idle 10] [--photos 10] [--rounds 3] [--cpus 0] [--port 3918]
// Whether pages stay quick while owners upload photos (the bar: results
// pages' p95 while ten 12-megapixel photos are uploaded ≤ 2× their p95 idle;
// the server's peak RSS growth meanwhile ≤ 300 MB).
//
// Starts the production server (bench/api-server.ts with the page build,
// NODE_ENV=production, one process; with --cpus held to those CPUs by taskset)
// over the target database (seeded once, as bench/run.ts does). A member signs
// up and confirms their e-mail through the local mailbox, as a newcomer does.
// Then `connections` visitors ask for district results pages one after
// another (bench/ssr-scenarios.ts: rent or sale, en/zh-hk/zh-cn, compressed
// as browsers ask) throughout: a warm-up, then `rounds` times `idle` seconds
// alone (the floor) followed by the time the member takes to upload `photos`
// generated 12-megapixel JPEGs (bench/photograph.ts: ~3 MB, EXIF orientation 6
// and GPS) at once through POST /api/owner-listings/photos, and a last idle
// window. Each round's ratio compares its upload window with the idle window
// just before it, so a change in the machine's other load between rounds
// shows as a round apart rather than as the uploads' doing. Latency is from
// send to the body's last byte. The server's RSS is read from /proc every
// 10 ms: a round's growth is its peak while the photos are uploaded above its
// RSS just before.
import http from "node:http";
import { readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db/client.ts";
import type { BenchRequest } from "./load.ts";
import { verifiedMember } from "./member-session.ts";
import { photographLike } from "./photograph.ts";
import { createRandom } from "./scenarios.ts";
import { ssrDistrictRequest } from "./ssr-scenarios.ts";
import { ensureSeeded, startServer, stopServer, target } from "./targets.ts";

const { values } = parseArgs({
  options: {
    target: { type: "string", default: "postgres-100k" },
    connections: { type: "string", default: "1" },
    idle: { type: "string", default: "10" },
    photos: { type: "string", default: "10" },
    rounds: { type: "string", default: "3" },
    cpus: { type: "string" },
    port: { type: "string", default: "3918" },
  },
});
const CONNECTIONS = Number(values.connections);
const IDLE_SECONDS = Number(values.idle);
const PHOTOS = Number(values.photos);
const ROUNDS = Number(values.rounds);
const PORT = Number(values.port);
const base = `http://127.0.0.1:${PORT}`;

const m = /^(postgres|pglite)-(\d+)(k|m)$/.exec(values.target);
if (!m) throw new Error(`unknown target ${values.target}`);
const t = target(m[1] as "postgres" | "pglite", Number(m[2]) * (m[3] === "m" ? 1e6 : 1e3));

type Sample = { at: number; ms: number; ok: boolean };
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const f = (n: number) => n.toFixed(1);
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");

function summary(samples: Sample[]) {
  const ok = samples.filter((s) => s.ok).map((s) => s.ms);
  ok.sort((a, b) => a - b);
  return {
    count: ok.length,
    errors: samples.length - ok.length,
    p50: quantile(ok, 0.5),
    p95: quantile(ok, 0.95),
    p99: quantile(ok, 0.99),
    max: ok.at(-1) ?? NaN,
  };
}
const line = (s: ReturnType<typeof summary>) =>
  `${s.count} pages (${s.errors} errors): p50 ${f(s.p50)} ms, p95 ${f(s.p95)} ms, p99 ${f(s.p99)} ms, max ${f(s.max)} ms`;

/** Visitors asking for pages one after another until stopped; each answer's time and whether it was a 200. */
function pageVisitors(next: () => BenchRequest) {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const samples: Sample[] = [];
  let running = true;
  const ask = (r: BenchRequest) =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.request(
        { host: url.hostname, port: url.port, path: r.path, method: r.method, agent, headers: r.headers },
        (res) => {
          res.resume();
          res.on("end", () => {
            samples.push({ at: started, ms: performance.now() - started, ok: res.statusCode === 200 });
            resolve();
          });
        },
      );
      request.on("error", () => {
        samples.push({ at: started, ms: NaN, ok: false });
        resolve();
      });
      request.end();
    });
  const loops = Array.from({ length: CONNECTIONS }, async () => {
    while (running) await ask(next());
  });
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

/** The process's resident memory in bytes, and its CPU seconds so far (user + system). */
const rssOf = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN) * 1024;
const cpuOf = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
console.log(`# bench:results-under-upload — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC at ${commit}`);
console.log(`load before: ${loads()}`);
await ensureSeeded(t);
const reference = await openDatabase({ databaseUrl: t.env.DATABASE_URL || undefined, dataDir: t.env.DATA_DIR ?? "", migrate: true });
const districtIds = (await reference.query<{ id: number }>("select id from districts")).map((d) => d.id);
await reference.close();
const photo = await photographLike(6);

const server = await startServer(t, PORT, { BENCH_PAGES: "1", WEB_CONCURRENCY: "1", PAGE_CACHE_MS: "0" }, values.cpus);
const pid = server.pid!;
try {
  const cookie = await verifiedMember(base);
  const tokenAnswer = await fetch(new URL("/api/communication/getcsrftoken", base), { headers: { cookie } });
  const token = ((await tokenAnswer.json()) as { data: string }).data;
  const secret = tokenAnswer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  const uploadCookie = secret ? `${cookie}; ${secret}` : cookie;
  const upload = async () => {
    const started = performance.now();
    const response = await fetch(new URL("/api/owner-listings/photos", base), {
      method: "POST",
      headers: { "content-type": "image/jpeg", "x-xsrf-token": token, cookie: uploadCookie },
      body: new Uint8Array(photo),
    });
    const answer = await response.text();
    if (response.status !== 200) throw new Error(`upload: ${response.status} ${answer}`);
    return performance.now() - started;
  };
  // One upload before measuring: sharp and the route's first run are warmed up, as on a server up for a while.
  await upload();

  console.log(
    `server: ${t.name}, production build, 1 process${values.cpus ? ` held to CPU ${values.cpus} (taskset)` : ""}; ` +
      `${CONNECTIONS} visitor${CONNECTIONS > 1 ? "s" : ""} asking for district results pages one after another; ` +
      `${PHOTOS} photos of ${(photo.length / 1e6).toFixed(2)} MB (4000 × 3000 JPEG q90, EXIF orientation 6)`,
  );
  const rnd = createRandom(28);
  const visitors = pageVisitors(() => ssrDistrictRequest(districtIds, rnd));
  const within = (from: number, to: number) => visitors.samples.filter((s) => s.at >= from && s.at < to);
  const mb = (bytes: number) => (bytes / 1e6).toFixed(0);
  await sleep(5000);
  const ratios: number[] = [];
  const growths: number[] = [];
  const idleAll: Sample[] = [];
  const loadedAll: Sample[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const idleFrom = performance.now();
    await sleep(IDLE_SECONDS * 1000);
    const baselineRss = rssOf(pid);
    let peakRss = baselineRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), 10);
    const cpuBefore = cpuOf(pid);
    const uploadFrom = performance.now();
    const took = await Promise.all(Array.from({ length: PHOTOS }, () => upload()));
    const uploadTo = performance.now();
    const uploadCpu = cpuOf(pid) - cpuBefore;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, rssOf(pid));
    const idleSamples = within(idleFrom, uploadFrom);
    const loadedSamples = within(uploadFrom, uploadTo);
    idleAll.push(...idleSamples);
    loadedAll.push(...loadedSamples);
    const idle = summary(idleSamples);
    const loaded = summary(loadedSamples);
    took.sort((a, b) => a - b);
    ratios.push(loaded.p95 / idle.p95);
    growths.push(peakRss - baselineRss);
    console.log(`round ${round} (load ${loads()})`);
    console.log(`  idle, ${IDLE_SECONDS} s: ${line(idle)}`);
    console.log(
      `  while ${PHOTOS} photos upload (all 200 in ${f((uploadTo - uploadFrom) / 1000)} s; each ${f(took[0]! / 1000)}–${f(took.at(-1)! / 1000)} s; ` +
        `server CPU ${f(uploadCpu)} s): ${line(loaded)}`,
    );
    console.log(
      `  p95 ratio ${ratios.at(-1)!.toFixed(2)}×; server RSS ${mb(baselineRss)} MB before, peak ${mb(peakRss)} MB: growth ${mb(peakRss - baselineRss)} MB`,
    );
  }
  const lastFrom = performance.now();
  await sleep(IDLE_SECONDS * 1000);
  const last = summary(within(lastFrom, performance.now()));
  await visitors.stop();
  console.log(`idle after the last round, ${IDLE_SECONDS} s: ${line(last)}`);
  const sortedRatios = [...ratios].sort((a, b) => a - b);
  console.log(
    `p95 under upload / idle p95: median of the rounds ${quantile(sortedRatios, 0.5).toFixed(2)}× (rounds ${ratios.map((r) => r.toFixed(2)).join(", ")}); ` +
      `all rounds pooled ${(summary(loadedAll).p95 / summary(idleAll).p95).toFixed(2)}× (bar: ≤ 2×)`,
  );
  console.log(`server peak RSS growth while photos upload: at most ${mb(Math.max(...growths))} MB in a round (bar: ≤ 300 MB)`);
} finally {
  await stopServer(server);
}
console.log(`load after: ${loads()}`);
