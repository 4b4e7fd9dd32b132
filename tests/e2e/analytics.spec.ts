import { expect, test, type Page } from "@playwright/test";
import { axeClean, beOwnVisitor, hydrated } from "./visitor.ts";
import { saveCard, signUpFromHeader } from "./saved-steps.ts";
import { startPortalWith, stopStartedPortals } from "./postgres-portal.ts";

// Analytics is inert until the site owner sets TAG_MANAGER_ID and the visitor
// accepts analytics cookies: no banner and nothing sent without the setting;
// with it, the tag manager is asked for only after Accept, never after
// Decline, and the answer is kept. The journeys' own server runs without the
// setting; a portal of its own runs with it, and the tag manager's address is
// answered by a stub, so nothing leaves the machine.

const TAG_SRC = "https://tags.example.test/gtm.js?id=GTM-TEST01";
const bannerOf = (page: Page) => page.getByRole("region", { name: "Analytics cookies" });
const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);
const eventsOf = async (page: Page, name: string) => ((await dataLayer(page)) ?? []).filter((entry) => entry.event === name);

/** Answers the tag manager's script with a stub and counts the requests for it. */
async function stubTagManager(page: Page): Promise<{ count: () => number }> {
  let requests = 0;
  await page.route("https://tags.example.test/**", async (route) => {
    requests += 1;
    await route.fulfill({ contentType: "application/javascript", body: "window.__tagManagerRan = true;" });
  });
  return { count: () => requests };
}

/** Adds up the page's layout shifts without input, from its start. */
async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
}

test("without TAG_MANAGER_ID there is no banner, no data layer and no request beyond the site", async ({ page, baseURL }) => {
  await beOwnVisitor(page);
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin && !request.url().startsWith("data:")) elsewhere.push(request.url());
  });
  await page.goto("/en/property-search/rent");
  await hydrated(page);
  await saveCard(page, 0);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Terms and conditions" })).toBeVisible();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toHaveCount(0);
  await expect(bannerOf(page)).toHaveCount(0);
  expect(await dataLayer(page)).toBeNull();
  expect(elsewhere).toEqual([]);
});

test.describe("with TAG_MANAGER_ID", () => {
  test.afterEach(stopStartedPortals);

  test("the tag manager loads only after Accept, then page views, searches, saves and sign-ins reach the data layer; Decline is kept and sends nothing", async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    // Listings to save and search: seeding a small market first takes a minute on a busy machine.
    const portal = await startPortalWith(
      { TAG_MANAGER_ID: "GTM-TEST01", TAG_MANAGER_SRC: TAG_SRC, SEED_LISTINGS: "100" },
      { readyTimeoutMs: 180_000 },
    );
    const tags = await stubTagManager(page);
    await watchLayoutShift(page);

    // Before an answer: the banner, nothing sent, and nothing moved when it appeared.
    await page.goto(`${portal.base}/en/property-search/rent`);
    await hydrated(page);
    const banner = bannerOf(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Accept" })).toBeVisible();
    await axeClean(page);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
    expect(await dataLayer(page)).toBeNull();
    expect(tags.count()).toBe(0);

    // The keyboard reaches it first.
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Privacy policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("button", { name: "Accept" })).toBeFocused();
    await page.keyboard.press("Enter");

    // Accept: the script is asked for from its configured address, and the page view is there.
    await expect(banner).toHaveCount(0);
    await expect.poll(() => tags.count()).toBe(1);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagManagerRan?: boolean }).__tagManagerRan)).toBe(true);
    expect(await eventsOf(page, "page_view")).toEqual([{ event: "page_view", page_path: "/en/property-search/rent", page_language: "en" }]);

    // A save (the heart).
    await saveCard(page, 0);
    expect(await eventsOf(page, "save")).toEqual([expect.objectContaining({ event: "save", save_kind: "listing" })]);

    // A search: a results page loaded, with its filters (the answer is kept, so no banner).
    await page.goto(`${portal.base}/en/property-search/rent/d37/price-below-25000-hkd`);
    await hydrated(page);
    await expect
      .poll(() => eventsOf(page, "search"))
      .toEqual([
        expect.objectContaining({ event: "search", search_purpose: "rent", search_filters: { districtName: "d37", priceMax: 25_000 } }),
      ]);
    // The script is asked for in the same step that fills the data layer; the request reaches the stub a moment later.
    await expect.poll(() => tags.count()).toBe(2);
    await expect(bannerOf(page)).toHaveCount(0);

    // A sign-in (here a new account, signed in at once) with the user id.
    await beOwnVisitor(page);
    await signUpFromHeader(page);
    await expect.poll(async () => (await eventsOf(page, "sign_in")).length).toBe(1);
    const [signIn] = await eventsOf(page, "sign_in");
    expect(signIn!.user_id).toEqual(expect.any(String));
    expect((await dataLayer(page))!.some((entry) => entry.user_id === signIn!.user_id && entry.event === undefined)).toBe(true);

    // Decline, in a browser of its own on a phone: nothing, and still nothing after a reload.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const other = await context.newPage();
    const otherTags = await stubTagManager(other);
    await other.goto(`${portal.base}/en/property-search/rent`);
    await hydrated(other);
    // On a phone it leaves most of the screen to the page.
    expect((await bannerOf(other).boundingBox())!.height).toBeLessThan(844 * 0.4);
    await bannerOf(other).getByRole("button", { name: "Decline" }).click();
    await expect(bannerOf(other)).toHaveCount(0);
    await saveCard(other, 0);
    expect(await dataLayer(other)).toBeNull();
    await other.reload();
    await hydrated(other);
    await expect(other.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" })).toBeAttached();
    await expect(bannerOf(other)).toHaveCount(0);
    expect(await dataLayer(other)).toBeNull();
    expect(otherTags.count()).toBe(0);

    // Cookie settings opens the question again; Accept there starts the tag manager.
    await other.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await expect(bannerOf(other)).toBeVisible();
    await bannerOf(other).getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => otherTags.count()).toBe(1);
    await context.close();
  });
});
