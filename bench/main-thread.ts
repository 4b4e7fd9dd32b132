// npm run bench:main-thread -- [--runs 8] URL [URL...]
// A page's main-thread work in the browser as a phone would do it: Debian's Chromium at a phone's size with
// the CPU slowed four times (as Lighthouse's mobile setting assumes), the page loaded until it is live
// (html[data-hydrated]) and quiet, its trace read. Printed per address, median over the runs (the addresses
// taken in turn, so two builds on two ports meet the same moments of a shared machine): when the page went live
// (its controls answer) after the navigation started, the blocking time after the first paint (each task's time
// over 50 ms, as Total Blocking Time counts it), the longest task, and the time in script, in layout and paint.
// Run it against production servers (npm run build && npm start); compare builds by giving each its own port
// (BUILD_DIR, PORT) and both addresses in one run. Decision 0069.
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values, positionals: urls } = parseArgs({ options: { runs: { type: "string", default: "8" } }, allowPositionals: true });
if (urls.length === 0) throw new Error("usage: npm run bench:main-thread -- [--runs N] URL [URL...]");

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };
type Run = { live: number; blocking: number; longest: number; script: number; layout: number };

const SCRIPT = new Set(["EvaluateScript", "v8.evaluateModule", "FunctionCall", "TimerFire", "FireIdleCallback", "FireAnimationFrame"]);
const LAYOUT = new Set(["Layout", "UpdateLayoutTree", "PrePaint", "Paint", "Layerize"]);

/** The renderer's main thread of the page: the CrRendererMain that ran the most tasks (a trace also holds about:blank's). */
function pageThread(events: TraceEvent[]): TraceEvent[] {
  let best: TraceEvent[] = [];
  for (const thread of events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain")) {
    const mine = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === "X");
    if (mine.length > best.length) best = mine;
  }
  return best;
}

/** Top-level time of the named events (an event inside another of the set is not counted twice). */
function topLevelMs(events: TraceEvent[], names: Set<string>): number {
  let total = 0;
  let end = 0;
  for (const e of events.filter((x) => names.has(x.name)).sort((a, b) => a.ts - b.ts)) {
    if (e.ts >= end) {
      total += e.dur ?? 0;
      end = e.ts + (e.dur ?? 0);
    }
  }
  return total / 1000;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const runs = new Map<string, Run[]>(urls.map((url) => [url, []]));
try {
  for (let round = 0; round < Number(values.runs); round++) {
    for (const url of urls) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      // The moment the root marks the page live, read off the page's own clock (from the navigation's start).
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute("data-hydrated")) return;
          (window as { liveAt?: number }).liveAt = performance.now();
          observer.disconnect();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-hydrated"] });
      });
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute"] });
      await page.goto(url, { waitUntil: "load" });
      await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
      await page.waitForTimeout(2500);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      const live = await page.evaluate(() => (window as { liveAt?: number }).liveAt ?? 0);
      const thread = pageThread(events);
      const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === thread[0]?.pid)?.ts ?? 0;
      const tasks = thread.filter((e) => e.name === "RunTask" && e.ts >= paint).map((e) => (e.dur ?? 0) / 1000);
      runs.get(url)!.push({
        live,
        blocking: tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
        longest: Math.max(0, ...tasks),
        script: topLevelMs(thread, SCRIPT),
        layout: topLevelMs(thread, LAYOUT),
      });
      await context.close();
    }
  }
} finally {
  await browser.close();
}

const median = (xs: number[]) => xs.toSorted((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
for (const [url, list] of runs) {
  const of = (key: keyof Run) => Math.round(median(list.map((r) => r[key])));
  console.log(
    `${url}\n  live at ${String(of("live"))} ms, blocking after first paint ${String(of("blocking"))} ms (runs: ${list.map((r) => Math.round(r.blocking)).join(", ")}), ` +
      `longest task ${String(of("longest"))} ms, script ${String(of("script"))} ms, layout and paint ${String(of("layout"))} ms (medians, CPU x4)`,
  );
}
