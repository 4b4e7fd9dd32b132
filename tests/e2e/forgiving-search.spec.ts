import { expect, test, type Page } from "@playwright/test";

// Issue 14, search that forgives: spacing, full-width and aliases find the
// place, suggestion labels are in the page's language, and Enter below the
// minimum length says why nothing happens (overlay and home search box).

async function openOverlay(page: Page) {
  await page.getByTestId("search-overlay-open").click();
  const input = page.getByRole("dialog").getByRole("combobox");
  await expect(input).toBeFocused();
  return input;
}

test("'Tai Koo' suggests Taikoo Shing; 'TKO' suggests Tseung Kwan O", async ({ page }) => {
  await page.goto("/en");
  const input = await openOverlay(page);
  await input.pressSequentially("Tai Koo");
  await expect(page.getByRole("option", { name: /^Taikoo Shing/ }).first()).toBeVisible();
  await input.fill("TKO");
  await expect(page.getByRole("option", { name: /^Tseung Kwan O/ }).first()).toBeVisible();
});

test("full-width ＴＡＩＫＯＯ and Enter finds listings", async ({ page }) => {
  await page.goto("/en");
  const input = await openOverlay(page);
  await input.fill("ＴＡＩＫＯＯ");
  await input.press("Enter");
  await expect(page).toHaveURL(/-keyword$/);
  await expect(page.getByTestId("result-card").first()).toBeVisible();
});

test("on zh-cn an English query's suggestions are labelled in Simplified Chinese", async ({ page }) => {
  await page.goto("/zh-cn");
  const input = await openOverlay(page);
  await input.pressSequentially("tseung kwan");
  await expect(page.getByRole("option", { name: /^将军澳/ }).first()).toBeVisible();
  await expect(page.getByRole("option", { name: /Tseung Kwan O/ })).toHaveCount(0);
});

test("Enter below the minimum length says why, in the overlay and on the home page", async ({ page }) => {
  await page.goto("/en");
  const input = await openOverlay(page);
  await input.fill("ab");
  await input.press("Enter");
  await expect(page.getByText("Type at least 3 letters or 1 Chinese character, then search.")).toBeVisible();
  await input.press("Escape");
  await page.goto("/zh-hk");
  const box = page.locator("#home-keyword");
  await box.fill("ab");
  await box.press("Enter");
  await expect(page.getByText("請輸入最少 3 個英文字母或 1 個中文字再搜尋。")).toBeVisible();
  await expect(page).toHaveURL(/\/zh-hk$/);
});

test("the home page's big search box offers the overlay's suggestions, and the arrow keys and Enter pick one", async ({ page }) => {
  await page.goto("/en");
  const box = page.getByRole("combobox", { name: "District, estate or building" });
  await box.pressSequentially("Tai Koo");
  const option = page.getByRole("option", { name: /^Taikoo Shing/ }).first();
  await expect(option).toBeVisible();
  await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/en\/property-search\/sale\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Taikoo Shing");
  await expect(page.getByTestId("result-card").first()).toBeVisible();
});

test("on the zh-cn home page the big box's suggestions are in Simplified Chinese and a press picks one for rent", async ({ page }) => {
  await page.goto("/zh-cn");
  await page.getByRole("radio", { name: "租房" }).check();
  await page.locator("#home-keyword").pressSequentially("tseung kwan");
  const option = page.getByRole("option", { name: /^将军澳/ }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/zh-cn\/property-search\/rent\//);
});
