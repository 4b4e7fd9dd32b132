import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { onPhonesInEnglish, sameOnPhones } from "./visitor.ts";

// Journeys of issue 6, walked as a new visitor would, at phone and desktop widths.

const cards = (page: Page) => page.getByTestId("result-card");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

async function headingCount(page: Page): Promise<number> {
  const text = (await heading(page).textContent()) ?? "";
  return Number(/([\d,]+)/.exec(text)?.[1]?.replace(/,/g, "") ?? NaN);
}

async function openOverlay(page: Page) {
  await page.getByTestId("search-overlay-open").click();
  const input = page.getByRole("dialog").getByRole("combobox");
  await expect(input).toBeFocused();
  return input;
}

test.describe("search overlay", () => {
  test("an English building name, picked with the keyboard", async ({ page }) => {
    await page.goto("/en");
    const input = await openOverlay(page);
    await expect(page.getByText("Please enter building keyword (eg. Centrestage)")).toBeVisible();
    await input.pressSequentially("Centrestage");
    const option = page.getByRole("option", { name: /^Centrestage/ }).first();
    await expect(option).toBeVisible();
    await input.press("ArrowDown");
    await expect(option).toHaveAttribute("aria-selected", "true");
    await input.press("Enter");
    await expect(page).toHaveURL(
      /\/en\/property-search\/sale\/(building\/)?Centrestage(-keyword)?\?searchResultType=\d&searchResultId=\d+$/,
    );
    await expect(heading(page)).toContainText("Centrestage");
    await expect(cards(page).first()).toBeVisible();
  });

  test("a Chinese district name, with rent chosen", async ({ page }) => {
    await page.goto("/zh-hk");
    const input = await openOverlay(page);
    await page.getByRole("dialog").getByRole("radio", { name: "租樓" }).check();
    await input.fill("灣仔");
    await expect(page.getByRole("option", { name: /灣仔/ }).first()).toBeVisible();
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/zh-hk\/property-search\/rent\/localityarea-d37$/);
    await expect(heading(page)).toContainText("灣仔");
  });

  test("below the minimum length Enter does nothing; Escape closes", async ({ page }) => {
    await page.goto("/en/about-us");
    const input = await openOverlay(page);
    await input.fill("ab");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/en\/about-us$/);
    await input.press("Escape");
    await expect(page.getByRole("combobox")).toHaveCount(0);
  });
});

test("the search URL grammar: canonical redirects and 404s", sameOnPhones, async ({ page }) => {
  const response = await page.goto("/en/property-search/buy");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/en\/property-search\/sale$/);
  expect((await page.goto("/en/property-search/sale/no/such/thing"))?.status()).toBe(404);
  expect((await page.goto("/en/property-search/rent/keyword-ocean"))?.url()).toMatch(/\/rent\/ocean-keyword$/);
});

test("narrow by price, beds and district: the URL and the results agree", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  const all = await headingCount(page);
  await page.getByRole("button", { name: /^Price/ }).click();
  await page.getByRole("button", { name: "Below HK$8M" }).click();
  await expect(page).toHaveURL(/\/sale\/price-below-8000000-hkd$/);
  // On a phone the panel is a full-screen sheet: "Done" closes it.
  await page.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: /^Beds/ }).click();
  await page.getByRole("button", { name: "2+ beds" }).click();
  await expect(page).toHaveURL(/\/sale\/price-below-8000000-hkd\/above-2-beds$/);
  await page.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: /^District/ }).click();
  const panel = page.locator("#panel-district");
  await panel.locator("summary", { hasText: "Hong Kong Island" }).click();
  await panel.getByRole("checkbox", { name: "Wan Chai", exact: true }).check();
  await expect(page).toHaveURL(/\/sale\/localityarea-d37\/price-below-8000000-hkd\/above-2-beds$/);
  await page.getByRole("button", { name: "Done" }).click();
  await expect(heading(page)).toContainText("in Wan Chai");
  const narrowed = await headingCount(page);
  expect(narrowed).toBeLessThan(all);
  for (const place of await page.locator(".card-place").allTextContents()) expect(place).toContain("Wan Chai");
  for (const price of await page.locator(".card-price strong").allTextContents()) {
    const m = /HK\$([\d.]+)([MK])/.exec(price);
    expect(m).not.toBeNull();
    expect(Number(m![1]) * (m![2] === "M" ? 1e6 : 1e3)).toBeLessThanOrEqual(8e6);
  }
  // A fresh load of that URL gives the same page.
  await page.reload();
  expect(await headingCount(page)).toBe(narrowed);
});

test("the full filter panel counts live and asks before dropping changes", async ({ page }) => {
  await page.goto("/en/property-search/rent");
  await page.getByRole("button", { name: "Filters" }).click();
  const dialog = page.getByRole("dialog", { name: "Filters" });
  await dialog.getByRole("button", { name: "Studio" }).click();
  const show = dialog.getByRole("button", { name: /^Show [\d,]+ Results?$/ });
  await expect(show).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  const prompt = page.getByRole("alertdialog", { name: "Apply Filter?" });
  await expect(prompt).toContainText("Filter has changed. Do you want to apply the new filter?");
  const before = await heading(page).textContent();
  await prompt.getByRole("button", { name: "Yes" }).click();
  await expect(page).toHaveURL(/\/rent\/studio-beds$/);
  await expect(heading(page)).not.toHaveText(before ?? "");
  const count = await headingCount(page);
  await page.getByRole("button", { name: "Filters" }).click();
  await expect(
    page
      .getByRole("dialog", { name: "Filters" })
      .getByRole("button", { name: new RegExp(`^Show ${count.toLocaleString("en")} Results?$`) }),
  ).toBeVisible();
});

test("page and load more", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(cards(page)).toHaveCount(48);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.goto("/en/property-search/sale/page-2");
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await page.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/sale\/page-3$/);
});

test("switching language and currency keeps the filters", async ({ page }) => {
  await page.goto("/en/property-search/rent/localityarea-d37/2-20-beds");
  const path = new URL(page.url()).pathname.replace(/^\/en/, "");
  await page.locator("summary", { hasText: "Language" }).click();
  await page.getByRole("link", { name: "繁體中文" }).click();
  await expect(page).toHaveURL(new RegExp(`/zh-hk${path}$`));
  await expect(heading(page)).toContainText("灣仔");
  await page
    .getByLabel(/貨幣|Currency/)
    .first()
    .click();
  await page.getByRole("link", { name: /USD/ }).click();
  await expect(page).toHaveURL(new RegExp(`/zh-hk${path}$`));
  await expect(page.locator(".card-price strong").first()).toContainText("US$");
});

test("the empty state and clearing it", async ({ page }) => {
  await page.goto("/en/property-search/rent/price-below-100-hkd");
  await expect(page.getByRole("heading", { name: "No homes match this search" })).toBeVisible();
  await page.getByTestId("clear-filters").click();
  await expect(page).toHaveURL(/\/en\/property-search\/rent$/);
  await expect(cards(page).first()).toBeVisible();
});

test("the map: zoom to buildings and to single listings", async ({ page }, testInfo) => {
  // Phones tap: Leaflet on a touch screen acts on touch, not on synthetic mouse clicks.
  const press = (target: ReturnType<Page["locator"]>) => (testInfo.project.name === "phone" ? target.tap() : target.click());
  await page.goto("/en/property-search/sale/localityarea-d37");
  await page.getByRole("button", { name: "Map" }).click();
  await expect(page).toHaveURL(/\/property-search\/map\/sale\/localityarea-d37\/em-1$/);
  const map = page.getByTestId("map");
  await expect(map).toBeVisible();
  await expect(page.locator(".map-pin .pin-text").first()).toBeVisible();
  // The map opens fitted to Wan Chai, so its buildings show at once (the address keeps no rectangle until the person moves).
  await expect(page.locator(".map-pin.pin-building .pin-text").first()).toBeVisible();
  await expect(page).toHaveURL(/\/localityarea-d37\/em-1$/);
  await press(page.locator(".map-pin.pin-building .pin-text").first());
  await page.getByRole("button", { name: "Zoom in to listings" }).click();
  await expect(page).toHaveURL(/\/zm-17\/em-1$/);
  const listing = page.locator(".map-pin.pin-property .pin-text").first();
  await expect(listing).toBeVisible();
  await press(listing);
  await expect(page.locator(".map-popup [data-testid=result-card]")).toBeVisible();
});

test("the whole search can be done with the keyboard", async ({ page }) => {
  await page.goto("/en");
  const icon = page.getByTestId("search-overlay-open");
  for (let i = 0; i < 24 && !(await icon.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(icon).toBeFocused();
  await page.keyboard.press("Enter");
  // The overlay's combobox (the home page has its own big search box too).
  await expect(page.getByRole("dialog").getByRole("combobox")).toBeFocused();
  await page.keyboard.type("Taikoo");
  await expect(page.getByRole("dialog").getByRole("option").first()).toBeVisible();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/en\/property-search\/sale\//);
  await expect(cards(page).first()).toBeVisible();
});

for (const lang of ["en", "zh-hk", "zh-cn"]) {
  for (const path of [`/${lang}`, `/${lang}/property-search/sale`, `/${lang}/property-search/rent/localityarea-a1/1-20-beds`]) {
    test(`axe finds nothing on ${path}`, onPhonesInEnglish(lang), async ({ page }) => {
      await page.goto(path);
      await expect(heading(page)).toBeVisible();
      const axe = await new AxeBuilder({ page }).analyze();
      expect(
        axe.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(" "))
              .slice(0, 3)
              .join(" | ")}`,
        ),
      ).toEqual([]);
    });
  }
}

test("no English on the Chinese results page", sameOnPhones, async ({ page }) => {
  await page.goto("/zh-cn/property-search/rent");
  const text = await page.locator("main").innerText();
  for (const word of ["Load more", "Page ", "beds", "Saleable", "Filters", "Sort"]) expect(text).not.toContain(word);
});

test("every icon draws a symbol of its page, after a client navigation too", sameOnPhones, async ({ page }) => {
  const unresolved = () =>
    page.evaluate(() => {
      const uses = [...document.querySelectorAll("use")];
      return {
        count: uses.length,
        missing: uses
          .map((u) => u.getAttribute("href") ?? "")
          .filter((href) => !href.startsWith("#") || !document.getElementById(href.slice(1))),
      };
    });
  for (const path of ["/en", "/en/property-search/sale", "/en/exclusive"]) {
    await page.goto(path);
    await expect(cards(page).first()).toBeVisible();
    const icons = await unresolved();
    expect(icons.count, path).toBeGreaterThan(0);
    expect(icons.missing, path).toEqual([]);
  }
  // A page without cards, then the results through the router.
  await page.goto("/en/about-us");
  await page.locator("footer").getByRole("link", { name: "Rent" }).click();
  await expect(page).toHaveURL(/\/en\/property-search\/rent$/);
  await expect(cards(page).first()).toBeVisible();
  expect((await unresolved()).missing).toEqual([]);
});

test("a heart on a result card is kept in the local favourites and survives a reload", async ({ page }) => {
  await page.goto("/en/property-search/sale");
  const heartOf = (card: ReturnType<typeof cards>) => card.getByRole("button", { name: /^Save / });
  const card = cards(page).first();
  // Links carry the reference id; the local list keeps the listing's id.
  const reference = /\/(HK\d{8})$/.exec((await card.locator("a.card-link").getAttribute("href")) ?? "")![1]!;
  const favourites = () =>
    page.evaluate(() =>
      (JSON.parse(localStorage.getItem("savedProperties") ?? "[]") as { propertyListingId: number }[]).map((x) => x.propertyListingId),
    );
  // A click before hydration does nothing: click until the heart takes.
  await expect(async () => {
    if ((await heartOf(card).getAttribute("aria-pressed")) !== "true") await heartOf(card).click();
    await expect(heartOf(card)).toHaveAttribute("aria-pressed", "true", { timeout: 1_000 });
  }).toPass();
  const saved = await favourites();
  expect(saved).toHaveLength(1);
  const id = saved[0]!;
  await page.reload();
  const again = cards(page).filter({ has: page.locator(`a.card-link[href$="/${reference}"]`) });
  await expect(heartOf(again)).toHaveAttribute("aria-pressed", "true");
  await heartOf(again).click();
  await expect(heartOf(again)).toHaveAttribute("aria-pressed", "false");
  expect(await favourites()).not.toContain(id);
});
