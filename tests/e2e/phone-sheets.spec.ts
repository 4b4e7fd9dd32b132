import { expect, test } from "@playwright/test";

// Issue 14: on a phone a filter-bar panel is a full-screen sheet above
// everything (its title and close button are not under the site header), the
// page behind does not scroll, focus stays inside and returns to the opener.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("a filter-bar panel is a modal sheet on a phone", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  await page.evaluate(() => window.scrollTo(0, 400));
  const opener = page.locator(".bar-item-district .bar-button");
  await opener.click();
  const sheet = page.locator("#panel-district");
  await expect(sheet).toBeVisible();

  // The title and the close button are the topmost elements where they are drawn.
  const close = sheet.getByRole("button", { name: "Close" });
  for (const target of [close, sheet.locator(".bar-panel-title")]) {
    const box = (await target.boundingBox())!;
    const onTop = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest("#panel-district") !== null,
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toBe(true);
  }

  // The page behind is locked.
  const before = await page.evaluate(() => window.scrollY);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
  await page.mouse.move(195, 600);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);

  // Focus is inside and stays inside.
  await expect.poll(() => page.evaluate(() => document.activeElement?.closest("#panel-district") !== null)).toBe(true);
  for (let i = 0; i < 40; i++) await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("#panel-district") !== null)).toBe(true);
  for (let i = 0; i < 5; i++) await page.keyboard.press("Shift+Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("#panel-district") !== null)).toBe(true);

  // Closing returns focus to the control that opened it, and the page scrolls again.
  await close.click();
  await expect(sheet).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
});

test("the save-search sheet has no empty band above its buttons", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  await page.locator(".saved-search-bar").getByRole("button", { name: "Save Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Save Search" });
  await expect(dialog).toBeVisible();
  const lastField = (await dialog.getByLabel("How often").boundingBox())!;
  const buttons = (await dialog.getByRole("button", { name: "Save", exact: true }).boundingBox())!;
  expect(buttons.y - (lastField.y + lastField.height)).toBeLessThanOrEqual(40);
});
