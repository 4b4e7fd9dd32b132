// npm run bench:page-cpu -- [--routes healthz,ssr-district,ssr-detail,ssr-search] [--batches 8]
// CPU milliseconds a server-rendered page costs, one request at a time through
// app.inject (no sockets, no other connections), on PostgreSQL with 100k
// listings (seeded as bench/run.ts does) and the page build in BUILD_DIR. Each
// route's rotation (the bench's: bench/ssr-scenarios.ts) is cut to 25
// addresses asked for in identical batches after a warm-up; the cheapest
// batch and the median are printed. On a machine others are loading, the
// cheapest batch of the same work is the figure that holds from run to run
// (decision 0065); run two builds in turn (BUILD_DIR) to compare them.
import { parseArgs } from "node:util";
import { createRandom } from "./scenarios.ts";
import { ssrDetailRequest, ssrDistrictRequest, ssrListings, ssrSearchRequest } from "./ssr-scenarios.ts";
import { openPageBench, pageApp } from "./in-process.ts";

const { values } = parseArgs({
  options: {
    routes: { type: "string", default: "healthz,ssr-district,ssr-detail,ssr-search" },
    batches: { type: "string", default: "8" },
  },
});
const BATCH = 25;
const BATCHES = Number(values.batches);

const { config, database } = await openPageBench("npm run bench:page-cpu");
const app = await pageApp(config, database, config.buildDir);

const districtIds = (await database.query<{ id: number }>("select id from districts")).map((d) => d.id);
const listings = await ssrListings(database, 2000);
type Ask = { path: string; headers?: Record<string, string> };
const rotations: Record<string, (rnd: ReturnType<typeof createRandom>) => Ask> = {
  healthz: () => ({ path: "/healthz", headers: {} }),
  "ssr-district": (rnd) => ssrDistrictRequest(districtIds, rnd),
  "ssr-detail": (rnd) => ssrDetailRequest(listings, rnd),
  "ssr-search": (rnd) => ssrSearchRequest(districtIds, rnd),
};

const ask = (a: Ask) => app.inject({ method: "GET", url: a.path, headers: a.headers });
for (const route of values.routes.split(",")) {
  const rotation = rotations[route];
  if (!rotation) throw new Error(`no route ${route} (${Object.keys(rotations).join(", ")})`);
  const rnd = createRandom(7);
  // Warm-up (caches filled, code compiled); an address that is not a 200 (a redirect to a canonical one) is left out.
  const asks: Ask[] = [];
  while (asks.length < BATCH) {
    const a = rotation(rnd);
    if ((await ask(a)).statusCode === 200) asks.push(a);
  }
  let bytes = 0;
  const perRequest: number[] = [];
  for (let b = 0; b < BATCHES; b++) {
    const start = process.cpuUsage();
    for (const a of asks) {
      const response = await ask(a);
      if (response.statusCode !== 200) throw new Error(`${a.path} answered ${response.statusCode}`);
      if (b === 0) bytes += response.rawPayload.length;
    }
    const used = process.cpuUsage(start);
    perRequest.push((used.user + used.system) / 1000 / BATCH);
  }
  perRequest.sort((x, y) => x - y);
  const median = perRequest[Math.floor(perRequest.length / 2)]!;
  console.log(
    `${route.padEnd(13)} CPU ms/request: cheapest batch ${perRequest[0]!.toFixed(2)}, median ${median.toFixed(2)}; ${(bytes / BATCH / 1024).toFixed(1)} KB a page as sent`,
  );
}
await app.close();
await database.close();
process.exit(0);
