// npm run bench -- [--targets postgres-100k,postgres-1m,pglite-100k] [--routes search,ssr-detail,…] [--seconds 8] [--connections 8] [--workers 2] [--page-cache 1000]
// Seeds (or reuses) each target database, starts the production server over
// it, and for each route runs a closed loop with 1 in 10 requests sent to
// /healthz as the floor measured under the same load; then a realistic mix of
// the chosen routes. Prints p50/p95/p99 and req/s per route as the client saw
// them (queueing included), the server time from Server-Timing and the
// server process's CPU per request, and writes
// bench/results/{date}-{target}.md and .json.
//
// Routes (default: all): the API calls search, count, suggestions, mappins,
// byids, detail, place (see scenarios.ts), and the server-rendered pages
// ssr-detail (a listing page of a random available listing, en/zh-hk/zh-cn)
// ssr-search (a search results page with filters) and ssr-district (a
// district's results for rent or sale), see ssr-scenarios.ts; with
// ssr-detail-member, ssr-search-member and ssr-district-member the same pages are asked by a
// member signed up at the start of the run (bench/member-session.ts), to
// compare a signed-in page with a guest's in one sitting. The ssr-* routes
// need the page build (`npm run build`, read from BUILD_DIR).
// The realistic mix weighs the chosen routes: search 40, count 15,
// suggestions 20, mappins 15, byids 3, detail 5, place 2, ssr-search 5,
// ssr-detail 5 (and 1 in 20 requests to /healthz).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../src/server/db/client.ts";
import { runLoad, type BenchRequest, type RouteStats } from "./load.ts";
import { createRandom, nextRequestFor, type Reference } from "./scenarios.ts";
import { ssrListings } from "./ssr-scenarios.ts";
import { signUpMember } from "./member-session.ts";
import { ensureSeeded, startServer, stopServer, target, type Target } from "./targets.ts";

const { values } = parseArgs({
  options: {
    targets: { type: "string", default: "postgres-100k,pglite-100k,postgres-1m" },
    seconds: { type: "string", default: "8" },
    connections: { type: "string", default: "8" },
    port: { type: "string", default: "3917" },
    routes: { type: "string", default: "" },
    // Server processes on PostgreSQL targets (WEB_CONCURRENCY); PGlite serves from one.
    workers: { type: "string", default: "1" },
    // The guests' page cache (PAGE_CACHE_MS): off unless asked for, since the pages' bar is the uncached figure.
    "page-cache": { type: "string", default: "0" },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const WORKERS = Number(values.workers);
const PAGE_CACHE_MS = Number(values["page-cache"]);
const ALL_ROUTES = [
  "search",
  "count",
  "suggestions",
  "mappins",
  "byids",
  "detail",
  "place",
  "ssr-detail",
  "ssr-search",
  "ssr-district",
  "ssr-detail-member",
  "ssr-search-member",
  "ssr-district-member",
];
const ROUTES = values.routes
  ? values.routes
      .split(",")
      .map((r) => r.trim())
      .filter(Boolean)
  : ALL_ROUTES;
for (const r of ROUTES) if (!ALL_ROUTES.includes(r)) throw new Error(`unknown route ${r} (one of ${ALL_ROUTES.join(", ")})`);
const PAGES = ROUTES.some((r) => r.startsWith("ssr-"));
const MIX: [string, number][] = (
  [
    ["search", 40],
    ["count", 15],
    ["suggestions", 20],
    ["mappins", 15],
    ["byids", 3],
    ["detail", 5],
    ["place", 2],
    ["ssr-search", 5],
    ["ssr-detail", 5],
  ] as [string, number][]
).filter(([route]) => ROUTES.includes(route));
const MIX_TOTAL = MIX.reduce((sum, [, w]) => sum + w, 0);

function parseTarget(name: string): Target {
  const m = /^(postgres|pglite)-(\d+)(k|m)$/.exec(name);
  if (!m) throw new Error(`unknown target ${name}`);
  return target(m[1] as "postgres" | "pglite", Number(m[2]) * (m[3] === "m" ? 1e6 : 1e3));
}

async function reference(t: Target): Promise<Reference> {
  const db = await openDatabase({ databaseUrl: t.env.DATABASE_URL || undefined, dataDir: t.env.DATA_DIR ?? "", migrate: true });
  try {
    // Index-only scans need the visibility map of a freshly seeded table.
    await db.query("vacuum analyze listings");
    const districts = await db.query<{ id: number }>("select id from districts");
    const buildings = await db.query<{ id: number; name_en: string }>("select id, name_en from buildings order by id");
    const [max] = await db.query<{ n: number }>("select max(id) as n from listings");
    return {
      districtIds: districts.map((d) => d.id),
      buildingIds: buildings.map((b) => b.id),
      buildingKeywords: buildings.filter((_, i) => i % 37 === 0).map((b) => b.name_en.split(" ").slice(0, 2).join(" ")),
      maxListingId: Number(max?.n ?? 1),
      ssrListings: ROUTES.includes("ssr-detail") || ROUTES.includes("ssr-detail-member") ? await ssrListings(db) : [],
    };
  } finally {
    await db.close();
  }
}

/** CPU seconds (user + system) used so far by the server process and its workers (WEB_CONCURRENCY); NaN where /proc is missing. */
function cpuSeconds(pid: number | undefined): number {
  const own = (statOf: string) => {
    const fields = statOf.split(") ")[1]!.split(" ");
    return { ppid: Number(fields[1]), seconds: (Number(fields[11]) + Number(fields[12])) / 100 }; // utime, stime in clock ticks (USER_HZ 100)
  };
  try {
    let total = own(readFileSync(`/proc/${pid}/stat`, "utf8")).seconds;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = own(readFileSync(`/proc/${entry}/stat`, "utf8"));
        if (stat.ppid === pid) total += stat.seconds;
      } catch {
        // the process ended meanwhile
      }
    }
    return total;
  } catch {
    return NaN;
  }
}

/**
 * CPU seconds used so far by the PostgreSQL backends connected to `database`
 * (a backend's process title names its database), or NaN without one.
 * Backends that ended meanwhile are missed: the server's pool keeps its own.
 */
function postgresCpuSeconds(database: string | undefined): number {
  if (!database) return NaN;
  let total = 0;
  for (const entry of readdirSync("/proc", { withFileTypes: true })) {
    if (!/^\d+$/.test(entry.name)) continue;
    try {
      const stat = readFileSync(`/proc/${entry.name}/stat`, "utf8");
      if (!stat.includes("(postgres)")) continue;
      const title = readFileSync(`/proc/${entry.name}/cmdline`, "utf8");
      if (!title.includes(` ${database} `)) continue;
      const fields = stat.split(") ")[1]!.split(" ");
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

function table(title: string, rows: RouteStats[], cpuMsPerRequest?: number, dbCpuMsPerRequest?: number): string {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "-");
  const lines = [
    `### ${title}`,
    "",
    "| route | requests | errors | req/s | p50 ms | p95 ms | p99 ms | server p50 | server p95 | server p99 |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const r of rows.sort((a, b) => a.route.localeCompare(b.route))) {
    lines.push(
      `| ${r.route} | ${r.count} | ${r.errors} | ${f(r.rps)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.server.p50)} | ${f(r.server.p95)} | ${f(r.server.p99)} |`,
    );
  }
  // The server's CPU per request is steadier than latency on a shared machine:
  // 1000 / it is what one core could serve.
  if (cpuMsPerRequest !== undefined && Number.isFinite(cpuMsPerRequest)) {
    lines.push(
      "",
      `Server process CPU: ${cpuMsPerRequest.toFixed(2)} ms per request (at most ~${Math.round(1000 / cpuMsPerRequest)} req/s per core).`,
    );
  }
  // PostgreSQL shares the machine's cores with the server: its CPU per request
  // bounds throughput as much as the server's own.
  if (dbCpuMsPerRequest !== undefined && Number.isFinite(dbCpuMsPerRequest)) {
    lines.push("", `PostgreSQL CPU: ${dbCpuMsPerRequest.toFixed(2)} ms per request.`);
  }
  return lines.join("\n");
}

async function benchTarget(t: Target): Promise<string> {
  await ensureSeeded(t);
  const ref = await reference(t);
  const workers = t.driver === "postgres" ? WORKERS : 1;
  const server = await startServer(t, PORT, {
    ...(PAGES ? { BENCH_PAGES: "1" } : {}),
    WEB_CONCURRENCY: String(workers),
    PAGE_CACHE_MS: String(PAGE_CACHE_MS),
  });
  const base = `http://127.0.0.1:${PORT}`;
  if (ROUTES.some((r) => r.endsWith("-member"))) ref.memberCookie = await signUpMember(base);
  const rnd = createRandom(42);
  const withFloor = (route: string) => (): BenchRequest =>
    rnd.next() < 0.1 ? nextRequestFor("healthz", ref, rnd) : nextRequestFor(route, ref, rnd);
  const sections: string[] = [];
  const json: Record<string, RouteStats[]> = {};
  const cpu: Record<string, number> = {};
  const dbCpu: Record<string, number> = {};
  const database = t.env.DATABASE_URL ? new URL(t.env.DATABASE_URL).pathname.slice(1) : undefined;
  const measured = async (name: string, run: () => Promise<RouteStats[]>) => {
    const before = cpuSeconds(server.pid);
    const dbBefore = postgresCpuSeconds(database);
    json[name] = await run();
    const requests = json[name].reduce((n, r) => n + r.count + r.errors, 0);
    cpu[name] = ((cpuSeconds(server.pid) - before) * 1000) / requests;
    dbCpu[name] = ((postgresCpuSeconds(database) - dbBefore) * 1000) / requests;
    return [cpu[name], dbCpu[name]] as const;
  };
  try {
    const mixed = () => {
      let roll = rnd.next() * MIX_TOTAL;
      for (const [route, weight] of MIX) if ((roll -= weight) < 0) return nextRequestFor(route, ref, rnd);
      return nextRequestFor("healthz", ref, rnd);
    };
    // Warm-up: one request per route first (the place index, map cells and
    // reference names load on first use), then JIT and connection warm-up,
    // and two seconds of each route's own load: the mix leaves some routes
    // out (ssr-district), and whichever of them ran first measured a cold
    // process (district pages: server p95 53 ms and 160 req/s first, 6 ms and
    // 201 req/s second, in one sitting).
    for (const route of ROUTES) await runLoad(base, () => nextRequestFor(route, ref, rnd), 1, 0.5);
    await runLoad(base, mixed, CONNECTIONS, 5);
    for (const route of ROUTES) await runLoad(base, () => nextRequestFor(route, ref, rnd), CONNECTIONS, 2);
    const [floorCpu, floorDbCpu] = await measured("healthz", () =>
      runLoad(base, () => nextRequestFor("healthz", ref, rnd), CONNECTIONS, Math.min(4, SECONDS)),
    );
    sections.push(table("healthz alone (floor)", json.healthz!, floorCpu, floorDbCpu));
    for (const route of ROUTES) {
      const [routeCpu, routeDbCpu] = await measured(route, () => runLoad(base, withFloor(route), CONNECTIONS, SECONDS));
      sections.push(table(`${route} (1 in 10 requests to /healthz)`, json[route]!, routeCpu, routeDbCpu));
      console.error(sections.at(-1));
    }
    const [mixCpu, mixDbCpu] = await measured("mix", () =>
      runLoad(base, () => (rnd.next() < 0.05 ? nextRequestFor("healthz", ref, rnd) : mixed()), CONNECTIONS, SECONDS * 2),
    );
    sections.push(table("realistic mix", json.mix!, mixCpu, mixDbCpu));
  } finally {
    await stopServer(server);
  }
  const header = `## ${t.name} — ${t.listings} listings, ${CONNECTIONS} connections, ${workers} server process${workers > 1 ? "es" : ""}, ${SECONDS} s per route, guests' page cache ${PAGE_CACHE_MS > 0 ? `${PAGE_CACHE_MS} ms` : "off"}, ${new Date().toISOString()}\n\nRoutes: ${ROUTES.join(", ")}`;
  const report = [header, ...sections].join("\n\n");
  const dir = join(import.meta.dirname, "results");
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, "-");
  const file = `${stamp}-${t.name}${workers > 1 ? `-${workers}-workers` : ""}${PAGE_CACHE_MS > 0 ? "-page-cache" : ""}`;
  writeFileSync(join(dir, `${file}.md`), report + "\n");
  writeFileSync(
    join(dir, `${file}.json`),
    JSON.stringify(
      {
        target: t.name,
        listings: t.listings,
        connections: CONNECTIONS,
        workers,
        pageCacheMs: PAGE_CACHE_MS,
        seconds: SECONDS,
        results: json,
        serverCpuMsPerRequest: cpu,
        postgresCpuMsPerRequest: dbCpu,
      },
      null,
      2,
    ),
  );
  return report;
}

for (const name of values.targets.split(",")) {
  const report = await benchTarget(parseTarget(name.trim()));
  console.log(`${report}\n`);
}
