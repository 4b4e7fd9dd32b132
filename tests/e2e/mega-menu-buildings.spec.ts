import { expect, test, type Page } from "@playwright/test";

// The Buy and Rent menus' popular buildings search the building by its id (decision 0022), so the
// results are that building's listings, and no other place that shares its name.

const headingCount = async (page: Page) =>
  Number(/([\d,]+)/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![1]!.replace(/,/g, ""));

for (const [key, purpose] of [
  ["buy", "sale"],
  ["rent", "rent"],
] as const)
  test(`the ${key} menu's popular building opens that building's listings, searched by its id`, async ({ page }) => {
    await page.goto("/en");
    await page.locator(`[aria-controls="mega-${key}"]`).click();
    const group = page.locator(`#mega-${key} .menu-group`, { has: page.locator(".menu-group-heading", { hasText: "Popular buildings" }) });
    const link = group.getByRole("link").first();
    const name = (await link.textContent()) ?? "";
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/en/property-search/${purpose}/building/[^?]+\\?searchResultType=2&searchResultId=\\d+$`));
    expect(await headingCount(page)).toBeGreaterThan(0);
    // Every card is in the building picked.
    const cards = page.getByTestId("result-card");
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText(name);
  });
