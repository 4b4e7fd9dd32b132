import { expect, test } from "@playwright/test";
import { pageTypes } from "./page-types.ts";

// Nothing jumps while a page mounts. Every page type is loaded and its layout
// shifts without input are summed for 1.5 s: the total must be 0 (below 0.01).
// The map page stands in its final layout before the map's chunk arrives, and
// the sign-in page renders its social buttons with the page.

test("no page type shifts while it mounts", async ({ page }) => {
  test.setTimeout(150_000);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  const shifted: string[] = [];
  for (const path of await pageTypes(page, "en")) {
    await page.goto(path);
    await page.waitForTimeout(1500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    if (cls >= 0.01) shifted.push(`${path}: ${cls.toFixed(3)}`);
  }
  expect(shifted).toEqual([]);
});
