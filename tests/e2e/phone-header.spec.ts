import { expect, test } from "@playwright/test";

// Issue 14: on a phone the sticky header and filter bar no longer take 126 px
// of every screen: scrolling down tucks the header away (the filter bar moves
// to the top), scrolling up brings it back.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("the header tucks away while scrolling down and comes back on the way up", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  const header = page.locator(".site-header");
  const bar = page.locator(".filter-bar");
  await expect(page.getByTestId("result-card").first()).toBeVisible();
  for (const y of [300, 700, 1100]) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(120);
  }
  await expect.poll(async () => (await header.boundingBox())!.y + (await header.boundingBox())!.height).toBeLessThanOrEqual(1);
  await expect.poll(async () => (await bar.boundingBox())!.y).toBeLessThanOrEqual(1);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect.poll(async () => (await header.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  await expect(header.locator(".brand")).toBeInViewport();
});
