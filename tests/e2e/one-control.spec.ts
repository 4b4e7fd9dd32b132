// One clear control per job on the results page: sort in one place, a header panel that names itself
// once, and a desktop filter bar on one row; and the map's show-all below zoom 15.
import { expect, test, type Page } from "@playwright/test";

test("sort has one control, the select beside the results' heading; the filter bar and the filter panel have none", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  const bar = page.getByRole("list", { name: "Filter results" });
  await expect(bar.getByRole("button", { name: "Price" })).toBeVisible();
  await expect(bar.getByRole("button", { name: /^Sort/ })).toHaveCount(0);

  await page.getByRole("button", { name: "Filters" }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await expect(dialog.getByRole("group", { name: "Price" })).toBeVisible();
  await expect(dialog.getByRole("group", { name: /^Sort/ })).toHaveCount(0);
  await expect(dialog.getByRole("radio", { name: "Price (low to high)" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Close" }).click();

  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price (low to high)" });
  await expect(page).toHaveURL(/\/en\/property-search\/sale\/sortby-price\/orderby-asc$/);
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("priceAsc");
  // Every order a URL can carry is one of its choices.
  await page.goto("/en/property-search/sale/sortby-district/orderby-desc");
  await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("districtNameDesc");
});

/** How many times `text` is shown in the panel (an element kept for screen readers only is a 1 px box). */
async function shownTimes(page: Page, panel: string, text: string): Promise<number> {
  return page.locator(panel).evaluate(
    (root, wanted) =>
      [...root.querySelectorAll("*")].filter((e) => {
        const box = e.getBoundingClientRect();
        return e.children.length === 0 && e.textContent?.trim() === wanted && box.width > 1 && box.height > 1;
      }).length,
    text,
  );
}

test("a header panel names itself once; a second group in it keeps its own title", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  const bar = page.getByRole("list", { name: "Filter results" });
  await bar.getByRole("button", { name: "Price" }).click();
  await expect(page.locator("#panel-price input").first()).toBeVisible();
  expect(await shownTimes(page, "#panel-price", "Price")).toBe(1);
  // Screen readers still hear the group's name.
  await expect(page.locator("#panel-price").getByRole("group", { name: "Price" })).toHaveCount(1);

  await bar.getByRole("button", { name: "Amenities" }).click();
  await expect(page.locator("#panel-amenities input").first()).toBeAttached();
  expect(await shownTimes(page, "#panel-amenities", "Amenities")).toBe(1);
  expect(await shownTimes(page, "#panel-amenities", "Show only")).toBe(1);
});

/** The distinct tops of the filter bar's buttons: one row is one top. */
async function barRows(page: Page): Promise<number[]> {
  return page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll(".filter-bar-inner > button, .bar-list > li")]
        .filter((e) => (e as HTMLElement).offsetParent !== null)
        .map((e) => Math.round(e.getBoundingClientRect().top)),
    ),
  ]);
}

const EVERY_FILTER =
  "/localityarea-d4-d37/Tai+Koo+Shing+and+the+harbour-keyword/property-apartment-duplex/price-12000000-16000000-hkd" +
  "/size-saleable-1000-1500-ft/above-3-beds/features-maidroom-carpark-outdoorspace/show-virtualtour-video";

for (const lang of ["en", "zh-hk", "zh-cn"] as const) {
  test(`the desktop filter bar is one row at 1366 px in ${lang}, with no filter and with every filter set`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(`/${lang}/property-search/sale`);
    expect(await barRows(page)).toHaveLength(1);
    await page.goto(`/${lang}/property-search/sale${EVERY_FILTER}`);
    await expect(page.locator(".bar-button.is-active").first()).toBeVisible();
    expect(await barRows(page)).toHaveLength(1);
    // Nothing of the bar runs past the page's edge either.
    const right = await page
      .locator(".bar-list > li")
      .last()
      .evaluate((e) => e.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(1366);
  });
}

test("the map below zoom 15 lists every result of the search; from zoom 15 only those on the map", async ({ page }) => {
  const count = async () =>
    Number(/([\d,]+)/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")![1]!.replace(/,/g, ""));
  await page.goto("/en/property-search/sale");
  const all = await count();
  // Central and Sheung Wan, zoomed out: show-all.
  const rect = "rect-22.292~114.165_22.276~114.14";
  await page.goto(`/en/property-search/map/sale/${rect}/zm-14/em-1`);
  await expect(page.getByTestId("map-scope")).toHaveText("All the results of the search. Zoom in closer to list only those on the map.");
  expect(await count()).toBe(all);
  // The same rectangle at zoom 15: only what is on the map.
  await page.goto(`/en/property-search/map/sale/${rect}/zm-15/em-1`);
  await expect(page.getByTestId("map-scope")).toHaveText("Only the results on the map. Zoom out to list them all.");
  const inView = await count();
  expect(inView).toBeLessThan(all);
  expect(inView).toBeGreaterThan(0);
});
