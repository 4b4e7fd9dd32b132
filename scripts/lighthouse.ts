import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "@playwright/test";
import { initialJs } from "./initial-js.ts";

/**
 * Lighthouse (mobile, the default config) on the home, results, listing detail
 * and building pages, and the initial JavaScript each page loads (its module
 * scripts and preloads, gzip -9), beside a floor page:
 * `node scripts/lighthouse.ts [--runs=N] [--debug-port=N] [--save=DIR] [BASE_URL] [path...]`. Without paths, the detail
 * and building pages are the first ones the sale results link to.
 * Run it against a production server (npm run build && npm start).
 */
const args = process.argv.slice(2);
// --runs=N: Lighthouse N times per page, reporting the run with the median Performance score
// (the machine is shared, so one run can land on someone else's busy second).
const runs = Math.max(1, Number(args.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 1));
const [base = "http://127.0.0.1:3000", ...given] = args.filter((a) => !a.startsWith("--"));

async function firstLink(path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(base + path)).text();
  const found = html.match(pattern)?.[1];
  if (!found) throw new Error(`No link matching ${String(pattern)} on ${path}`);
  return found;
}

async function defaultPaths(): Promise<string[]> {
  const listing = await firstLink("/en/property-search/sale", /href="(\/en\/property\/sale\/[^"/]+\/\d+)"/);
  const building = await firstLink(listing, /href="(\/en\/building\/[^"/]+\/\d+)"/);
  return ["/en", "/zh-hk", "/en/property-search/sale", "/zh-hk/property-search/rent/localityarea-a1", listing, building, "/en/about-us"];
}

const paths = given.length > 0 ? given : await defaultPaths();
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// --debug-port=N: Chromium's remote debugging port (default 9333), so runs side by side on one machine do not meet.
const PORT = Number(args.find((a) => a.startsWith("--debug-port="))?.slice("--debug-port=".length) ?? 9333);
// --save=DIR: every run's Lighthouse JSON as DIR/<path as a name>.<run>.json, to read its audits afterwards.
const saveDir = args.find((a) => a.startsWith("--save="))?.slice("--save=".length);
if (saveDir) mkdirSync(saveDir, { recursive: true });
const flags = [
  `--remote-debugging-port=${String(PORT)}`,
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];

const rows: string[] = [];
for (const path of paths) {
  const url = base + path;
  const results = [];
  let failures = 0;
  for (let run = 0; run < runs; run++) {
    // Playwright starts Debian's Chromium (no download); Lighthouse drives it over the debugging port.
    // Without Playwright's --disable-back-forward-cache, so Lighthouse's bf-cache audit sees the page, not the switch.
    const browser = await chromium.launch({ executablePath: chromePath, args: flags, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
    try {
      const result = await lighthouse(url, { port: PORT, output: "json", logLevel: "error" });
      // A run Lighthouse itself could not finish (NO_NAVSTART, a protocol timeout) has no score, not a score of 0:
      // it is said and run again, three times at most.
      if (result?.lhr.runtimeError && failures < 3) {
        failures++;
        console.error(`${path}: run ${String(run + 1)} failed in Lighthouse (${result.lhr.runtimeError.code}); running it again`);
        run--;
        continue;
      }
      results.push(result);
      if (saveDir && result) {
        const name = path.replace(/[^a-z0-9-]+/gi, "_").replace(/^_+|_+$/g, "") || "root";
        writeFileSync(join(saveDir, `${name}.${String(run + 1)}.json`), JSON.stringify(result.lhr));
      }
    } finally {
      await browser.close();
    }
  }
  results.sort((a, b) => (a?.lhr.categories["performance"]?.score ?? 0) - (b?.lhr.categories["performance"]?.score ?? 0));
  const all = results.map((r) => String(Math.round((r?.lhr.categories["performance"]?.score ?? 0) * 100)));
  {
    const result = results[Math.floor((results.length - 1) / 2)];
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => String(Math.round((categories[key]?.score ?? 0) * 100)).padStart(3);
    const audits = result?.lhr.audits ?? {};
    const metric = (key: string) => audits[key]?.displayValue ?? "-";
    const js = await initialJs(url);
    rows.push(
      `${path.padEnd(44)} perf ${score("performance")}  a11y ${score("accessibility")}  bp ${score("best-practices")}  seo ${score("seo")}` +
        `  | LCP ${metric("largest-contentful-paint")}, TBT ${metric("total-blocking-time")}, CLS ${metric("cumulative-layout-shift")}` +
        `  | initial JS ${(js.total / 1024).toFixed(1)} KB gzip: code ${(js.gzip / 1024).toFixed(1)} in ${String(js.files.length)} files + catalog ${(js.catalogGzip / 1024).toFixed(1)}`,
    );
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    const lcp = JSON.stringify(audits["largest-contentful-paint-element"]?.details ?? {}).match(/"snippet":"((?:[^"\\]|\\.)*)"/)?.[1];
    if (lcp) rows.push(`${"".padEnd(44)} LCP element: ${lcp.slice(0, 120)}`);
    const phases = JSON.stringify(audits["largest-contentful-paint-element"]?.details ?? {}).match(/"phase":"[^"]+","timing":[\d.]+/g);
    if (phases) rows.push(`${"".padEnd(44)} LCP phases: ${phases.map((p) => p.replace(/"phase":"|","timing":/g, " ").trim()).join(", ")}`);
    if (failing.length > 0) rows.push(`${"".padEnd(44)} failing binary audits: ${failing.join(", ")}`);
    if (runs > 1) rows.push(`${"".padEnd(44)} performance in ${String(runs)} runs: ${all.join(", ")} (the median run is shown)`);
  }
}
console.log(rows.join("\n"));
