import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./visitor.ts";

// Issue 14: Back after "Load more" brings back the loaded pages, the list
// view and the card that was opened (the spec's saved page state, valid 10 s).

/** The sale results with a second page loaded (48 cards), the 31st card opened; answers its address. */
async function openCardAfterLoadMore(page: Page): Promise<string> {
  await page.goto("/en/property-search/sale");
  await hydrated(page);
  const cards = page.getByTestId("result-card");
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards).toHaveCount(48);
  const opened = cards.nth(30).locator("a.card-link");
  const href = (await opened.getAttribute("href"))!;
  await opened.click();
  await expect(page).toHaveURL((url) => url.pathname === href);
  return href;
}

test("Back after Load more keeps the pages, the view and the card", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  // The view switch and Load more need the page's script.
  await hydrated(page);
  await page.getByRole("button", { name: "List", exact: true }).click();
  const cards = page.getByTestId("result-card");
  await expect(cards).toHaveCount(24);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards).toHaveCount(48);
  const opened = cards.nth(40);
  const href = await opened.locator("a.card-link").getAttribute("href");
  await opened.locator("a.card-link").click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await page.goBack();
  await expect(cards).toHaveCount(48);
  await expect(page.getByRole("button", { name: "List", exact: true })).toHaveAttribute("aria-pressed", "true");
  // The view is put back once the restored pages are laid out, which on a busy machine can take a while.
  await expect(page.locator(`.result-card a.card-link[href="${href!}"]`)).toBeInViewport({ timeout: 15_000 });
});

test("a saved page state older than 10 s is not used", async ({ page }) => {
  await openCardAfterLoadMore(page);
  const cards = page.getByTestId("result-card");
  await page.evaluate(() => {
    const raw = localStorage.getItem("savedPageState")!;
    const stored = JSON.parse(raw) as { savedAt: number };
    localStorage.setItem("savedPageState", JSON.stringify({ ...stored, savedAt: stored.savedAt - 11_000 }));
  });
  await page.goBack();
  await expect(cards.first()).toBeVisible();
  await page.waitForTimeout(500);
  await expect(cards).toHaveCount(24);
});

// Back is answered twice: the router renders the results from their data in the browser, and the document reloads
// (back and forward reload the page). On a busy server the data comes first; the state must still be there for the reloaded page.
test("Back keeps the pages when the reloaded page comes after the browser's own render of it", async ({ page }) => {
  const href = await openCardAfterLoadMore(page);
  const cards = page.getByTestId("result-card");
  // The results' document (not their .data) now comes 1.5 s late.
  await page.route(
    (url) => url.pathname === "/en/property-search/sale",
    async (route) => {
      if (route.request().resourceType() === "document") await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    },
  );
  const reloaded = page.waitForResponse((response) => response.request().resourceType() === "document");
  await page.goBack();
  await reloaded;
  await expect(cards).toHaveCount(48, { timeout: 10_000 });
  await expect(page.locator(`.result-card a.card-link[href="${href}"]`)).toBeInViewport();
});
