import { expect, test } from "@playwright/test";

// Issue 14: headings wrap without orphans (balanced lines) at phone width.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("headings are balanced, paragraphs avoid orphans", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  const h1 = page.getByRole("heading", { level: 1 });
  expect(await h1.evaluate((el) => getComputedStyle(el).textWrapStyle)).toBe("balance");
  expect(
    await page
      .locator("main p")
      .first()
      .evaluate((el) => getComputedStyle(el).textWrapStyle),
  ).toBe("pretty");
});
