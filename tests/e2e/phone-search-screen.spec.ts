import { expect, test, type Page } from "@playwright/test";

// The phone's search screen: before anything is typed it lists the popular districts and buildings for
// Buy and for Rent, one step down each with a Back step up, and a picked place finds the count it showed.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const headingCount = async (page: Page) =>
  Number(/([\d,]+)/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![1]!.replace(/,/g, ""));

test("the search screen lists popular districts and buildings for buy and rent, with back steps", async ({ page }) => {
  await page.goto("/en");
  await page.getByTestId("search-overlay-open").click();
  const screen = page.getByRole("dialog", { name: "Search homes" });
  const popular = screen.getByRole("navigation", { name: "Popular places" });
  await expect(popular.getByRole("button", { name: "Popular districts for sale" })).toBeVisible();

  // Down to the districts for sale and back up.
  await popular.getByRole("button", { name: "Popular districts for sale" }).click();
  const districts = screen.getByRole("navigation", { name: "Popular districts for sale" });
  await expect(districts.getByRole("heading", { name: "Popular districts for sale" })).toBeVisible();
  expect(await districts.getByRole("link").count()).toBeGreaterThan(3);
  await expect(districts.getByRole("link").first()).toContainText(/\d+ listings?/);
  await districts.getByRole("button", { name: "Back" }).click();
  await expect(
    screen.getByRole("navigation", { name: "Popular places" }).getByRole("button", { name: "Popular buildings for sale" }),
  ).toBeVisible();

  // Rent: its own lists.
  await screen.getByRole("radio", { name: "Rent" }).check();
  await screen.getByRole("button", { name: "Popular buildings for rent" }).click();
  const buildings = screen.getByRole("navigation", { name: "Popular buildings for rent" });
  const first = buildings.getByRole("link").first();
  const promised = Number(/(\d[\d,]*) listings?/.exec((await first.textContent()) ?? "")![1]!.replace(/,/g, ""));
  await first.click();
  await expect(page).toHaveURL(/\/en\/property-search\/rent\/building\/[^?]+\?searchResultType=2&searchResultId=\d+$/);
  expect(await headingCount(page)).toBe(promised);
});

test("typing replaces the popular places with suggestions; the lists follow the page's language", async ({ page }) => {
  await page.goto("/zh-hk");
  await page.getByTestId("search-overlay-open").click();
  const screen = page.getByRole("dialog", { name: "搜尋樓盤" });
  await expect(screen.getByRole("button", { name: "熱門出售地區" })).toBeVisible();
  await screen.getByRole("button", { name: "熱門出售地區" }).click();
  await expect(screen.getByRole("heading", { name: "熱門出售地區" })).toBeVisible();
  await expect(screen.getByRole("link").first()).toContainText(/\d+ 個樓盤/);
  await screen.getByRole("combobox").fill("太古");
  await expect(screen.getByRole("navigation", { name: "熱門出售地區" })).toHaveCount(0);
  await expect(screen.getByRole("option").first()).toBeVisible();
});
