// NODE_ENV=production node bench/same-markup.ts BUILD_A BUILD_B [--pages 60]
// Whether two page builds write the same documents: the bench's rotations (district, filtered results and listing
// pages in three languages, bench/ssr-scenarios.ts) plus the home, agent, news and guide pages, rendered by each
// build on the same server code and database (PostgreSQL with 100k listings, as bench/page-cpu.ts), compared with
// the per-response nonce blanked, each page asked for twice (the second time from what the first kept). A lever that renders less (a cheaper link, markup kept from an earlier page) must
// leave this silent; it prints each page that differs with the first difference and exits 1.
import { parseArgs } from "node:util";
import { createRandom } from "./scenarios.ts";
import { ssrDetailRequest, ssrDistrictRequest, ssrListings, ssrSearchRequest } from "./ssr-scenarios.ts";
import { openPageBench, pageApp } from "./in-process.ts";

const { values, positionals } = parseArgs({ allowPositionals: true, options: { pages: { type: "string", default: "60" } } });
const usage = "NODE_ENV=production node bench/same-markup.ts BUILD_A BUILD_B [--pages N]";
if (positionals.length !== 2) {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
const { config, database } = await openPageBench(usage);

const districtIds = (await database.query<{ id: number }>("select id from districts")).map((d) => d.id);
const listings = await ssrListings(database, 500);
const agent = (await database.query<{ id: number; name_en: string }>("select id, name_en from agents order by id limit 1"))[0];
const rnd = createRandom(11);
// Beside the rotations: pages of other kinds, a page that does not hydrate (a listing's AMP page), a 404 and a redirect.
const paths = [
  "/en",
  "/zh-hk",
  "/zh-cn",
  "/en/property-agent-team",
  "/zh-hk/property-news",
  "/en/property-guides",
  "/en/faq",
  "/en/no-such-page",
  "/zh/property-search/rent",
];
if (agent) {
  const slug = agent.name_en.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  paths.push(`/en/property-agent/${slug}/${String(agent.id)}`, `/zh-cn/property-agent/${slug}/${String(agent.id)}`);
}
const amp = ssrDetailRequest(listings, rnd).path;
paths.push(`${amp}/amp`);
for (let i = 0; i < Number(values.pages); i++) {
  const pick = i % 3;
  paths.push(
    (pick === 0 ? ssrDistrictRequest(districtIds, rnd) : pick === 1 ? ssrSearchRequest(districtIds, rnd) : ssrDetailRequest(listings, rnd))
      .path,
  );
}

/** A page with what differs from build to build blanked: the nonce, the assets' content hashes, the manifest's version. */
function sameBuild(page: string): string {
  return page
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, "$1.$2")
    .replace(/"version":"[^"]*"/g, '"version":""');
}

async function pagesOf(buildDir: string): Promise<Map<string, string>> {
  const app = await pageApp(config, database, buildDir);
  const pages = new Map<string, string>();
  const ask = async (path: string) => {
    const response = await app.inject({ method: "GET", url: path, headers: { accept: "text/html" } });
    return `${String(response.statusCode)} ${sameBuild(response.body)}`;
  };
  for (const path of paths) pages.set(path, await ask(path));
  // Each page again, after every page has been written once: what an earlier render kept (decision 0068) now
  // writes its part, and the page must not change.
  for (const path of paths) {
    const again = await ask(path);
    if (again !== pages.get(path)) pages.set(path, `${pages.get(path)!}\n(differs when written again: ${again.slice(0, 200)}…)`);
  }
  await app.close();
  return pages;
}

const [a, b] = [await pagesOf(positionals[0]!), await pagesOf(positionals[1]!)];
let differ = 0;
for (const [path, page] of a) {
  const other = b.get(path)!;
  if (page === other) continue;
  differ++;
  let at = 0;
  while (page[at] === other[at]) at++;
  console.log(`${path}\n  A: …${page.slice(Math.max(0, at - 80), at + 120)}\n  B: …${other.slice(Math.max(0, at - 80), at + 120)}`);
}
const statuses = [...a.values()].map((page) => page.slice(0, 3)).sort();
const counted = [...new Set(statuses)].map((s) => `${String(statuses.filter((x) => x === s).length)} × ${s}`).join(", ");
console.log(`${String(paths.length - differ)} of ${String(paths.length)} pages the same (${counted})`);
await database.close();
process.exit(differ === 0 ? 0 : 1);
