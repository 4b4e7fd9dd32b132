import { expect, test, type Page } from "@playwright/test";
import { pageTexts } from "../fixtures/page-texts.ts";
import { axeClean, beOwnVisitor, hydrated, onPhonesInEnglish } from "./visitor.ts";

// Issue 30: what a person does on the listing page besides reading it (Back, the sticky header and contact bar,
// saving the building's or the district's search) and the trail the listing and results pages show
// (breadcrumbs and their BreadcrumbList), in every language.

test.beforeEach(({ page }) => beOwnVisitor(page));

/** The crumbs of the page's breadcrumbs: their words and, but for the page's own, where they lead. */
async function crumbs(page: Page, t: ReturnType<typeof pageTexts>) {
  const nav = page.getByRole("navigation", { name: t("nav.breadcrumbs") });
  const items = nav.getByRole("listitem");
  const texts = (await items.allInnerTexts()).map((s) => s.trim());
  const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return { texts, hrefs };
}

/** The page's BreadcrumbList (JSON-LD) as names and addresses. */
async function breadcrumbList(page: Page): Promise<{ name: string; item: string; position: number }[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const lists = scripts
    .flatMap((text) => [JSON.parse(text) as unknown].flat())
    .filter(
      (value): value is { "@type": string; itemListElement: { name: string; item: string; position: number }[] } =>
        (value as { "@type"?: string })["@type"] === "BreadcrumbList",
    );
  expect(lists).toHaveLength(1);
  return lists[0]!.itemListElement;
}

/** With SHOTS_DIR set, keeps a picture of the screen as a person sees it, to look at by eye. */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${String(page.viewportSize()?.width)}-${name}.png` });
}

/** The breadcrumbs and the BreadcrumbList say the same trail, the list's last item being the page itself. */
async function expectTrail(page: Page, t: ReturnType<typeof pageTexts>, texts: string[]) {
  const shown = await crumbs(page, t);
  expect(shown.texts).toEqual(texts);
  const list = await breadcrumbList(page);
  expect(list.map((i) => i.name)).toEqual(texts);
  expect(list.map((i) => i.position)).toEqual(texts.map((_, index) => index + 1));
  const origin = new URL(page.url()).origin;
  expect(list.slice(0, -1).map((i) => decodeURI(i.item))).toEqual(shown.hrefs.map((href) => decodeURI(`${origin}${href}`)));
  expect(decodeURI(list.at(-1)!.item)).toBe(decodeURI(page.url().split("#")[0]!));
  return shown.hrefs;
}

for (const language of ["en", "zh-hk", "zh-cn"] as const) {
  test(
    `in ${language} the listing and results pages show home, Buy or Rent, the district and the building, as breadcrumbs and as their BreadcrumbList`,
    onPhonesInEnglish(language),
    async ({ page }) => {
      test.slow();
      const t = pageTexts(language);
      await page.goto(`/${language}/property/sale/x/1`);
      const building = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
      const nav = page.getByRole("navigation", { name: t("nav.breadcrumbs") });
      const district = (await nav.locator(`a[href^="/${language}/district/"]`).innerText()).trim();
      const reference = new URL(page.url()).pathname.split("/").at(-1)!;
      const listingCrumbs = await expectTrail(page, t, [
        t("nav.home"),
        t("nav.buy"),
        district,
        building,
        t("listing.crumb", { ref: reference }),
      ]);
      expect(listingCrumbs.slice(0, 2)).toEqual([`/${language}`, `/${language}/property-search/sale`]);
      expect(listingCrumbs[2]).toMatch(new RegExp(`^/${language}/district/`));
      expect(listingCrumbs[3]).toMatch(new RegExp(`^/${language}/building/`));
      await shot(page, `${language}-listing`);

      // The building's results (the listing's "save this building's search" link, without the dialog).
      const buildingSearch = (await page.getByRole("link", { name: t("listing.saveBuildingSearch") }).getAttribute("href"))!;
      await page.goto(buildingSearch.split("#")[0]!);
      const buildingCrumbs = await expectTrail(page, t, [t("nav.home"), t("nav.buy"), district, building]);
      expect(buildingCrumbs.slice(2)).toEqual(listingCrumbs.slice(2, 3));
      await axeClean(page);
      await shot(page, `${language}-results`);

      // The district's rentals: Rent, then the district as the page itself.
      await page.goto(listingCrumbs[2]!);
      await page.locator('.place-top a[href*="/property-search/rent/"]').click();
      await expect(page).toHaveURL(new RegExp(`/${language}/property-search/rent/`));
      await expectTrail(page, t, [t("nav.home"), t("nav.rent"), district]);

      // The purpose alone: Buy is the page.
      await page.goto(`/${language}/property-search/sale`);
      await expectTrail(page, t, [t("nav.home"), t("nav.buy")]);
    },
  );
}

test("from a listing a guest saves the building's search and the district's, each in the save-search dialog named after it; the building page's link opens it too", async ({
  page,
}) => {
  test.slow();
  const t = pageTexts("en");
  await page.goto("/en/property/sale/x/1");
  const listing = page.url();
  const building = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const district = (await page.getByRole("navigation", { name: "Breadcrumbs" }).locator('a[href^="/en/district/"]').innerText()).trim();
  await hydrated(page);
  const dialog = page.getByRole("dialog", { name: t("search.saveSearch") });

  await page.getByRole("link", { name: "Save this building's search" }).click();
  await expect(page).toHaveURL(/\/en\/property-search\/sale\/building\//);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(t("saved.search.guestLead"))).toBeVisible();
  await expect(dialog.getByLabel(t("search.save.name"))).toHaveValue(`Homes for sale in “${building}”`);
  // The hash is read once: the dialog does not open again on a reload.
  expect(new URL(page.url()).hash).toBe("");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.goto(listing);
  await hydrated(page);
  await page.getByRole("link", { name: "Save this district's search" }).click();
  await expect(page).toHaveURL(/\/en\/property-search\/sale\/localityarea-d\d+$/);
  await expect(dialog.getByLabel(t("search.save.name"))).toHaveValue(`Homes for sale in ${district}`);
  await dialog.getByRole("button", { name: t("search.save.submit"), exact: true }).click();
  // A guest's search waits in this browser for a sign-up.
  const offered = page.getByRole("dialog", { name: t("account.shell.signupTitle") });
  await expect(offered).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toContain(district);
  await page.keyboard.press("Escape");

  await page.goto(listing);
  await page.getByRole("navigation", { name: "Breadcrumbs" }).locator('a[href^="/en/building/"]').click();
  await expect(page).toHaveURL(/\/en\/building\//);
  await hydrated(page);
  await page.getByRole("link", { name: t("place.saveSearch") }).click();
  await expect(page).toHaveURL(/\/en\/property-search\/sale\/building\//);
  await expect(dialog.getByLabel(t("search.save.name"))).toHaveValue(`Homes for sale in “${building}”`);
});

test("the listing's header and contact bar stay in view while the page scrolls, and Back returns to the results", async ({
  page,
  isMobile,
}) => {
  // A second page of results, which the purpose's search (Back's way without history) is not.
  await page.goto("/en/property-search/sale/page-2");
  const results = page.url();
  expect(new URL(results).pathname).toBe("/en/property-search/sale/page-2");
  await page.locator('[data-testid="result-card"] .card-link').first().click();
  await expect(page).toHaveURL(/\/en\/property\/sale\//);
  const building = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const header = page.locator(".detail-header");
  const contact = page.getByRole("complementary", { name: "Contact the agent" });

  // Far down the page (the transactions), the sticky header still names the building and its price and offers Back.
  // Halfway down the listing (past its end, in the footer, the listing's own bars rightly go with it).
  await page.evaluate(() => {
    const detail = document.querySelector<HTMLElement>(".listing-detail")!;
    window.scrollTo(0, detail.offsetTop + detail.offsetHeight / 2);
  });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await expect(page.getByRole("heading", { level: 1 })).not.toBeInViewport();
  await expect(header).toBeInViewport();
  await expect(header).toContainText(building);
  await expect(header.locator("strong")).toContainText("HK$");
  // At the top of the screen: under the site's header, or in its place where a phone's header has slid away.
  const box = (await header.boundingBox())!;
  const siteHeader = (await page.locator(".site-header").boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeLessThanOrEqual(siteHeader.height + 2);

  // The contact bar: at the foot of a phone's screen, beside the facts on a wide one; its Enquire is there.
  await expect(contact).toBeInViewport();
  await expect(contact.getByRole("button", { name: "Enquire" }).or(contact.getByRole("link", { name: "Enquire" }))).toBeInViewport();
  const bar = (await contact.boundingBox())!;
  const viewport = page.viewportSize()!;
  if (isMobile) expect(Math.abs(bar.y + bar.height - viewport.height)).toBeLessThanOrEqual(2);
  else expect(bar.y).toBeLessThan(viewport.height / 2);

  // Back, from the sticky header, to the results this listing was opened from.
  await header.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(results);
  await expect(page.getByTestId("result-card").first()).toBeVisible();
});

test("Back on a listing opened from outside the site goes to the search of its purpose", async ({ page }) => {
  await page.goto("/en/property/sale/x/1");
  await hydrated(page);
  await page.locator(".detail-header").getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/en\/property-search\/(buy|sale)$/);
  await expect(page.getByTestId("result-card").first()).toBeVisible();
});
