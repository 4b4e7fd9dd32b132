import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./visitor.ts";

// The links every page repeats (cards, pager, menus, footer, breadcrumbs) are the portal's own light link in the
// browser (ui/path-link.tsx, decision 0069), not React Router's Link: they must still navigate inside the page,
// leave a modified click to the browser, and replace rather than add the history entry of the page already shown.

/** Marks the document, so a later check can tell a navigation inside the page from a new document. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test("a result card, the pager and a breadcrumb navigate inside the page", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  await hydrated(page);
  await markDocument(page);

  await page.locator("a[rel=next]").first().click();
  await expect(page).toHaveURL(/\/en\/property-search\/sale\/page-2$/);
  await expect(page.getByTestId("result-card").first()).toBeVisible();

  const card = page.getByTestId("result-card").first().locator("a.card-link");
  const href = (await card.getAttribute("href"))!;
  await card.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  await page.locator("nav.breadcrumbs a").first().click();
  await expect(page).not.toHaveURL((url) => url.pathname === href);
  expect(await isSameDocument(page)).toBe(true);
});

test("a click with a modifier key is the browser's: the card opens in a new tab and the page stays", async ({ page, context }) => {
  await page.goto("/en/property-search/sale");
  await hydrated(page);
  await markDocument(page);
  const card = page.getByTestId("result-card").first().locator("a.card-link");
  const href = (await card.getAttribute("href"))!;

  const opened = context.waitForEvent("page");
  await card.click({ modifiers: ["ControlOrMeta"] });
  const tab = await opened;
  await tab.waitForLoadState("domcontentloaded");
  expect(new URL(tab.url()).pathname).toBe(href);
  await expect(page).toHaveURL(/\/en\/property-search\/sale$/);
  expect(await isSameDocument(page)).toBe(true);
});

test("a link to the page already shown replaces its history entry", async ({ page }) => {
  await page.goto("/en");
  await hydrated(page);
  await markDocument(page);
  const before = await page.evaluate(() => history.length);
  await page.locator("a.brand").click();
  await expect(page).toHaveURL(/\/en$/);
  expect(await page.evaluate(() => history.length)).toBe(before);

  await page.locator("footer a", { hasText: "FAQ" }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  expect(await isSameDocument(page)).toBe(true);
});
