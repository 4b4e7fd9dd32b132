import { expect, test } from "@playwright/test";

// Issue 14: on a phone a transaction table stacks each row, so the price and
// price per square foot are on screen without scrolling sideways.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a phone sees every transaction's price without scrolling sideways", async ({ page }) => {
  await page.goto("/en/property/sale/x/1");
  const rows = page.locator(".tx-table tbody tr");
  await expect(rows.first()).toBeVisible();
  for (const cell of await rows.first().locator("td").all()) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expect(rows.first().locator("td.tx-price")).toBeVisible();
  await expect(rows.first().locator("td.tx-price")).toHaveAttribute("data-label", "Price");
});
