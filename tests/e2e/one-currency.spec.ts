import { expect, test } from "@playwright/test";

// Issue 14: one currency on a page. With pounds chosen, the listing's price
// and its mortgage calculator are both in pounds, and a rent per square foot
// keeps its pence.

test("with GBP chosen the listing's mortgage calculator is in pounds", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "currencyId", value: "5", url: baseURL! }]);
  await page.goto("/en/property/sale/x/1");
  await expect(page.getByTestId("listing-monthly-payment")).toHaveText(/^£[\d,]+$/);
  await expect(page.locator(".listing-mortgage")).not.toContainText("HK$");
});

test("with GBP chosen a rent per square foot is not rounded to whole pounds", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "currencyId", value: "5", url: baseURL! }]);
  await page.goto("/en/property-search/rent");
  const card = page.getByTestId("result-card").first();
  await expect(card).toContainText(/£\d+\.\d{1,2}/);
});
