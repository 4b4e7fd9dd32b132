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

for (const language of ["en", "zh-hk", "zh-cn"]) {
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
