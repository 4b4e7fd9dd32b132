import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { onPhonesInEnglish, sameOnPhones } from "./visitor.ts";

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A listing whose building has more than one page of transactions (the seed is fixed, but we look rather than hard-code). */
async function listingWithManyTransactions(page: Page): Promise<string> {
  for (let id = 1; id <= 60; id++) {
    const response = await page.request.get(`/en/property/sale/x/${id}`);
    const html = await response.text();
    // The building's own table; the page also has an "other transactions" table with its own pager.
    if (/data-testid="transactions-page">Page 1 of [2-9]/.test(html)) return new URL(response.url()).pathname;
  }
  throw new Error("no listing with paged transactions in the seed");
}

test("from results a new user opens a listing and browses its photos with the keyboard", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  // A card with a photo, so the popup is there to browse on every viewport.
  const first = page.locator('[data-testid="result-card"]:has(.card-photo img) .card-link').first();
  await first.click();
  await expect(page).toHaveURL(/\/en\/property\/(sale|rent)\/[^/]+\/HK\d{8}$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const opener = page.getByRole("button", { name: "Open the photo gallery" });
  test.skip((await opener.count()) === 0, "this listing has no photos");
  await opener.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  const position = dialog.getByTestId("photo-position");
  await expect(position).toHaveText(/^Photo 1 of \d+$/);
  await page.keyboard.press("ArrowRight");
  await expect(position).toHaveText(/^Photo 2 of \d+$/);
  await page.keyboard.press("ArrowLeft");
  await expect(position).toHaveText(/^Photo 1 of \d+$/);
  await dialog.getByRole("tab", { name: /Floor plans/ }).click();
  await expect(dialog.getByRole("tab", { name: /Floor plans/ })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

// Issue 32: the estate agents' advertising rules expect every listing to show its property number, the date it was
// first advertised, the agent's name and licence number, and its saleable area as such, on a phone too.
for (const [language, words] of [
  [
    "en",
    {
      number: "Property No.",
      date: /^Advertisement date [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
      licence: /Licence No\. [ES]-\d{6}/,
      area: "Saleable area",
    },
  ],
  ["zh-hk", { number: "物業編號", date: /^廣告日期 \d{4}年\d{1,2}月\d{1,2}日$/, licence: /牌照號碼 [ES]-\d{6}/, area: "實用面積" }],
] as const) {
  test(`a listing in ${language} shows its property number, advertisement date, agent and licence, and saleable area`, async ({ page }) => {
    const { listedAt } = (await (await page.request.get("/api/property/1")).json()) as { listedAt: string };
    await page.goto(`/${language}/property/sale/x/1`);
    const reference = new URL(page.url()).pathname.split("/").pop()!;
    const advert = page.getByTestId("advert-facts").locator("> div");
    await expect(advert.first()).toBeVisible();
    await expect(advert.first()).toHaveText(`${words.number} ${reference}`);
    await expect(advert.nth(1)).toHaveText(words.date);
    await expect(advert.nth(1).locator("time")).toHaveAttribute("datetime", listedAt);
    // The agent is in the contact box beside the facts, or the bar along a phone's foot: on screen, no panel opened.
    const agent = page.getByTestId("listing-agent");
    await expect(agent.locator(".agent-name")).toBeInViewport();
    await expect(agent).toContainText(words.licence);
    await expect(page.locator(".key-facts dt").first()).toHaveText(words.area);
    await expect(page.locator(".key-facts dt").first()).toBeVisible();
  });
}

test("changing the mortgage customisation changes the repayment", async ({ page }) => {
  await page.goto("/en/property/sale/x/1");
  const payment = page.getByTestId("listing-monthly-payment");
  const before = await payment.textContent();
  await page.getByRole("button", { name: "Customise" }).click();
  const down = page.getByRole("textbox", { name: "Down payment" });
  await down.fill("50");
  await expect(payment).not.toHaveText(before ?? "");
  const rate = page.getByLabel("Interest rate (per year)");
  await rate.fill("2");
  const after50 = await payment.textContent();
  expect(after50).not.toBe(before);
});

test("the building page pages its transactions", async ({ page }) => {
  await page.goto(await listingWithManyTransactions(page));
  await page.getByRole("navigation", { name: "Breadcrumbs" }).locator(`a[href*="/building/"]`).click();
  await expect(page).toHaveURL(/\/en\/building\/[^/]+\/\d+/);
  await expect(page.getByTestId("transactions-page")).toHaveText(/^Page 1 of [2-9]/);
  const firstRow = await page.getByTestId("transactions-body").locator("tr").first().textContent();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByTestId("transactions-page")).toHaveText(/^Page 2 of/);
  await expect(page.getByTestId("transactions-body").locator("tr").first()).not.toHaveText(firstRow ?? "");
  await expect(page).toHaveURL(/txpage=2/);
});

test("language and currency switch on the detail page", async ({ page }) => {
  await page.goto("/en/property/sale/x/1");
  const url = page.url();
  await expect(page.getByTestId("detail-price")).toContainText("HK$");
  await page.locator("summary", { hasText: "Language" }).click();
  await page.getByRole("link", { name: "繁體中文" }).click();
  await expect(page).toHaveURL(/\/zh-hk\/property\/sale\/%[0-9A-F]{2}.+\/HK\d{8}$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant-HK");
  await expect(page.getByRole("button", { name: "自訂" })).toBeVisible();
  await page.getByLabel("貨幣：HKD").click();
  await page.getByRole("link", { name: /USD/ }).click();
  await expect(page.getByTestId("detail-price")).toContainText("US$");
  expect(url).toContain("/en/");
});

test("an unknown listing id is the detail-not-found page with status 404", sameOnPhones, async ({ page }) => {
  for (const [path, heading] of [
    ["/en/property/sale/nowhere/99999999", "This listing is no longer here"],
    ["/zh-hk/property/rent/nowhere/99999999", "此放盤已不存在"],
    ["/zh-cn/property/sale/nowhere/99999999", "此房源已不存在"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
});

test("a wrong name segment redirects to the canonical listing path", sameOnPhones, async ({ page }) => {
  const response = await page.goto("/en/property/sale/wrong-name/1");
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).not.toContain("wrong-name");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${new URL(page.url()).pathname}$`));
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join()).toContain("RealEstateListing");
});

for (const lang of ["en", "zh-hk", "zh-cn"] as const) {
  test(
    `detail, building, estate, district, developments and sitemap pages in ${lang} have no axe violations`,
    onPhonesInEnglish(lang),
    async ({ page }) => {
      test.slow();
      for (const path of [
        `/${lang}/property/sale/x/1`,
        `/${lang}/building/x/1`,
        `/${lang}/estate/x/1`,
        `/${lang}/district/x/4`,
        `/${lang}/developments`,
        `/${lang}/sitemap`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
        await expectNoAxeViolations(page);
      }
    },
  );
}

test("robots.txt and the sitemap index list listings, buildings, districts and estates", sameOnPhones, async ({ request }) => {
  expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: ");
  const index = await (await request.get("/sitemap.xml")).text();
  for (const kind of ["listings", "buildings", "districts", "estates"]) expect(index).toContain(`/sitemaps/${kind}-0.xml`);
  const part = await request.get("/sitemaps/districts-0.xml");
  expect(part.headers()["content-type"]).toContain("xml");
  expect(await part.text()).toContain('hreflang="zh-Hans-CN"');
});

test(
  "other listings in the building each show a picture (a photo, else the map) and whether they are for sale or for rent",
  sameOnPhones,
  async ({ page }) => {
    // A listing whose building has others (the seed is fixed, but we look rather than hard-code).
    let found = false;
    for (let id = 1; id <= 80 && !found; id++) {
      await page.goto(`/en/property/sale/x/${id}`);
      found = (await page.getByRole("heading", { name: /^Other listings in / }).count()) > 0;
    }
    expect(found, "a listing with other listings in its building").toBe(true);
    const cards = page.locator(".mini-card");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await expect(card.locator("img")).toHaveAttribute("src", /.+/);
      await expect(card.locator(".card-purpose").first()).toHaveText(/^For (sale|rent)$/);
    }
  },
);
