import { expect, test, type Locator, type Page } from "@playwright/test";

// Listings of one building stand on the building's point, so their cluster never
// splits however far the map zooms: pressing it lists the building's listings.

/** Leaflet on a touch screen acts on touch, not on synthetic mouse clicks. */
const pressOn = (phone: boolean) => (target: Locator) => (phone ? target.tap() : target.click());

/** The cluster pin nearest the middle of the map (where the map was centred). */
async function middleCluster(page: Page): Promise<Locator> {
  const map = await page.getByTestId("map").boundingBox();
  if (!map) throw new Error("no map");
  const clusters = page.locator(".map-pin.pin-cluster .pin-text");
  await expect(clusters.first()).toBeVisible();
  const boxes = await clusters.evaluateAll((pins) =>
    pins.map((p) => {
      const r = p.getBoundingClientRect();
      return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
    }),
  );
  const mid = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
  const distance = (b: { x: number; y: number }) => Math.hypot(b.x - mid.x, b.y - mid.y);
  const nearest = boxes.reduce((best, b, i) => (distance(b) < distance(boxes[best]!) ? i : best), 0);
  return clusters.nth(nearest);
}

for (const language of ["en", "zh-cn"] as const) {
  test(`a building with several listings opens as the list of its listings (${language})`, async ({ page }, testInfo) => {
    const press = pressOn(testInfo.project.name === "phone");
    // The building with the most listings for sale on Hong Kong Island and in Kowloon, from the map's own call.
    const answer = page.waitForResponse((r) => r.url().endsWith("/api/property/mappins"));
    await page.goto(`/${language}/property-search/map/sale/rect-22.35~114.24_22.24~114.12/zm-13/em-1`);
    const { pins } = (await (await answer).json()) as { pins: { type: string; lat: number; lng: number; count: number }[] };
    const [building] = pins.filter((p) => p.type === "building").sort((a, b) => b.count - a.count);
    expect(building?.count, "a building with 2+ listings for sale").toBeGreaterThanOrEqual(2);
    const { lat, lng, count } = building!;
    const c = (n: number) => (Math.round(n * 1e6) / 1e6).toFixed(6).replace(/0+$/, "");
    // The listings' layer, centred on the building: its listings stand on one point.
    await page.goto(
      `/${language}/property-search/map/sale/rect-${c(lat + 0.001)}~${c(lng + 0.001)}_${c(lat - 0.001)}~${c(lng - 0.001)}/zm-17/em-1`,
    );
    // Neighbours may share the cluster at first: pressing zooms until only the building's point is left.
    const units = page.locator(".map-units");
    for (let i = 0; i < 5 && !(await units.isVisible()); i++) {
      await press(await middleCluster(page));
      await page.waitForTimeout(600);
    }
    await expect(units).toBeVisible();
    await expect(units.getByTestId("result-card")).toHaveCount(count);
    const heading = units.getByRole("heading", { level: 3 });
    await expect(heading).toContainText(language === "en" ? `${String(count)} listings in` : `${String(count)} 个房源`);
    // Every card is a link to its listing, and Escape closes the list.
    await expect(units.getByTestId("result-card").first().locator("a[href*='/property/']").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(units).toBeHidden();
  });
}
