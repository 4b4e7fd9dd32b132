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

test("the phone menu's rows start their text at one edge, with or without a sub-menu", async ({ page }) => {
  await page.goto("/en");
  await page.locator(".mobile-menu-toggle").click();
  const rows = page.locator("#mobile-menu .mobile-top > li > :is(a, button, .mobile-account > button)");
  await expect(rows.first()).toBeVisible();
  const starts = await rows.evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return Math.round(range.getClientRects()[0]!.left);
    }),
  );
  expect(starts.length).toBeGreaterThan(5);
  expect(new Set(starts).size).toBe(1);
});
