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
