import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("the transaction page filters by district and kind and pages its results", async ({ page }) => {
  await page.goto("/en/sitemap");
  await page.getByRole("link", { name: "Property transactions" }).click();
  await expect(page).toHaveURL(/\/en\/property-transaction$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property transactions");
  await expect(page.getByTestId("transactions-page")).toHaveText(/^Page 1 of [2-9]\d*/);
  const district = page.getByLabel("District");
  const firstDistrict = (await district.locator("option").nth(1).textContent()) ?? "";
  await district.selectOption({ index: 1 });
  await page.getByLabel("Type").selectOption("sale");
  await page.getByRole("button", { name: "Show transactions" }).click();
  await expect(page).toHaveURL(/district=\d+.*kind=sale/);
  await expect(page.getByRole("heading", { name: `Recent transactions in ${firstDistrict}` })).toBeVisible();
  const rows = page.getByTestId("transactions-body").locator("tr");
  await expect(rows.first()).toContainText("Sale");
  await expect(rows.filter({ hasText: "Lease" })).toHaveCount(0);
  const next = page.getByRole("link", { name: "Next" });
  if ((await next.count()) > 0) {
    const firstRow = await rows.first().textContent();
    await next.click();
    await expect(page.getByTestId("transactions-page")).toHaveText(/^Page 2 of/);
    await expect(rows.first()).not.toHaveText(firstRow ?? "");
    await expect(page).toHaveURL(/txpage=2/);
  }
});

test("the transaction page shows prices in the chosen currency and narrows by building name", async ({ page }) => {
  await page.goto("/en/property-transaction");
  const building = (await page.getByTestId("transactions-body").locator("tr").first().locator("td").nth(1).textContent()) ?? "";
  await page.getByLabel("Building name").fill(building);
  await page.getByRole("button", { name: "Show transactions" }).click();
  await expect(page).toHaveURL(/building=/);
  const cells = page.getByTestId("transactions-body").locator("tr td:nth-child(2)");
  for (const text of await cells.allTextContents()) expect(text).toContain(building);
  await page.getByLabel("Currency: HKD").click();
  await page.getByRole("link", { name: /USD/ }).click();
  await expect(page.getByTestId("transactions-body").locator("tr").first()).toContainText("US$");
});

test("exclusive listings are cards that lead to their detail page", async ({ page }) => {
  await page.goto("/en/sitemap");
  await page.getByRole("link", { name: "Exclusive listings" }).click();
  await expect(page).toHaveURL(/\/en\/exclusive$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exclusive listings");
  const cards = page.getByTestId("result-card");
  await expect(cards.first()).toBeVisible();
  // The card's own link (its tour and video marks are links too).
  await cards.first().locator(".card-link").click();
  await expect(page).toHaveURL(/\/en\/property\/(sale|rent)\/[^/]+\/HK\d{8}$/);
  await expect(page.getByRole("main").getByText("Exclusive").first()).toBeVisible();
});

test("executive listings show the top price band for sale and for rent", async ({ page }) => {
  await page.goto("/en/sitemap");
  await page.getByRole("link", { name: "Executive homes" }).click();
  await expect(page).toHaveURL(/\/en\/executive-listing$/);
  await expect(page.getByText(/Homes for sale from HK\$20M/)).toBeVisible();
  await expect(page.getByTestId("result-card").first()).toBeVisible();
  await page.getByRole("link", { name: "For rent" }).click();
  await expect(page).toHaveURL(/purpose=rent/);
  await expect(page.getByRole("link", { name: "For rent" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText(/Homes for rent from HK\$100K a month/)).toBeVisible();
});

test("the detail page pages its other transactions on their own", async ({ page }) => {
  let path = "";
  for (let id = 1; id <= 60 && !path; id++) {
    const response = await page.request.get(`/en/property/sale/x/${id}`);
    const html = await response.text();
    if (/data-testid="other-transactions-page">Page 1 of [2-9]/.test(html)) path = new URL(response.url()).pathname;
  }
  expect(path, "a listing with paged other transactions").not.toBe("");
  await page.goto(path);
  const section = page.locator("#other-transactions");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(/^Other transactions in /);
  const buildingPage = await page.getByTestId("transactions-page").textContent();
  const firstRow = await page.getByTestId("other-transactions-body").locator("tr").first().textContent();
  await section.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/otxpage=2/);
  await expect(page.getByTestId("other-transactions-page")).toHaveText(/^Page 2 of/);
  await expect(page.getByTestId("other-transactions-body").locator("tr").first()).not.toHaveText(firstRow ?? "");
  await expect(page.getByTestId("transactions-page")).toHaveText(buildingPage ?? "");
});

test("the lightweight detail page is plain HTML whose canonical is the full page, and 404 when unknown", async ({ page }) => {
  await page.goto("/en/property/sale/x/1");
  const full = new URL(page.url()).pathname;
  const response = await page.goto(`${full}/amp`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("detail-price")).toContainText("HK$");
  await expect(page.getByTestId("advert-facts")).toContainText(`Property No. ${full.split("/").pop()!}Advertisement date `);
  await expect(page.locator("script:not([type='application/ld+json'])")).toHaveCount(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${full}$`));
  await expect(page.getByRole("link", { name: "Enquire" })).toBeVisible();
  await expectNoAxeViolations(page);
  const wrongName = await page.goto("/en/property/sale/wrong-name/1/amp");
  expect(new URL(page.url()).pathname).toBe(`${full}/amp`);
  expect(wrongName?.status()).toBe(200);
  const missing = await page.goto("/zh-hk/property/sale/nowhere/99999999/amp");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("此放盤已不存在");
});

for (const lang of ["en", "zh-hk", "zh-cn"] as const) {
  test(`transaction, exclusive and executive pages in ${lang} have no axe violations`, async ({ page }) => {
    test.slow();
    for (const path of [
      `/${lang}/property-transaction`,
      `/${lang}/exclusive`,
      `/${lang}/executive-listing`,
      `/${lang}/executive-listing?purpose=rent`,
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
      await expectNoAxeViolations(page);
    }
  });
}

test("#tab={name} on a place page scrolls to the section of that name", async ({ page, request }) => {
  const canonical = new URL((await request.get("/en/district/x/37")).url()).pathname;
  await page.setViewportSize({ width: 1366, height: 700 });
  await page.goto(`${canonical}#tab=transactions`);
  const transactions = page.locator("#transactions-heading");
  await expect(transactions).toBeInViewport();
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  // A hash change on the page moves too; an unknown name leaves the page where it is.
  await page.evaluate(() => (window.location.hash = "#tab=overview"));
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await page.evaluate(() => (window.location.hash = "#tab=photos"));
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
});
