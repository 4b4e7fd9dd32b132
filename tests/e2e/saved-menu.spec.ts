import { expect, test } from "@playwright/test";
import { saveCard } from "./saved-steps.ts";
import { beOwnVisitor, hydrated } from "./visitor.ts";

// The saved menu in the header (Saved Properties, Saved Searches, Recently Viewed): on a wide screen the heart
// goes to the saved properties and the chevron opens the menu; on a phone the heart opens it.

test.beforeEach(({ page }) => beOwnVisitor(page));

test("the header's saved menu leads to the saved properties, the saved searches and the recently viewed", async ({ page, isMobile }) => {
  await page.goto("/en/property-search/sale");
  await hydrated(page);
  const saved = await saveCard(page, 0);
  await page.getByTestId("result-card").nth(1).locator(".card-link").click();
  await expect(page).toHaveURL(/\/en\/property\//);
  const viewed = (await page.getByRole("heading", { level: 1 }).innerText()).trim();

  const banner = page.getByRole("banner");
  const heart = banner.getByRole("button", { name: /^Favourites · 1 property$/ });
  const menu = banner.locator(".saved-menu .account-menu-panel");
  /** Opens the menu the way this screen offers it. */
  const open = async () => {
    await (isMobile ? heart : banner.getByRole("button", { name: "Favourites menu" })).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(["Saved Properties", "Saved Searches", "Recently Viewed"]);
  };

  if (isMobile) {
    // No chevron on a phone: the heart opens the menu.
    await expect(banner.getByRole("button", { name: "Favourites menu" })).toBeHidden();
  } else {
    await heart.click();
    await expect(page).toHaveURL(/\/en\/profile\/savedproperties$/);
    await expect(menu).toHaveCount(0);
  }
  await open();
  // Escape closes it, and so does choosing.
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);

  await open();
  await menu.getByRole("link", { name: "Saved Properties" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/savedproperties$/);
  await expect(menu).toHaveCount(0);
  await expect(page.getByTestId("saved-item").locator(".card-title")).toHaveText([saved]);

  await open();
  await menu.getByRole("link", { name: "Recently Viewed" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/recentlyviewed$/);
  await expect(page.getByTestId("saved-item").locator(".card-title")).toHaveText([viewed]);

  await open();
  await menu.getByRole("link", { name: "Saved Searches" }).click();
  await expect(page).toHaveURL(/\/en\/profile\/savedsearch$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
