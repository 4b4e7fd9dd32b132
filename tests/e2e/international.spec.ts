import { expect, test } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

// International homes: overseas listings in their own currencies, in a section of their own, at the spec's
// {base}/buy_luxury_property/{id}_{name}_{suffix}/{id} address, with the international enquiry types.

test("a visitor finds the international homes from the footer, opens one in London and enquires about it", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("contentinfo").getByRole("link", { name: "International homes" }).click();
  await expect(page).toHaveURL(/\/en\/international$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("International homes");
  const cards = page.getByTestId("international-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  // Each in its own currency.
  await expect(cards.filter({ hasText: "London" }).first()).toContainText("£4,250,000");
  await expect(cards.filter({ hasText: "Tokyo" }).first()).toContainText("¥385,000,000");
  await expect(cards.filter({ hasText: "Vancouver" })).toContainText("CA$5,200,000");
  await expect(cards.filter({ hasText: "Sydney" })).toContainText("A$6,900,000");
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("link", { name: "Mayfair Garden Residence" }).click();
  await expect(page).toHaveURL(/\/en\/buy_luxury_property\/1_mayfair-garden-residence_london\/1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mayfair Garden Residence");
  await expect(page.getByTestId("international-price")).toHaveText("£4,250,000");
  await expect(page.getByText("For sale in London, United Kingdom")).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("link", { name: "Enquire about this home" }).click();
  await expect(page.getByRole("dialog", { name: /^Enquire about/ })).toBeVisible();
});

test("an overseas listing's address: a wrong name redirects to the canonical one, an unknown id is a 404", async ({ request }) => {
  const wrong = await request.get("/en/buy_luxury_property/3_somewhere/3", { maxRedirects: 0 });
  expect(wrong.status()).toBe(301);
  expect(wrong.headers().location).toBe("/en/buy_luxury_property/3_minato-azabu-tower-residence_tokyo/3");
  expect((await request.get("/en/buy_luxury_property/999_x_y/999")).status()).toBe(404);
});

for (const [lang, title, city, country] of [
  ["zh-hk", "海外物業", "倫敦", "英國"],
  ["zh-cn", "海外房产", "伦敦", "英国"],
] as const) {
  test(`international homes in ${lang}`, async ({ page }) => {
    await page.goto(`/${lang}/international`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const london = page.getByTestId("international-card").filter({ hasText: city }).first();
    await expect(london).toContainText(country);
    await london.locator(".card-link").click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/buy_luxury_property/1_[^/]+/1$`));
    await expect(page.getByTestId("international-price")).toContainText("4,250,000");
  });
}
