import { expect, test } from "@playwright/test";
import { CATALOG_BUDGET_BYTES, INITIAL_JS_BUDGET_BYTES, initialJs } from "../../scripts/initial-js.ts";
import { pageTypes } from "./page-types.ts";
import { hydrated } from "./visitor.ts";

// The speed bar (quality-bars.md): a page's initial JavaScript — its entry and
// modulepreloads and the catalog part it runs before it is interactive, gzip —
// stays within budget on every page type, so member-side features (panels,
// dialogs, the bot chat) and zod cannot creep back into the first load
// unnoticed. Lazy chunks load on intent and are not counted.
// Plain HTTP: the same on any screen, so the desktop project alone runs it.

for (const language of ["en", "zh-hk"]) {
  test(`every ${language} page type's initial JavaScript is within the budget`, async ({ page, baseURL }) => {
    // Two dozen pages fetched and compressed: on a loaded machine more than the default 30 s.
    test.slow();
    const paths = [
      ...(await pageTypes(page, language)),
      `/${language}/property-search/rent/localityarea-d37`,
      `/${language}/property-agent/x/1`,
      `/${language}/property-news/market-update-rents-rise`,
      `/${language}/property-agent-team`,
      `/${language}/property-news`,
    ];
    const over: string[] = [];
    for (const path of paths) {
      const { files, catalog, catalogGzip, total } = await initialJs(new URL(path, baseURL).href);
      expect(files.length, `${path} loads its scripts`).toBeGreaterThan(0);
      expect(catalog.length, `${path} loads its catalog part`).toBe(1);
      if (catalogGzip > CATALOG_BUDGET_BYTES) over.push(`${path}: message catalog ${(catalogGzip / 1024).toFixed(1)} KB`);
      if (total > INITIAL_JS_BUDGET_BYTES) {
        const largest = [...files, ...catalog].toSorted((a, b) => b.gzip - a.gzip).slice(0, 5);
        over.push(`${path}: ${(total / 1024).toFixed(1)} KB (${largest.map((f) => `${f.src} ${(f.gzip / 1024).toFixed(1)}`).join(", ")})`);
      }
    }
    expect(over, `initial JavaScript and catalog over ${String(INITIAL_JS_BUDGET_BYTES / 1024)} KB gzip`).toEqual([]);
  });
}

test("the account and enquiry panels' code and texts are fetched after the first load, before anyone opens a panel", async ({ page }) => {
  // The panels' code chunks and their catalog parts (/i18n/<language>.<part>.<hash>.js).
  const lazyPanels = /\/(?:assets\/(account-panels|enquiry-panel)-[\w-]+|i18n\/en\.(account-panels|enquiry-panel)\.[\w-]+)\.js$/;
  const fetched = new Set<string>();
  page.on("request", (request) => {
    const match = lazyPanels.exec(new URL(request.url()).pathname);
    if (match) fetched.add(match[1] ? `code ${match[1]}` : `texts ${match[2]!}`);
  });
  const response = await page.goto("/en/property-agent/x/1");
  // Not in the page's first load (the root data names the texts' addresses, for later)...
  expect((await response?.text()) ?? "").not.toMatch(/(?:src|href)="[^"]*(account-panels|enquiry-panel)[-.][\w-]+\.js"/);
  await hydrated(page);
  // ...but there, unasked, once the page is idle (at most 3 s after it runs; more time for a busy machine),
  // so a panel opens without waiting for its code or its texts.
  await expect
    .poll(() => [...fetched].sort(), { timeout: 10_000 })
    .toEqual(["code account-panels", "code enquiry-panel", "texts account-panels", "texts enquiry-panel"]);
  await page.getByRole("link", { name: "Contact me" }).click();
  await expect(page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Send enquiry" }) })).toBeVisible();
});

test("the stylesheet and first photo are asked for before the code, whose preloads are low priority", async ({ page }) => {
  const response = await page.goto("/zh-hk/property-search/rent/localityarea-a1");
  const head = ((await response?.text()) ?? "").split("</head>")[0]!;
  const preloads = head.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  expect(preloads.length).toBeGreaterThan(3);
  expect(preloads.filter((tag) => !tag.includes('fetchpriority="low"'))).toEqual([]);
  const stylesheet = head.search(/<link[^>]*rel="stylesheet"/);
  expect(stylesheet).toBeGreaterThan(0);
  expect(stylesheet).toBeLessThan(head.indexOf(preloads[0]!));
  expect(head.indexOf('rel="preload" as="image"')).toBeLessThan(stylesheet);
  // The page is still made live by its code.
  await hydrated(page);
});

// The agent page's hydration data (React Router's loader data, inline in the HTML) was 84 KB, mostly 40
// whole search cards for a table that shows five rows and needs eleven fields of each; parsing it and
// hydrating with it were a good part of the page's Total Blocking Time (decision 0066). Today about 25 KB.
const HYDRATION_DATA_BUDGET_BYTES = 40 * 1024;

test("the agent page's hydration data stays within its budget: the recommended table's rows carry its columns only", async ({ page }) => {
  const html = (await (await page.goto("/en/property-agent/x/1"))?.text()) ?? "";
  const data = [...html.matchAll(/<script[^>]*>([^<]*streamController\.enqueue[^<]*)<\/script>/g)].map((m) => m[1]!);
  expect(data.length, "the page carries its loader data").toBeGreaterThan(0);
  const bytes = data.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
  expect(bytes, `hydration data ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(HYDRATION_DATA_BUDGET_BYTES);
  // A recommended row's fields (the search card has "amenities", "banners", "agentImage"... besides).
  expect(data.join("")).not.toMatch(/\\"amenities\\"|\\"agentImage\\"/);
});
