// Issue 13: journeys for what the browse side already does but nothing
// checked — infinite load after Load more, Clear All, the list view, the
// WhatsApp text, the feature block's Show more and the donut's hover.
import { expect, test, type Page } from "@playwright/test";

const cards = (page: Page) => page.getByTestId("result-card");

test("after Load more, reaching the end of the list loads the next page by itself", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  await expect(cards(page)).toHaveCount(24);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards(page)).toHaveCount(48);
  await cards(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(cards(page)).toHaveCount(72);
});

test("Clear All in the filter panel drops every choice", async ({ page }) => {
  await page.goto("/en/property-search/rent");
  const total = /([\d,]+)/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![1]!;
  await page.goto("/en/property-search/rent/studio-beds/features-carpark");
  await page.getByRole("button", { name: "Filters" }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await dialog.getByRole("button", { name: "Clear All" }).click();
  const show = dialog.getByRole("button", { name: /^Show [\d,]+ Results?$/ });
  await expect(show).toHaveText(new RegExp(`^Show ${total} Results?$`));
  await show.click();
  await expect(page).toHaveURL(/\/en\/property-search\/rent$/);
});

test("the list view shows the cards as rows", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  await page.getByRole("group", { name: "View" }).getByRole("button", { name: "List" }).click();
  await expect(page.getByRole("group", { name: "View" }).getByRole("button", { name: "List" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator(".result-card-list").first()).toBeVisible();
  await expect(page.locator(".result-card-grid")).toHaveCount(0);
});

test("the WhatsApp link carries the reference and the page's address", async ({ page }) => {
  await page.goto("/en/property/sale/x/1");
  const link = page.getByRole("link", { name: /WhatsApp/ }).first();
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  const text = decodeURIComponent(new URL(href).searchParams.get("text")!);
  const reference = /\/(HK\d{8})$/.exec(page.url())![1]!;
  expect(text).toBe(`Hello, I am interested in listing ${reference}: ${page.url()}`);
});

test("the feature block opens with Show more and closes with Show less", async ({ page }) => {
  test.slow();
  // Narrow, so a long description overflows its block.
  await page.setViewportSize({ width: 390, height: 844 });
  for (let id = 1; id <= 12; id++) {
    await page.goto(`/en/property/sale/x/${id}`);
    const more = page.getByRole("button", { name: "Show more" });
    // The overflow is checked a second after load.
    const shown = await more.waitFor({ timeout: 2500 }).then(
      () => true,
      () => false,
    );
    if (!shown) continue;
    await expect(more).toHaveAttribute("aria-expanded", "false");
    await more.click();
    const less = page.getByRole("button", { name: "Show less" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await less.click();
    await expect(page.getByRole("button", { name: "Show more" })).toBeVisible();
    return;
  }
  throw new Error("no listing with a long feature block in the seed");
});

test("hovering a part of the mortgage donut shows that part in its centre", async ({ page }) => {
  await page.goto("/en/mortgagecalculator/monthlyrepayment");
  const donut = page.locator(".donut").first();
  await expect(donut.locator(".donut-centre-label")).toHaveText("per month");
  await donut.locator(".donut-legend li").first().hover();
  await expect(donut.locator(".donut-centre-label")).toHaveText("Down payment");
  await page.mouse.move(0, 0);
  await expect(donut.locator(".donut-centre-label")).toHaveText("per month");
});
