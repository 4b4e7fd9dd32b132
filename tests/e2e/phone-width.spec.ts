import { expect, test, type Page } from "@playwright/test";
import { pageTypes } from "./page-types.ts";

// Issue 14: no page is wider than the viewport. At phone width every page
// type, in each language, and the search results' grid, list and map views
// are measured: the document must not scroll sideways.

async function overflow(page: Page): Promise<{ width: number; viewport: number; widest: string }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    let widest = "";
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const r = el.getBoundingClientRect();
      if (r.right > viewport + 1 && r.width > 0 && getComputedStyle(el).position !== "fixed") {
        widest = `${el.tagName.toLowerCase()}.${el.className.toString().split(" ").join(".")} right=${Math.round(r.right)}`;
        break;
      }
    }
    return { width: document.documentElement.scrollWidth, viewport, widest };
  });
}

/**
 * The building page and the estate page with the longest name in `language`, and a listing of the building with the
 * longest name, as the journey server's database has them: its sitemap lists every one under its name.
 */
async function longestNamedPages(page: Page, language: string): Promise<{ path: string; name: string }[]> {
  const index = await (await page.request.get("/sitemap.xml")).text();
  const parts = [...index.matchAll(/<loc>[^<]*\/sitemaps\/((?:buildings|estates|listings)-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
  const longest = new Map<string, { path: string; name: string }>();
  for (const part of parts) {
    const xml = await (await page.request.get(`/sitemaps/${part}`)).text();
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const path = new URL(loc!).pathname;
      // /{lang}/building/{name}/{id}, /{lang}/estate/{name}/{id}, /{lang}/property/{purpose}/{building name}/{reference}
      const match = new RegExp(`^/${language}/(building|estate|property/(?:sale|rent))/([^/]+)/[^/]+$`).exec(path);
      if (!match) continue;
      const kind = match[1]!.startsWith("property") ? "listing" : match[1]!;
      const name = decodeURIComponent(match[2]!);
      if (name.length > (longest.get(kind)?.name.length ?? 0)) longest.set(kind, { path, name });
    }
  }
  expect([...longest.keys()].sort()).toEqual(["building", "estate", "listing"]);
  return [...longest.values()];
}

for (const language of ["en", "zh-hk", "zh-cn"]) {
  test(`the pages of the longest building and estate names in ${language} fit the phone, the follow button wrapping`, async ({ page }) => {
    test.slow();
    const wide: string[] = [];
    for (const { path, name } of await longestNamedPages(page, language)) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const o = await overflow(page);
      if (o.width > o.viewport) wide.push(`${path} (${name}): ${String(o.width)} > ${String(o.viewport)} (${o.widest})`);
    }
    expect(wide).toEqual([]);
  });

  test(`no ${language} page type is wider than the viewport`, async ({ page }) => {
    test.setTimeout(120_000);
    const wide: string[] = [];
    for (const path of await pageTypes(page, language)) {
      await page.goto(path);
      const o = await overflow(page);
      if (o.width > o.viewport) wide.push(`${path}: ${String(o.width)} > ${String(o.viewport)} (${o.widest})`);
    }
    expect(wide).toEqual([]);
  });
}

test("the grid, list and map views of the results fit the phone", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  for (const view of ["Grid", "List"]) {
    await page.getByRole("button", { name: view, exact: true }).click();
    await expect(page.getByTestId("result-card").first()).toBeVisible();
    const o = await overflow(page);
    expect(o.width, `${view}: ${o.widest}`).toBeLessThanOrEqual(o.viewport);
  }
  await page.getByRole("button", { name: "Map", exact: true }).click();
  await expect(page.locator(".leaflet-container")).toBeVisible();
  const o = await overflow(page);
  expect(o.width, `Map: ${o.widest}`).toBeLessThanOrEqual(o.viewport);
});
