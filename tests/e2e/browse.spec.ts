// Issue 13: the browse side's URLs and answers — pages past the end, places
// that do not exist, methods pages do not take, the zoom segment, and HTTP
// caching of guest pages.
import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./visitor.ts";

test("a results page past the end redirects to the last page", async ({ request }) => {
  const last = await request.get("/en/property-search/rent/page-9999", { maxRedirects: 0 });
  expect(last.status()).toBe(302);
  const to = last.headers().location!;
  expect(to).toMatch(/^\/en\/property-search\/rent\/page-\d+$/);
  const page = await request.get(to);
  expect(page.status()).toBe(200);
  const n = Number(/page-(\d+)$/.exec(to)![1]);
  expect(await page.text()).toContain(`Page ${n.toLocaleString("en")} of ${n.toLocaleString("en")}`);
  // Nothing found at all: page 1 is the last page.
  const none = await request.get("/en/property-search/rent/price-above-999999999-hkd/page-3", { maxRedirects: 0 });
  expect(none.headers().location).toBe("/en/property-search/rent/price-above-999999999-hkd");
});

test("a place that does not exist is a 404", async ({ request }) => {
  expect((await request.get("/en/property-search/sale/localityarea-d99999")).status()).toBe(404);
  expect((await request.get("/en/property-search/sale/localityarea-a99999")).status()).toBe(404);
  expect((await request.get("/en/property-search/sale/localityarea-d37")).status()).toBe(200);
});

test("zm- outside the map's zoom levels 11–21 is not in the grammar", async ({ request }) => {
  expect((await request.get("/en/property-search/map/rent/zm-3/em-1")).status()).toBe(404);
  expect((await request.get("/en/property-search/map/rent/zm-99/em-1")).status()).toBe(404);
  expect((await request.get("/en/property-search/map/rent/zm-14/em-1")).status()).toBe(200);
});

test("POST, PUT and DELETE to a page answer 405 with Allow; to an unknown path 404; never 5xx", async ({ request }) => {
  for (const path of ["/en", "/en/property-search/rent", "/zh-hk/property-search/sale/localityarea-d37"]) {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const res = await request.fetch(path, { method, data: "a=1", headers: { "content-type": "application/x-www-form-urlencoded" } });
      expect(res.status(), `${method} ${path}`).toBe(405);
      expect(res.headers().allow).toBe("GET, HEAD");
    }
  }
  for (const path of ["/en/no-such-page", "/en/property-search/rent/localityarea-d99999"]) {
    expect((await request.post(path, { data: { x: 1 } })).status(), path).toBe(404);
  }
});

test("a guest's page carries an ETag and a shared-cache Cache-Control; the repeat is a 304", async ({ request }) => {
  const first = await request.get("/en/property-search/rent");
  const etag = first.headers().etag!;
  expect(etag).toMatch(/^W\//);
  expect(first.headers()["cache-control"]).toContain("s-maxage=60");
  // Each page has its own script nonce, and still the same tag.
  const second = await request.get("/en/property-search/rent");
  expect(second.headers().etag).toBe(etag);
  expect(second.headers()["content-security-policy"]).not.toBe(first.headers()["content-security-policy"]);
  const repeat = await request.get("/en/property-search/rent", { headers: { "if-none-match": etag } });
  expect(repeat.status()).toBe(304);
});

test("a cached page still runs its scripts after a 304", async ({ page }) => {
  await page.goto("/en/property-search/rent");
  const hydrated = () => page.evaluate(() => document.querySelectorAll("script[nonce]").length);
  expect(await hydrated()).toBeGreaterThan(0);
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  const response = await page.reload();
  expect([200, 304]).toContain(response?.status());
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test("the page query parameter chooses a page by number or name", async ({ request }) => {
  const to = async (path: string) => (await request.get(path, { maxRedirects: 0 })).headers().location;
  expect(await to("/en?page=58")).toBe("/en/mortgagecalculator");
  expect(await to("/zh-hk?page=developments")).toBe("/zh-hk/developments");
  expect(await to("/?page=0")).toBe("/en/property-search/sale");
  expect(await to("/zh-cn?page=property-transaction")).toBe("/zh-cn/property-transaction");
  // A page that needs an id cannot be chosen this way: the home page shows.
  expect((await request.get("/en?page=44", { maxRedirects: 0 })).status()).toBe(200);
});

test("#tab={name} opens that tab of the listing's photo popup", async ({ page }) => {
  for (let id = 1; id <= 40; id++) {
    await page.goto(`/en/property/sale/x/${id}#tab=floorplans`);
    const dialog = page.getByRole("dialog");
    // Only a listing with floor plans opens at that tab.
    const opened = await dialog.waitFor({ state: "visible", timeout: 3000 }).then(
      () => true,
      () => false,
    );
    if (!opened) continue;
    await expect(dialog.getByRole("tab", { name: /Floor plans/ })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    return;
  }
  throw new Error("no listing with floor plans in the seed");
});

test("show only virtual tours: the count promised is the count shown, in the URL and after a reload", async ({ page }) => {
  await page.goto("/en/property-search/rent");
  await page.getByRole("button", { name: "Filters" }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await dialog.getByRole("checkbox", { name: "Virtual Tour" }).check();
  const show = dialog.getByRole("button", { name: /^Show [\d,]+ Results?$/ });
  const promised = Number(/([\d,]+)/.exec((await show.textContent()) ?? "")![1]!.replace(/,/g, ""));
  await show.click();
  await expect(page).toHaveURL(/\/rent\/show-virtualtour$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toContainText(promised.toLocaleString("en"));
  await page.reload();
  await expect(heading).toContainText(promised.toLocaleString("en"));
  expect(await page.getByRole("dialog").count()).toBe(0);
});

const headingCount = async (page: Page) =>
  Number(/([\d,]+)/.exec((await page.getByRole("heading", { level: 1 }).textContent()) ?? "")?.[1]?.replace(/,/g, "") ?? NaN);

async function pickSuggestion(page: Page, typed: string, group: string, option: RegExp): Promise<number> {
  await page.getByTestId("search-overlay-open").click();
  const input = page.getByRole("dialog").getByRole("combobox");
  await input.fill(typed);
  const choice = page.getByRole("group", { name: group }).getByRole("option", { name: option }).first();
  await expect(choice).toBeVisible();
  const promised = Number(/([\d,]+)/.exec((await choice.locator(".overlay-count").textContent()) ?? "")![1]!.replace(/,/g, ""));
  await choice.click();
  return promised;
}

test("a picked estate searches that estate: the count promised is the count shown", async ({ page }) => {
  await page.goto("/zh-hk");
  const promised = await pickSuggestion(page, "太古城", "屋苑", /^太古城/);
  await expect(page).toHaveURL(/\/zh-hk\/property-search\/sale\/.+-keyword\?searchResultType=6&searchResultId=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("太古城");
  expect(await headingCount(page)).toBe(promised);
  // Page 2 and a reload keep the place.
  await page.reload();
  expect(await headingCount(page)).toBe(promised);
});

test("a picked special district searches its district set", async ({ page }) => {
  await page.goto("/en");
  const promised = await pickSuggestion(page, "Island South", "Districts", /^Island South/);
  await expect(page).toHaveURL(/\/en\/property-search\/sale\/localityarea(-d\d+)+$/);
  expect(promised).toBeGreaterThan(0);
  expect(await headingCount(page)).toBe(promised);
});

test("a building page's for sale and for rent buttons show the count they promise", async ({ page }) => {
  let checked = 0;
  for (let id = 1; id <= 30 && checked < 3; id++) {
    const response = await page.goto(`/en/building/x/${id}`);
    if (response?.status() !== 200) continue;
    const building = page.url();
    for (const purpose of ["sale", "rent"] as const) {
      const button = page.getByRole("link", { name: new RegExp(`^[\\d,]+ homes? for ${purpose}$`) });
      const promised = Number(/([\d,]+)/.exec((await button.textContent()) ?? "")![1]!.replace(/,/g, ""));
      if (promised === 0) continue;
      await button.click();
      await expect(page).toHaveURL(new RegExp(`/property-search/${purpose}/building/.+\\?searchResultType=2&searchResultId=${id}$`));
      expect(await headingCount(page)).toBe(promised);
      checked += 1;
      // Not Back: Back reloads the page (history-reload.ts) after the history step, and the next goto raced that reload.
      await page.goto(building);
    }
  }
  expect(checked).toBeGreaterThan(0);
});

test("listing links carry the reference id; links with the internal id redirect permanently", async ({ page, request }) => {
  await page.goto("/en/property-search/sale");
  const href = (await page.getByTestId("result-card").first().locator(".card-link").first().getAttribute("href"))!;
  expect(href).toMatch(/^\/en\/property\/(sale|rent)\/[^/]+\/HK\d{8}$/);
  expect((await request.get(href, { maxRedirects: 0 })).status()).toBe(200);
  const old = await request.get("/en/property/sale/x/1", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toMatch(/^\/en\/property\/(sale|rent)\/[^/]+\/HK\d{8}$/);
  expect((await request.get("/en/property/sale/x/HK99999999")).status()).toBe(404);
});

test("failed calls are shown on the message line in the page's language", async ({ page }) => {
  // The suggestions fail: 'apiSuggestionError', and the list stays empty.
  await page.route("**/api/data/getkeywordsuggestions", (route) => route.abort("failed"));
  await page.goto("/zh-hk");
  await page.getByTestId("search-overlay-open").click();
  await page.getByRole("dialog").getByRole("combobox").fill("太古");
  await expect(page.getByText("暫時未能提供建議，您仍可按關鍵字搜尋。")).toBeVisible();
  await expect(page.getByRole("option")).toHaveCount(0);
  // The live count answers 500: 'Request failed with status code 500', in Chinese.
  await page.route("**/api/property/search/count", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto("/zh-hk/property-search/rent");
  await page.getByRole("button", { name: "篩選" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "開放式" }).click();
  await expect(page.getByText("請求失敗（狀態 500），請再試一次。")).toBeVisible();
});

test("a listing without photos shows its static map on the card and the listing page; /staticmap draws it", async ({ page, request }) => {
  let found = false;
  // Listings without photos score low: they come first in ascending quality order.
  for (let n = 1; n <= 5 && !found; n++) {
    await page.goto(`/en/property-search/sale/orderby-asc${n > 1 ? `/page-${n}` : ""}`);
    const map = page.locator("img.card-map").first();
    if ((await map.count()) === 0) continue;
    found = true;
    const src = (await map.getAttribute("src"))!;
    expect(src).toMatch(/^\/staticmap\/\d+\.\d{5}\/\d+\.\d{5}\/640x480\.svg$/);
    const svg = await request.get(src);
    expect(svg.status()).toBe(200);
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    expect(await svg.text()).toContain("<svg");
    expect(await map.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await map.locator("xpath=ancestor::article").locator(".card-link").first().click();
    await expect(page.locator("img.gallery-map")).toHaveAttribute("src", /\/staticmap\/.+\/640x480\.svg$/);
  }
  expect(found).toBe(true);
  expect((await request.get("/staticmap/22.28000/114.15000/300x200.svg")).status()).toBe(200);
  expect((await request.get("/staticmap/22.28000/114.15000/999x999.svg")).status()).toBe(404);
});

test("the custom price boxes take what people type: 800萬, 1.2億, 8m; nonsense is refused", async ({ page }) => {
  await page.goto("/zh-hk/property-search/sale");
  await page.getByRole("button", { name: "篩選" }).click();
  const dialog = page.getByRole("dialog");
  const min = dialog.locator('input[id$="-price-min"]');
  const max = dialog.locator('input[id$="-price-max"]');
  await min.fill("800萬");
  await min.press("Enter");
  await max.fill("1.2億");
  await max.press("Enter");
  await expect(min).toHaveValue("HK$800萬");
  await expect(max).toHaveValue("HK$1.2億");
  await max.fill("abc");
  await max.press("Enter");
  await expect(dialog.getByRole("alert")).toBeVisible();
  await max.fill("12.5M");
  await max.press("Enter");
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: /^顯示/ }).click();
  await expect(page).toHaveURL(/\/zh-hk\/property-search\/sale\/price-8000000-12500000-hkd$/);
  // No slider duplicates the max box any more.
  await page.getByRole("button", { name: "篩選" }).click();
  await expect(page.getByRole("dialog").getByRole("slider")).toHaveCount(0);
});

test("back and forward reload the page on every page, not only on results; a hash step does not", async ({ page }) => {
  // Asked while the document is being replaced, there is no answer yet (null), and the poll asks again.
  const marked = () => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1).catch(() => null);
  const mark = () => page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
  // A listing page, then a client navigation to its building page, then Back.
  await page.goto("/en/property/sale/x/1");
  const listing = page.url();
  await page.locator('nav.breadcrumbs a[href*="/building/"]').first().click();
  await expect(page).toHaveURL(/\/en\/building\//);
  await mark();
  await page.goBack();
  await expect(page).toHaveURL(listing);
  await expect.poll(marked).toBe(false);
  // Forward reloads too.
  await mark();
  await page.goForward();
  await expect(page).toHaveURL(/\/en\/building\//);
  await expect.poll(marked).toBe(false);
  // A hash step stays in the page.
  await mark();
  await page.evaluate(() => (window.location.hash = "#tab=photos"));
  await page.goBack();
  expect(await marked()).toBe(true);
});

test("Forward pressed before the reloaded page's script has run still shows the page it leads to", async ({ page }) => {
  const marked = () => page.evaluate(() => (window as unknown as { marker?: number }).marker === 1).catch(() => null);
  await page.goto("/en/property/sale/x/1");
  await hydrated(page);
  const listing = page.url();
  await page.locator('nav.breadcrumbs a[href*="/building/"]').first().click();
  await expect(page).toHaveURL(/\/en\/building\//);
  // Back reloads the listing; its script is held, as on a slow phone.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(listing);
  // The reloaded listing is on screen, its script not yet run.
  await expect
    .poll(() => page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).type).catch(() => null))
    .toBe("reload");
  await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
  // Forward before the script: the address moves on, the page cannot (nothing listens yet).
  await page.goForward({ waitUntil: "commit" });
  await expect(page).toHaveURL(/\/en\/building\//);
  expect(await marked()).toBe(true);
  // Once the script runs, the page sees that it is not the page of its address and loads that one.
  release();
  await expect.poll(marked).toBe(false);
  await expect(page).toHaveURL(/\/en\/building\//);
  // The document now on screen is the building page's own.
  expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]!.name)).toMatch(/\/en\/building\//);
});

test("the phone menu shows the chosen currency and switches it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/en");
  await page.locator(".mobile-menu-toggle").click();
  await expect(page.locator(".mobile-menu-note")).toHaveText("Currency: HKD");
  const currencies = page.getByRole("navigation", { name: "Currency", exact: true });
  await expect(currencies).toBeVisible();
  await expect(currencies.getByRole("link", { name: /^HKD/ })).toHaveAttribute("aria-current", "true");
  await currencies.getByRole("link", { name: /^USD/ }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.locator(".mobile-menu-toggle").click();
  await expect(page.locator(".mobile-menu-note")).toHaveText("Currency: USD");
  await expect(page.getByRole("navigation", { name: "Currency", exact: true }).getByRole("link", { name: /^USD/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
});

test("the map outside the selected districts says so, and clearing the districts shows the pins there", async ({ page }) => {
  // Wan Chai chosen, the map over Tuen Mun.
  await page.goto("/en/property-search/map/sale/localityarea-d37/rect-22.42~114.0_22.36~113.9/zm-14/em-1");
  const status = page.locator(".map-empty[role=status]");
  await expect(status).toBeVisible({ timeout: 15_000 });
  await status.getByRole("button").click();
  await expect(page).not.toHaveURL(/localityarea/);
  await expect(page).toHaveURL(/\/property-search\/map\/sale\//);
  await expect(page.locator(".map-empty[role=status]")).toHaveCount(0);
});
