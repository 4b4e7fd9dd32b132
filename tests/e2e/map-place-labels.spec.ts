import { expect, test, type Page } from "@playwright/test";

// At street zoom the offline map names the estates and buildings around, in the
// page's language, under the pins and out of their way; zoomed out to 15 it names
// none (and asks for none). At a phone's width and a desktop's.

type Answer = { places: { kind: string; id: number; name: string }[] };
const CJK = /[\u3400-\u9fff]/;

/** Around The Zenith and Wan Chai station, opened at zoom 15. */
const at15 = (language: string) => `/${language}/property-search/map/rent/rect-22.2802~114.1835_22.2702~114.1635/zm-15/em-1`;

/** The names the map shows (thinned ones left out), once some are shown. */
async function shownNames(page: Page): Promise<string[]> {
  const shown = page.getByTestId("map").locator(".map-label-place span").filter({ visible: true });
  await expect(shown.first()).toBeVisible({ timeout: 15_000 });
  return shown.allInnerTexts();
}

for (const [language, width] of [
  ["en", 390],
  ["en", 1366],
  ["zh-hk", 1366],
  ["zh-cn", 390],
] as const) {
  test(`from zoom 16 the offline map names estates and buildings in ${language}, at 15 none (${String(width)} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    const asked: string[] = [];
    const answers: Promise<Answer>[] = [];
    page.on("response", (response) => {
      if (!response.url().includes("/api/map/placelabels")) return;
      asked.push(response.url());
      answers.push(response.json() as Promise<Answer>);
    });
    await page.goto(at15(language));
    const map = page.getByTestId("map");
    // The map has drawn its pins at zoom 15: no place names, none asked for.
    await expect(map.locator(".map-pin").first()).toBeAttached({ timeout: 15_000 });
    await expect(map.locator(".map-label-station span").first()).toBeVisible();
    await expect(map.locator(".map-label-place")).toHaveCount(0);
    expect(asked).toEqual([]);

    await page.locator(".leaflet-control-zoom-in").click();
    await expect(page).toHaveURL(/\/zm-16\//);
    const names = await shownNames(page);
    const known = new Set((await Promise.all(answers)).flatMap((a) => a.places.map((p) => p.name)));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(known, name).toContain(name);
    // In the page's language: Chinese names in Chinese, English ones in Latin letters.
    for (const name of names) expect(CJK.test(name), name).toBe(language !== "en");
    // Quiet: they take no press.
    await expect(map.locator(".map-label-place").first()).toHaveCSS("pointer-events", "none");

    // Closer still, more (smaller) places have room; back out to 15, none.
    await page.locator(".leaflet-control-zoom-in").click();
    await expect(page).toHaveURL(/\/zm-17\//);
    await shownNames(page);
    await page.locator(".leaflet-control-zoom-out").click();
    await expect(page).toHaveURL(/\/zm-16\//);
    await page.locator(".leaflet-control-zoom-out").click();
    await expect(page).toHaveURL(/\/zm-15\//);
    await expect(map.locator(".map-label-place")).toHaveCount(0);
  });
}

test("a shown place name touches no pin and no other shown name", async ({ page }) => {
  await page.goto("/en/property-search/map/rent/rect-22.2802~114.1835_22.2702~114.1635/zm-16/em-1");
  const map = page.getByTestId("map");
  await expect(map.locator(".map-pin").first()).toBeAttached({ timeout: 15_000 });
  await shownNames(page);
  const overlaps = await map.evaluate((host) => {
    const boxes = (selector: string) =>
      [...host.querySelectorAll(selector)].filter((e) => e.checkVisibility()).map((e) => e.getBoundingClientRect());
    const names = boxes(".map-label-place span");
    const pins = boxes(".map-pin .pin-text");
    const touch = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return names.filter((n, i) => pins.some((p) => touch(n, p)) || names.some((m, j) => j !== i && touch(n, m))).length;
  });
  expect(overlaps).toBe(0);
});
