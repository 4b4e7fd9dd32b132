import { expect, test } from "@playwright/test";

// Issue 14: Hong Kong's estate-agent advertising rules expect the licence
// number with the agent: on a phone the listing shows both, and cards show
// the agent's whole name.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a phone sees the agent's name and licence number on the listing", async ({ page }) => {
  await page.goto("/en/property/sale/x/1");
  const agent = page.getByTestId("listing-agent");
  await expect(agent).toBeVisible();
  await expect(agent.locator(".agent-name")).toBeVisible();
  await expect(agent).toContainText(/Licence No\. [ES]-\d{6}/);
  await page.goto("/zh-hk/property/sale/x/1");
  await expect(page.getByTestId("listing-agent")).toContainText(/牌照號碼 [ES]-\d{6}/);
});

test("cards show the agent's whole name", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  const names = page.locator(".result-card .card-agent");
  await expect(names.first()).toBeVisible();
  const cut = await names.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(cut).toEqual([]);
});
