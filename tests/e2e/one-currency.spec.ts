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

test("the repayment calculator and the listing show the stamp duty at the current scale", async ({ page }) => {
  await page.goto("/en/mortgagecalculator/monthlyrepayment?price=8000000&downPaymentPct=30&ratePct=3.5&years=30");
  await expect(page.getByTestId("stamp-duty")).toHaveText("HK$240,000");
  await expect(page.getByRole("link", { name: /Stamp duty: the Inland Revenue Department's Scale 2/ })).toHaveAttribute(
    "href",
    /ird\.gov\.hk/,
  );
  await page.goto("/en/property/sale/x/1");
  await expect(page.getByTestId("listing-stamp-duty")).toHaveText(/^HK\$[\d,]+$/);
});
