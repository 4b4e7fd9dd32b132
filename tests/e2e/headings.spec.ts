import { expect, test } from "@playwright/test";

// Issue 14: headings wrap without orphans (balanced lines) at phone width.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("headings are balanced, paragraphs avoid orphans", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  const h1 = page.getByRole("heading", { level: 1 });
  expect(await h1.evaluate((el) => getComputedStyle(el).textWrapStyle)).toBe("balance");
  expect(
    await page
      .locator("main p")
      .first()
      .evaluate((el) => getComputedStyle(el).textWrapStyle),
  ).toBe("pretty");
});

for (const [language, firstLine] of [
  ["zh-hk", "市況：租金向好，"],
  ["zh-cn", "市况：租金向好，"],
] as const) {
  test(`a Chinese heading breaks at its punctuation, not mid-phrase at half width (${language})`, async ({ page }) => {
    await page.goto(`/${language}/property-news/market-update-rents-rise`);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toBeVisible();
    const lines = await h1.evaluate((el) => {
      const text = el.firstChild!;
      const byTop = new Map<number, string>();
      for (let i = 0; i < text.textContent!.length; i++) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        byTop.set(top, (byTop.get(top) ?? "") + text.textContent![i]);
      }
      return [...byTop.values()];
    });
    expect(lines[0]).toBe(firstLine);
  });
}
