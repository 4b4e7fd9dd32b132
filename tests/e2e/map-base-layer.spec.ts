import { expect, test, type Page } from "@playwright/test";

// Without a tile server the map draws its own base layer: council areas, locality
// names, MTR lines and stations with names, so a person knows where they are at
// every zoom; a search by district first shows that district.

const names = {
  en: { station: "Wan Chai", locality: "Causeway Bay", council: "Wan Chai", heading: /^\d[\d,]* homes for rent in Wan Chai$/ },
  "zh-hk": { station: "灣仔", locality: "銅鑼灣", council: "灣仔區", heading: /^灣仔住宅出租（\d[\d,]* 個）$/ },
  "zh-cn": { station: "湾仔", locality: "铜锣湾", council: "湾仔区", heading: /^湾仔住宅出租（\d[\d,]* 个）$/ },
} as const;

for (const language of ["en", "zh-hk", "zh-cn"] as const) {
  test(`at zoom 16 the offline map names stations, localities and draws the MTR (${language})`, async ({ page }) => {
    // Around Wan Chai station.
    await page.goto(`/${language}/property-search/map/rent/rect-22.2826~114.1831_22.2726~114.1631/zm-16/em-1`);
    const map = page.getByTestId("map");
    await expect(map).toHaveAttribute("data-zoom-band", "near");
    await expect(map.locator(".map-label-station").getByText(names[language].station, { exact: true })).toBeVisible();
    await expect(map.locator(".map-label-locality").getByText(names[language].locality, { exact: true })).toBeVisible();
    // The Island Line in its colour, and no council names this close.
    await expect(map.locator('.leaflet-base-lines-pane path[stroke="#007DC5"]').first()).toBeVisible();
    await expect(map.locator(".map-label-council").first()).toBeHidden();
    // From zoom 15 the results are those on the map: the heading names the place shown, not all of Hong Kong.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(names[language].heading);
  });
}

test("zoomed out, the offline map names the council areas and hides the station names", async ({ page }) => {
  await page.goto("/en/property-search/map/sale");
  const map = page.getByTestId("map");
  await expect(map).toHaveAttribute("data-zoom-band", "far");
  await expect(map.locator(".map-label-council").getByText(names.en.council, { exact: true })).toBeVisible();
  await expect(map.locator(".map-label-station").first()).toBeHidden();
  // Boundaries of the 18 council areas are drawn (dashed lines).
  await expect(map.locator('.leaflet-base-lines-pane path[stroke-dasharray="4 4"]')).toHaveCount(await countCouncils(page));
});

test("a search by district opens the map on that district, not on all of Hong Kong", async ({ page }) => {
  await page.goto("/en/property-search/map/sale/localityarea-d37/em-1");
  const map = page.getByTestId("map");
  await expect(map).not.toHaveAttribute("data-zoom-band", "far");
  await expect(map.locator(".map-label-locality").getByText("Wan Chai", { exact: true })).toBeVisible();
  // Fitting is the page's doing, not the person's: the address keeps no rectangle.
  await page.waitForTimeout(500);
  expect(page.url()).toMatch(/\/localityarea-d37\/em-1$/);
});

async function countCouncils(page: Page): Promise<number> {
  const layer = (await (await page.request.get("/api/map/baselayer?languageId=1")).json()) as { councils: unknown[] };
  // One polyline per council area, drawn as one path.
  return layer.councils.length;
}
