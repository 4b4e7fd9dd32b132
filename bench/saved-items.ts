// npm run bench:saved -- [--listings 5000] [--sets 100000] [--batch 1000] [--reverse-only | --member-only]
// Issue 16's two benchmarks, on one core, in one process:
// 1. the alerts' reverse search: `sets` saved searches with realistic filters
//    against a batch of `batch` changed listings, and a single new listing
//    against all of them (p95 of 300);
// 2. getuserproperties for a member with 120 saved listings (server p95 of
//    300 calls through the route, session and card cache included);
// 3. the member queries a member's pages repeat, each called as the code has
//    it (CPU per call beside `select 1`), so two builds compare query by query
//    (decision 0072).
// The machine is shared, so each measure is taken beside a floor in the same
// loop (a trivial call of the same kind, alternating with the measured one:
// the index's building of a listing; the server's /healthz route), and with
// the CPU time per call, which other processes' load does not inflate.
// The reverse search runs the search's filter passes over the changed
// listings only, so its cost follows the number of sets and the batch, not
// the size of the market; the market here is kept small to seed quickly.
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { openDatabase } from "../src/server/db/client.ts";
import { seedMarket } from "../src/server/db/seed/seed-market.ts";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/config.ts";
import { createListingIndex } from "../src/server/services/listing-index/listing-index.ts";
import { filtersOfCriteria } from "../src/server/services/alerts/alert-service.ts";
import type { SearchFilters } from "../src/domain/search/search-filters.ts";
import { apiVisitor } from "../tests/integration/api-client.ts";
import {
  savedListingIds,
  savedPropertiesOf,
  trimSavedProperties,
  upsertSavedProperties,
} from "../src/server/db/saved/saved-property-queries.ts";
import { insertSavedSearch, listSavedSearches } from "../src/server/db/saved/saved-search-queries.ts";
import { enquiriesOfUser, findOffices, insertEnquiry } from "../src/server/db/enquiries/enquiry-queries.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string", default: "5000" },
    sets: { type: "string", default: "100000" },
    batch: { type: "string", default: "1000" },
    "reverse-only": { type: "boolean", default: false },
    "member-only": { type: "boolean", default: false },
  },
});
const LISTINGS = Number(values.listings);
const SETS = Number(values.sets);
const ONLY_REVERSE = values["reverse-only"];
const ONLY_MEMBER = values["member-only"];
const BATCH = Number(values.batch);

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;
/** Wall time of each call of `measured` and of `floor`, alternating, and the mean CPU time of `measured`. */
async function beside(runs: number, measured: () => Promise<unknown>, floor: () => Promise<unknown>) {
  const times: number[] = [];
  const floors: number[] = [];
  let cpu = 0;
  for (let run = 0; run < runs; run++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await measured();
    times.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    cpu += (used.user + used.system) / 1000;
    const t1 = performance.now();
    await floor();
    floors.push(performance.now() - t1);
  }
  const f = (xs: number[]) => `median ${median(xs).toFixed(2)} ms, p95 ${p95(xs).toFixed(2)} ms`;
  return `${f(times)}; CPU ${(cpu / runs).toFixed(2)} ms a call; floor ${f(floors)} (${String(runs)} runs)`;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
let seed = 16;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

const database = await openDatabase({ dataDir: "", inMemory: true });
console.log(`seeding ${String(LISTINGS)} listings…`);
await seedMarket(database, { listings: LISTINGS, seed: 16, now: new Date("2026-01-15T00:00:00Z") });
const districts = (await database.query<{ id: number }>("select id from districts")).map((d) => d.id);
const buildings = (await database.query<{ id: number }>("select id from buildings")).map((b) => b.id);
const ids = (await database.query<{ id: number }>("select id from listings where available order by random() limit $1", [BATCH])).map(
  (r) => r.id,
);

/** The alerts' reverse search: the batch of changed listings, then one new listing at a time, against every saved set. */
async function reverseSearch() {
  // Realistic saved searches: a purpose, one to three districts or a followed building,
  // a price range in the purpose's units, sometimes beds, layouts and amenities.
  const filters: SearchFilters[] = [];
  while (filters.length < SETS) {
    const rent = random() < 0.5;
    const follow = random() < 0.15;
    const criteria: Record<string, unknown> = follow
      ? { listingTypeId: 4, searchResultType: 2, searchResultId: pick(buildings) }
      : {
          listingTypeId: rent ? 2 : 1,
          district: Array.from({ length: 1 + Math.floor(random() * 3) }, () => pick(districts)).join(","),
          priceMin: rent ? pick([0, 15000, 25000]) : pick([0, 500, 800]),
          priceMax: rent ? pick([0, 40000, 60000, 100000]) : pick([0, 1200, 2000, 5000]),
          bedroomMin: pick([0, 0, 1, 2, 3]),
          layout: random() < 0.2 ? "1" : "",
          hasParking: random() < 0.1,
        };
    const f = filtersOfCriteria(criteria);
    if (f) filters.push(f);
  }

  const index = createListingIndex(database);
  await index.refresh();
  await index.reverseMatch(filters.slice(0, 1000), ids); // warm up
  const batchTimes: number[] = [];
  const batchCpu: number[] = [];
  let matches = 0;
  for (let run = 0; run < 3; run++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const found = await index.reverseMatch(filters, ids);
    batchTimes.push(performance.now() - t0);
    const used = process.cpuUsage(c0);
    batchCpu.push((used.user + used.system) / 1000);
    matches = [...found.values()].reduce((n, m) => n + m.length, 0);
  }
  const single = await beside(
    300,
    () => index.reverseMatch(filters, [pick(ids)]),
    () => index.buildingOf(pick(ids)),
  );
  console.log(
    `reverse search: ${String(SETS)} saved searches × ${String(ids.length)} changed listings: best ${Math.min(...batchTimes).toFixed(0)} ms (of 3; CPU ${Math.min(...batchCpu).toFixed(0)} ms), ${String(matches)} matches`,
  );
  console.log(`reverse search: one new listing × ${String(SETS)} saved searches: ${single}`);
}
if (!ONLY_MEMBER) await reverseSearch();

if (ONLY_REVERSE) {
  await database.close();
  process.exit(0);
}

// getuserproperties with 120 saved listings.
const config = loadConfig({ DATA_DIR: "/tmp/hk-bench-saved", LOG_LEVEL: "silent", PUBLIC_URL: "http://bench.test" });
const app = await buildApp({ config, database, logger: false, jobs: false });
await app.ready();
// The app loads its listing index in the background at start; a count waits for it, so the load's work
// does not fall inside the measured calls.
const member = apiVisitor(app);
const counted = await member.post("/api/property/search/count", {});
if (counted.statusCode !== 200) throw new Error(`count failed: ${counted.body.slice(0, 200)}`);
await member.post("/api/account/registerbyemail", { email: "bench@example.hk", language: "en" });
const saved = (await database.query<{ id: number }>("select id from listings order by random() limit 120")).map((r) => ({
  propertyListingId: r.id,
}));
await member.post("/api/property/saveuserproperties", { savedPropertyType: 1, properties: saved });
const call = () =>
  member.inject({
    method: "POST",
    url: "/api/property/getuserproperties",
    payload: { CurrencyType: 3, SavedPropertyType: 1, PageSize: 120 },
    headers: { "content-type": "application/json" },
  });
const first = await call();
if (first.json().properties.length !== 120) throw new Error(`expected 120 saved, got ${first.body.slice(0, 200)}`);
for (let run = 0; run < 30; run++) await call(); // warm up
const healthz = () => app.inject({ method: "GET", url: "/healthz" });
console.log(`getuserproperties, 120 saved (in-process): ${await beside(300, call, healthz)}`);

// The member queries behind a member's pages, each beside a `select 1` of the same connection.
const [{ id: userId }] = (await database.query<{ id: string }>("select id from users where email = 'bench@example.hk'")) as [
  { id: string },
];
const at = new Date("2026-01-15T00:00:00Z");
for (let n = 0; n < 20; n++) {
  const listingId = saved[n]!.propertyListingId;
  await insertSavedSearch(
    database,
    userId,
    {
      searchType: 1,
      name: `search ${String(n)}`,
      criteria: { listingTypeId: 2, district: String(pick(districts)), priceMax: 40000 },
      criteriaKey: `bench-${String(n)}`,
      notificationEnabled: true,
      notificationFrequency: 2,
    },
    at,
  );
  await insertEnquiry(database, {
    enquiryType: 1,
    commMediaType: 1,
    userId,
    listingId,
    agentId: null,
    officeId: null,
    salutation: 1,
    name: "Bench Member",
    email: "bench@example.hk",
    dialCode: "852",
    phone: "91234567",
    budget: "",
    currencyId: 1,
    message: `enquiry ${String(n)}`,
    receiveUpdates: true,
    language: "en",
    referral: {},
    properties: [],
    now: at,
  });
}
const selectOne = () => database.query("select 1");
const queries: [string, () => Promise<unknown>][] = [
  ["savedPropertiesOf, 120 entries", () => savedPropertiesOf(database, userId, 1)],
  ["savedListingIds, a page of 24", () => savedListingIds(database, userId, 1, { offset: 0, limit: 24 })],
  [
    "a listing viewed: upsert one recently viewed and trim to 120",
    async () => {
      await upsertSavedProperties(database, userId, 2, [{ listingId: pick(ids), createdAt: at, listingType: 2 }], at);
      await trimSavedProperties(database, userId, 2, 120);
    },
  ],
  ["listSavedSearches, 20 sets", () => listSavedSearches(database, userId, 50)],
  ["enquiriesOfUser, 20 enquiries", () => enquiriesOfUser(database, userId, 100)],
  ["findOffices, the reply bar's office", () => findOffices(database, [1])],
];
for (const [name, query] of queries) {
  for (let run = 0; run < 30; run++) await query(); // warm up
  console.log(`member query: ${name}: ${await beside(300, query, selectOne)}`);
}
await app.close();
await database.close();
