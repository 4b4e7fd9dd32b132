import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./visitor.ts";
import AxeBuilder from "@axe-core/playwright";

test("the repayment calculator answers as you type and copies a link to the figures", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/en/mortgagecalculator/monthlyrepayment?price=5000000&downPaymentPct=0&ratePct=3.5&years=30");
  const payment = page.getByTestId("monthly-payment");
  await expect(payment).toHaveText("HK$22,452");
  await page.getByLabel("Interest rate (per year)").fill("2.5");
  await expect(payment).toHaveText("HK$19,756");
  await page.getByRole("button", { name: "Copy link to these figures" }).click();
  await expect(page).toHaveURL(/ratePct=2.5/);
  await expect(page.getByRole("status").filter({ hasText: "Link copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

for (const [lang, label] of [
  ["zh-hk", "複製這組數字的連結"],
  ["zh-cn", "复制这组数字的链接"],
] as const) {
  test(`the share button says what it does in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/mortgagecalculator/monthlyrepayment`);
    await expect(page.getByRole("button", { name: label })).toBeVisible();
  });
}

test("without JavaScript the form still calculates on the server", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/mortgagecalculator/monthlyrepayment");
  await page.getByLabel("Property price").fill("5000000");
  await page.getByRole("textbox", { name: "Down payment" }).fill("0");
  await page.getByRole("button", { name: "Copy link to these figures" }).click();
  await expect(page.getByTestId("monthly-payment")).toHaveText("HK$22,452");
  await context.close();
});

test("affordability, refinance and budget tools answer", async ({ page }) => {
  await page.goto("/en/mortgagecalculator/affordability?income=200000&savings=3000000&debts=0&ratePct=3.5&years=30");
  await expect(page.getByTestId("max-price")).toHaveText("HK$10,000,000");
  await page.goto(
    "/en/mortgagecalculator/refinance?balance=4000000&currentRatePct=4.5&remainingYears=20&ratePct=3.5&years=20&costs=20000&cashOut=0",
  );
  await expect(page.getByTestId("monthly-saving")).toHaveText("HK$2,108");
  await page.getByRole("link", { name: "Budget by monthly payment" }).click();
  await page.getByLabel("Monthly payment you can afford").fill("22452.24");
  await page.getByLabel("Interest rate (per year)").fill("3.5");
  await page.getByLabel("Loan term").fill("30");
  await expect(page.getByTestId("budget-price")).toHaveText(/^HK\$7,142,8\d\d$/);
});

for (const lang of ["en", "zh-hk", "zh-cn"] as const) {
  test(`every mortgage tool in ${lang} is served, sourced and accessible`, async ({ page }) => {
    // Five pages, each with an axe run: over 30 s on a loaded two-core CI machine.
    test.slow();
    for (const tool of ["", "/monthlyrepayment", "/affordability", "/refinance", "/affordabilitybypayment"]) {
      const response = await page.goto(`/${lang}/mortgagecalculator${tool}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(/HKMA|金管局/).first()).toBeVisible();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.length}`)).toEqual([]);
    }
  });
}

test("an unknown mortgage tool is 404", async ({ page }) => {
  const response = await page.goto("/en/mortgagecalculator/nosuchtool");
  expect(response?.status()).toBe(404);
});

test("amounts show thousands separators as they are typed, and the caret stays where the person types", async ({ page }) => {
  await page.goto("/en/mortgagecalculator/monthlyrepayment?price=5000000&downPaymentPct=0&ratePct=3.5&years=30");
  const price = page.getByLabel("Property price");
  await expect(price).toHaveValue("5,000,000");
  await price.fill("");
  await price.pressSequentially("8000000");
  await expect(price).toHaveValue("8,000,000");
  // A digit typed after the "8" goes where the caret is.
  await price.press("Home");
  await price.press("ArrowRight");
  await price.pressSequentially("1");
  await expect(price).toHaveValue("81,000,000");
  await expect(page.getByTestId("monthly-payment")).toHaveText("HK$363,726");
  await page.getByRole("button", { name: "Copy link to these figures" }).click();
  await expect(page).toHaveURL(/price=81000000/);
});

test("loans above the banks' 70 % are insured up to the HKMC's limits; first-time buyers may borrow 90 %", async ({ page }) => {
  await page.goto("/en/mortgagecalculator/monthlyrepayment?price=8000000&downPaymentPct=10&ratePct=3.5&years=30");
  // 90 % is for first-time buyers only: 80 % at most otherwise.
  await expect(page.getByTestId("ltv-warning")).toHaveText(
    "Even with mortgage insurance, at most HK$6,400,000 can be borrowed on this price: the down payment must be at least HK$1,600,000.",
  );
  await expect(page.getByTestId("insurance-limit")).toHaveText("Largest loan with mortgage insurance: HK$6,400,000 (80%)");
  await expect(page.getByTestId("mortgage-insurance")).toHaveCount(0);
  await page.getByLabel("First-time home buyer").check();
  await expect(page.getByTestId("ltv-warning")).toHaveCount(0);
  await expect(page.getByTestId("insurance-limit")).toHaveText("Largest loan with mortgage insurance: HK$7,200,000 (90%)");
  // The HKMCI's premium for 70–90 % over 30 years: 2.16 % one-off, or 1.60 % then 0.61 % a year.
  await expect(page.getByTestId("mortgage-insurance")).toHaveText("HK$155,520 (2.16%)");
  await expect(page.getByTestId("mortgage-insurance-yearly")).toHaveText("HK$115,200 the first year, then HK$43,920 a year");
  // A first-time buyer's first 5 % above the banks' 70 % is free.
  await page.getByRole("textbox", { name: "Down payment" }).fill("25");
  await expect(page.getByTestId("mortgage-insurance")).toHaveText("Free: waived for first-time buyers up to 75% of the value");
  await page.getByRole("textbox", { name: "Down payment" }).fill("30");
  await expect(page.getByTestId("mortgage-insurance")).toHaveCount(0);
  await expect(page.getByText(/Mortgage insurance \(HKMC Insurance Limited\)/)).toBeVisible();
});

for (const [lang, expected] of [
  [
    "en",
    "Some values in the address could not be used, so the calculator shows others instead: Property price “abc” and Down payment “150”.",
  ],
  ["zh-hk", "網址中有些數值無法使用，計算機已改用其他數值：樓價「abc」及首期「150」。"],
] as const)
  test(`values in the address that are no numbers or out of range are named, not silently zero (${lang})`, async ({ page }) => {
    await page.goto(`/${lang}/mortgagecalculator/monthlyrepayment?price=abc&downPaymentPct=150&ratePct=3.5&years=30`);
    await expect(page.getByTestId("invalid-values")).toHaveText(expected);
    await expect(page.getByLabel(lang === "en" ? "Property price" : "樓價")).toHaveValue("8,000,000");
  });

/** A sale listing priced between HK$3M and HK$10M (the seed is fixed, but we look rather than hard-code), and its exact price. */
async function saleListingUpTo10M(page: Page): Promise<{ path: string; price: number }> {
  for (let id = 1; id <= 80; id++) {
    const response = await page.request.get(`/en/property/sale/x/${id}`);
    const price = Number(/monthlyrepayment\?price=(\d+)/.exec(await response.text())?.[1] ?? 0);
    if (price >= 3e6 && price <= 1e7) return { path: new URL(response.url()).pathname.replace(/^\/en\//, ""), price };
  }
  throw new Error("no sale listing between HK$3M and HK$10M in the seed");
}

const hkd = (amount: number) => `HK$${Math.round(amount).toLocaleString("en")}`;

for (const [lang, words] of [
  ["en", { customise: "Customise", down: "Down payment", firstTime: "First-time home buyer", insurance: "Mortgage insurance (one-off)" }],
  ["zh-hk", { customise: "自訂", down: "首期", firstTime: "首次置業", insurance: "按揭保險（一筆過）" }],
  ["zh-cn", { customise: "自定义", down: "首付", firstTime: "首次置业", insurance: "房贷保险（一次性缴付）" }],
] as const)
  test(`a sale listing's mortgage widget shows mortgage insurance as the tools do (${lang})`, async ({ page }) => {
    const { path, price } = await saleListingUpTo10M(page);
    await page.goto(`/${lang}/${path}`);
    const widget = page.locator(".listing-mortgage");
    // At the default 30 % down the banks lend without insurance; the widget says how far insurance goes on this price.
    await expect(widget.getByTestId("mortgage-insurance")).toHaveCount(0);
    await expect(widget.getByTestId("insurance-limit")).toContainText(`${hkd(price * 0.8)}`);
    await hydrated(page);
    await widget.getByRole("button", { name: words.customise }).click();
    await widget.getByRole("textbox", { name: words.down }).fill("10");
    // 90 % is for first-time buyers only.
    await expect(widget.getByTestId("ltv-warning")).toContainText(hkd(price * 0.8));
    await widget.getByLabel(words.firstTime).check();
    await expect(widget.getByTestId("ltv-warning")).toHaveCount(0);
    await expect(widget.getByTestId("insurance-limit")).toContainText(hkd(price * 0.9));
    // The HKMCI's one-off premium for 70–90 % over 30 years, as the repayment tool quotes it.
    await expect(widget.getByText(words.insurance)).toBeVisible();
    await expect(widget.getByTestId("mortgage-insurance")).toHaveText(`${hkd(price * 0.9 * 0.0216)} (2.16%)`);
    await expect(widget.getByTestId("mortgage-insurance-yearly")).toContainText(hkd(price * 0.9 * 0.016));
    // The full tool opens with the same figures and the same premium.
    await widget.getByRole("link").last().click();
    await expect(page).toHaveURL(/monthlyrepayment\?price=\d+&downPaymentPct=10&ratePct=3.5&years=30&firstTime=1$/);
    await expect(page.getByTestId("mortgage-insurance")).toHaveText(`${hkd(price * 0.9 * 0.0216)} (2.16%)`);
  });
