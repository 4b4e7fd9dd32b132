import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

// Issue 16's journeys: saved properties and recently viewed, for a guest in
// this browser and, after signing up, on the server; phone and desktop.

test.beforeEach(async ({ page }) => {
  const part = () => String(1 + Math.floor(Math.random() * 250));
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${part()}.${part()}.${part()}` });
});

function newEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.hk`;
}

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function saveCard(page: Page, index: number): Promise<string> {
  const card = page.getByTestId("result-card").nth(index);
  const building = (await card.locator(".card-title").innerText()).trim();
  await card.getByRole("button", { name: `Save ${building}` }).click();
  const popup = page.getByRole("dialog", { name: "Saved to your favourites" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "OK" }).click();
  await expect(card.getByRole("button", { name: `Save ${building}` })).toHaveAttribute("aria-pressed", "true");
  return building;
}

test("a guest saves three listings and views one, signs up, and finds them on the server; a heart there unsaves", async ({ page }) => {
  await page.goto("/en/property-search/buy");
  const saved = [await saveCard(page, 0), await saveCard(page, 1), await saveCard(page, 2)];
  await expect(page.getByTestId("saved-count").first()).toHaveText("3");

  // A listing opened goes to the recently viewed list.
  await page.getByTestId("result-card").nth(3).locator(".card-link").click();
  await expect(page).toHaveURL(/\/en\/property\//);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("recentlyViewed"))).not.toBeNull();

  await page.goto("/en/profile/savedproperties");
  await expect(page.getByTestId("saved-item")).toHaveCount(3);
  await expect(page.getByTestId("saved-invite")).toBeVisible();
  await axeClean(page);

  await page.goto("/en/profile/recentlyviewed");
  await expect(page.getByTestId("saved-item")).toHaveCount(1);

  // Sign up from the invitation: the local lists are uploaded and cleared.
  await page.getByTestId("saved-invite").getByRole("button", { name: "Sign up" }).click();
  const panel = page.getByRole("dialog", { name: "Create your account" });
  await panel.getByLabel("E-mail").fill(newEmail("saver"));
  await panel.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("dialog", { name: "Welcome to Harbour Homes" }).getByRole("button", { name: "OK" }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("savedProperties"))).toBeNull();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("recentlyViewed"))).toBeNull();

  // From the server now, rendered with the page.
  await page.goto("/en/profile/savedproperties");
  await expect(page.getByTestId("saved-invite")).toHaveCount(0);
  await expect(page.getByTestId("saved-total")).toHaveText("3 properties");
  const titles = await page.locator("[data-testid=saved-item] .card-title").allInnerTexts();
  expect(titles.map((s) => s.trim()).sort()).toEqual([...saved].sort());
  await expect(page.getByTestId("saved-count").first()).toHaveText("3");
  await page.goto("/en/profile/recentlyviewed");
  await expect(page.getByTestId("saved-total")).toHaveText("1 property");

  // The heart on a saved card deletes it from the server's list.
  await page.goto("/en/profile/savedproperties");
  const first = page.getByTestId("saved-item").first();
  const building = (await first.locator(".card-title").innerText()).trim();
  await first.getByRole("button", { name: `Save ${building}` }).click();
  await expect(page.getByTestId("saved-item")).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId("saved-total")).toHaveText("2 properties");
});

test("the saved pages speak the page's language", async ({ page }) => {
  await page.goto("/zh-hk/profile/savedproperties");
  await expect(page.locator("h1")).toHaveText("已收藏物業");
  await page.goto("/zh-cn/profile/recentlyviewed");
  await expect(page.locator("h1")).toHaveText("最近浏览");
  await expect(page.getByTestId("saved-total")).toHaveText("暂时未有物业");
});

async function signUpFromHeader(page: Page) {
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "My Account", exact: true }).click();
  if ((page.viewportSize()?.width ?? 1366) < 1280) await banner.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("dialog", { name: "Sign in to Harbour Homes" }).getByRole("button", { name: "Create an account" }).click();
  const panel = page.getByRole("dialog", { name: "Create your account" });
  await panel.getByLabel("E-mail").fill(newEmail("searcher"));
  await panel.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("dialog", { name: "Welcome to Harbour Homes" }).getByRole("button", { name: "OK" }).click();
}

test("a member saves a search, meets the duplicate, saves a new one, opens it from #searchid= and removes it", async ({ page }) => {
  await page.goto("/en/property-search/rent/price-below-40000-hkd");
  await signUpFromHeader(page);
  const results = page.url().replace(/#.*$/, "");

  await page.locator(".saved-search-bar").getByRole("button", { name: "Save Search" }).click();
  let dialog = page.getByRole("dialog", { name: "Save Search" });
  await dialog.getByLabel("Name of this search").fill("Rent under 40K");
  await dialog.getByLabel("How often").selectOption({ label: "As they come (within a minute)" });
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("dialog", { name: "Search saved" }).getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/#searchid=\d+$/);
  await expect(page.getByTestId("open-saved-search")).toContainText("Rent under 40K");

  // The same criteria again: the duplicate, then "Save as a new search".
  await page.locator(".saved-search-bar").getByRole("button", { name: "Save Search" }).click();
  dialog = page.getByRole("dialog", { name: "Save Search" });
  await dialog.getByLabel("Name of this search").fill("Again");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  const failed = page.getByRole("dialog", { name: "You have already saved this search" });
  await failed.getByRole("button", { name: "OK" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Rent under 40K");
  await expect(dialog.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Save as a new search" }).click();
  await page.getByRole("dialog", { name: "Search saved" }).getByRole("button", { name: "OK" }).click();

  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(2);
  await axeClean(page);
  // Opening it from the list rebuilds the filter: the same results page, from any start.
  await page.getByTestId("saved-search").filter({ hasText: "Rent under 40K" }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`^${results.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}#searchid=\\d+$`));
  await expect(page.getByTestId("open-saved-search")).toContainText("Rent under 40K");

  await page.getByTestId("open-saved-search").getByRole("button", { name: "Remove saved search" }).click();
  await expect(page.getByText("Saved search removed")).toBeVisible();
  await expect(page).toHaveURL(results);
  await expect(page.getByTestId("open-saved-search")).toHaveCount(0);
  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(1);
});

test("#savenow opens the save-search dialog; a guest's search waits for sign-up", async ({ page }) => {
  await page.goto("/en/property-search/buy#savenow");
  const dialog = page.getByRole("dialog", { name: "Save Search" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Sign up to keep this search")).toBeVisible();
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Create your account" })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toContain("listingTypeId");
});

test("a member follows a building from a listing page, finds the follow among the saved searches, and unfollows", async ({ page }) => {
  await page.goto("/en/property-search/buy");
  await signUpFromHeader(page);
  await page.getByTestId("result-card").first().locator(".card-link").click();
  await expect(page).toHaveURL(/\/en\/property\//);
  const follow = page.getByTestId("follow-building");
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByTestId("follow-building")).toHaveAttribute("aria-pressed", "true");
  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(1);
  await expect(page.getByTestId("saved-search")).toContainText("Building you follow");
  // The alerts page: one switch turns every alert off.
  await page.goto("/en/profile/alerts");
  await expect(page.getByTestId("alert-row")).toHaveCount(1);
  await expect(page.getByTestId("alert-row").getByRole("checkbox")).toBeChecked();
  await page.getByLabel("E-mail alerts for all my searches").click();
  await expect(page.getByTestId("alert-row").getByRole("checkbox")).not.toBeChecked();
  await axeClean(page);
  await page.goBack();
  await page.goBack();
  await page.getByTestId("follow-building").click();
  await expect(page.getByTestId("follow-building")).toHaveAttribute("aria-pressed", "false");
  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(0);
});
