import { expect, test, type Page } from "@playwright/test";
import { axeClean, beOwnVisitor, hydrated, mailLink, newEmail, sameOnPhones } from "./visitor.ts";
import { startPortal, stopStartedPortals } from "./postgres-portal.ts";
import { pageTexts } from "../fixtures/page-texts.ts";
import { notMainland } from "../fixtures/zh-cn-scan.ts";
import { mailText, type MailTextKey } from "../../src/server/mail/mail-catalog.ts";
import { LANGUAGES } from "../../src/domain/i18n/languages.ts";

// Issue 16's journeys: saved properties and recently viewed, for a guest in
// this browser and, after signing up, on the server; phone and desktop.

test.beforeEach(({ page }) => beOwnVisitor(page));

async function saveCard(page: Page, index: number): Promise<string> {
  const card = page.getByTestId("result-card").nth(index);
  const building = (await card.locator(".card-title").innerText()).trim();
  await card.getByRole("button", { name: `Save ${building}` }).click();
  const popup = page.getByRole("dialog", { name: "Saved to your favourites" });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: "OK" }).click();
  await expect(card.getByRole("button", { name: `Save ${building}` })).toHaveAttribute("aria-pressed", "true");
  return building;
}

test("a guest saves three listings and views one, signs up, and finds them on the server; a heart there unsaves", async ({ page }) => {
  // Three saves, a sign-up and five page loads: the slow test's time on a loaded two-core machine.
  test.setTimeout(60_000);
  await page.goto("/en/property-search/buy");
  const saved = [await saveCard(page, 0), await saveCard(page, 1), await saveCard(page, 2)];
  await expect(page.getByTestId("saved-count").first()).toHaveText("3");

  // A listing opened goes to the recently viewed list.
  await page.getByTestId("result-card").nth(3).locator(".card-link").click();
  await expect(page).toHaveURL(/\/en\/property\//);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("recentlyViewed"))).not.toBeNull();

  await page.goto("/en/profile/savedproperties");
  await expect(page.getByTestId("saved-item")).toHaveCount(3);
  await expect(page.getByTestId("saved-invite")).toBeVisible();
  await axeClean(page);

  await page.goto("/en/profile/recentlyviewed");
  await expect(page.getByTestId("saved-item")).toHaveCount(1);

  // Sign up from the invitation: the local lists are uploaded and cleared.
  await page.getByTestId("saved-invite").getByRole("button", { name: "Sign up" }).click();
  const panel = page.getByRole("dialog", { name: "Create your account" });
  await panel.getByLabel("E-mail").fill(newEmail("saver"));
  await panel.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("dialog", { name: "Welcome to Harbour Homes" }).getByRole("button", { name: "OK" }).click();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("savedProperties"))).toBeNull();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("recentlyViewed"))).toBeNull();

  // From the server now, rendered with the page.
  await page.goto("/en/profile/savedproperties");
  await expect(page.getByTestId("saved-invite")).toHaveCount(0);
  await expect(page.getByTestId("saved-total")).toHaveText("3 properties");
  const titles = await page.locator("[data-testid=saved-item] .card-title").allInnerTexts();
  expect(titles.map((s) => s.trim()).sort()).toEqual([...saved].sort());
  await expect(page.getByTestId("saved-count").first()).toHaveText("3");
  await page.goto("/en/profile/recentlyviewed");
  await expect(page.getByTestId("saved-total")).toHaveText("1 property");

  // The heart on a saved card deletes it from the server's list.
  await page.goto("/en/profile/savedproperties");
  const first = page.getByTestId("saved-item").first();
  const building = (await first.locator(".card-title").innerText()).trim();
  await first.getByRole("button", { name: `Save ${building}` }).click();
  await expect(page.getByTestId("saved-item")).toHaveCount(2);
  await page.reload();
  await expect(page.getByTestId("saved-total")).toHaveText("2 properties");
});

test("the saved pages speak the page's language", async ({ page }) => {
  await page.goto("/zh-hk/profile/savedproperties");
  await expect(page.locator("h1")).toHaveText("已收藏物業");
  await page.goto("/zh-cn/profile/recentlyviewed");
  await expect(page.locator("h1")).toHaveText("最近浏览");
  await expect(page.getByTestId("saved-total")).toHaveText("暂时未有物业");
});

/** Signs up from the header's account menu (behind "Sign in" on a phone), in the page's words `t`; answers the new address. */
async function signUpFromHeader(page: Page, t = pageTexts("en")): Promise<string> {
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: t("nav.myAccount"), exact: true }).click();
  if ((page.viewportSize()?.width ?? 1366) < 1280)
    await banner.getByRole("button", { name: t("account.shell.signIn"), exact: true }).click();
  await page
    .getByRole("dialog", { name: t("account.shell.loginTitle") })
    .getByRole("button", { name: t("account.shell.createAccount") })
    .click();
  const panel = page.getByRole("dialog", { name: t("account.shell.signupTitle") });
  const email = newEmail("searcher");
  await panel.getByLabel(t("account.shell.email")).fill(email);
  await panel.getByRole("button", { name: t("account.shell.signupSubmit") }).click();
  await page
    .getByRole("dialog", { name: t("account.msg.signupSuccess") })
    .getByRole("button", { name: t("account.shell.ok") })
    .click();
  return email;
}

/** Confirms a new member's address by the link in the local mailbox (alerts are a verified member's), in the page's words `t`. */
async function confirmEmail(page: Page, email: string, base = "", t = pageTexts("en")) {
  await page.goto(await mailLink(page, email, "/account/confirmemail?token=", base));
  await page.getByLabel(t("account.page.newPassword")).fill("harbour-view-88");
  await page.getByLabel(t("account.page.confirmPassword")).fill("harbour-view-88");
  await page.getByRole("button", { name: t("account.page.confirmSubmit") }).click();
  await expect(page.getByText(t("account.msg.emailConfirmed"))).toBeVisible();
}

test("a member saves a search, meets the duplicate, saves a new one, opens it from #searchid= and removes it", async ({ page }) => {
  await page.goto("/en/property-search/rent/price-below-40000-hkd");
  await signUpFromHeader(page);
  const results = page.url().replace(/#.*$/, "");

  await page.locator(".saved-search-bar").getByRole("button", { name: "Save Search" }).click();
  let dialog = page.getByRole("dialog", { name: "Save Search" });
  await dialog.getByLabel("Name of this search").fill("Rent under 40K");
  await dialog.getByLabel("How often").selectOption({ label: "As they come (within a minute)" });
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("dialog", { name: "Search saved" }).getByRole("button", { name: "OK" }).click();
  await expect(page).toHaveURL(/#searchid=\d+$/);
  await expect(page.getByTestId("open-saved-search")).toContainText("Rent under 40K");

  // The same criteria again: the duplicate, then "Save as a new search".
  await page.locator(".saved-search-bar").getByRole("button", { name: "Save Search" }).click();
  dialog = page.getByRole("dialog", { name: "Save Search" });
  await dialog.getByLabel("Name of this search").fill("Again");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  const failed = page.getByRole("dialog", { name: "You have already saved this search" });
  await failed.getByRole("button", { name: "OK" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Rent under 40K");
  await expect(dialog.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  await dialog.getByRole("button", { name: "Save as a new search" }).click();
  await page.getByRole("dialog", { name: "Search saved" }).getByRole("button", { name: "OK" }).click();

  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(2);
  await axeClean(page);
  // Opening it from the list rebuilds the filter: the same results page, from any start.
  await page.getByTestId("saved-search").filter({ hasText: "Rent under 40K" }).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`^${results.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}#searchid=\\d+$`));
  await expect(page.getByTestId("open-saved-search")).toContainText("Rent under 40K");

  await page.getByTestId("open-saved-search").getByRole("button", { name: "Remove saved search" }).click();
  await expect(page.getByText("Saved search removed")).toBeVisible();
  await expect(page).toHaveURL(results);
  await expect(page.getByTestId("open-saved-search")).toHaveCount(0);
  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(1);
});

test("#savenow opens the save-search dialog; a guest's search waits for sign-up and is saved once the address is verified", async ({
  page,
}) => {
  // A sign-up and the address confirmed through the mailbox: the slow test's time on a loaded machine.
  test.setTimeout(60_000);
  await page.goto("/en/property-search/buy#savenow");
  const dialog = page.getByRole("dialog", { name: "Save Search" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Sign up to keep this search")).toBeVisible();
  await dialog.getByLabel("Name of this search").fill("Homes to buy, from #savenow");
  await dialog.getByRole("button", { name: "Save", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Create your account" });
  await expect(panel).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toContain("listingTypeId");
  const email = newEmail("savenow");
  await panel.getByLabel("E-mail").fill(email);
  await panel.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("dialog", { name: "Welcome to Harbour Homes" }).getByRole("button", { name: "OK" }).click();
  // Not verified yet: it still waits in this browser.
  expect(await page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toContain("from #savenow");

  await confirmEmail(page, email);
  await page.goto("/en");
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toBeNull();
  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(1);
  await expect(page.getByTestId("saved-search")).toContainText("Homes to buy, from #savenow");
});

test("a sign-up on a results page that meets an existing account keeps the search under that e-mail; signing in to it saves the search", async ({
  page,
}) => {
  // Two sign-ups, a confirmation through the mailbox and a sign-in on a loaded machine.
  test.setTimeout(90_000);
  await page.goto("/en");
  const email = await signUpFromHeader(page);
  await confirmEmail(page, email);
  // Signed out: a guest again in the same browser.
  await page.context().clearCookies();
  await page.goto("/en/property-search/rent/price-below-40000-hkd");
  // The search's name: what was searched, without the count the heading shows.
  const name = "Homes for rent in Hong Kong";
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: "My Account", exact: true }).click();
  if ((page.viewportSize()?.width ?? 1366) < 1280) await banner.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.getByRole("dialog", { name: "Sign in to Harbour Homes" }).getByRole("button", { name: "Create an account" }).click();
  const signup = page.getByRole("dialog", { name: "Create your account" });
  await signup.getByLabel("E-mail").fill(email);
  await signup.getByRole("button", { name: "Sign up" }).click();
  await page.getByRole("alertdialog", { name: "You already have an account" }).getByRole("button", { name: "Sign in" }).click();
  const login = page.getByRole("dialog", { name: "Sign in to Harbour Homes" });
  await login.getByLabel("Password", { exact: true }).fill("harbour-view-88");
  await login.getByRole("button", { name: "Sign in" }).click();
  await expect(login).toHaveCount(0);
  // The page's search, kept under the e-mail at the sign-up, is uploaded for that member.
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("pendingSaveSearch"))).toBeNull();
  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(1);
  await expect(page.getByTestId("saved-search")).toContainText(name);
});

test("a member follows a building from a listing page, finds the follow among the saved searches, and unfollows", async ({ page }) => {
  // A sign-up, the address confirmed through the mailbox, and an axe run: the slow test's time on a loaded machine.
  test.setTimeout(60_000);
  await page.goto("/en/property-search/buy");
  const email = await signUpFromHeader(page);
  // Not verified yet: the alerts page sends the member to resend the verification.
  await page.goto("/en/profile/alerts");
  await expect(page).toHaveURL(/\/en\/account\/resendverification$/);
  await confirmEmail(page, email);
  await page.goto("/en/property-search/buy");
  await page.getByTestId("result-card").first().locator(".card-link").click();
  await expect(page).toHaveURL(/\/en\/property\//);
  const follow = page.getByTestId("follow-building");
  await expect(follow).toHaveAttribute("aria-pressed", "false");
  await follow.click();
  await expect(follow).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByTestId("follow-building")).toHaveAttribute("aria-pressed", "true");
  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(1);
  await expect(page.getByTestId("saved-search")).toContainText("Building you follow");
  // The alerts page: the saved properties' switch and frequency, the follow's, and one switch for all.
  // Its scripts are held back at first, as on a slow phone, to choose a frequency before hydration.
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsReleased;
    await route.continue();
  });
  await page.goto("/en/profile/alerts", { waitUntil: "domcontentloaded" });
  await expect(page.getByTestId("alert-row")).toHaveCount(1);
  await expect(page.getByTestId("alert-row").getByRole("checkbox")).toBeChecked();
  const properties = page.getByTestId("property-alerts");
  await expect(properties.getByRole("checkbox")).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith("/api/property/savedpropertyalerts") && r.request().method() === "POST");
  await properties.getByLabel("How often").selectOption({ label: "Weekly" });
  releaseScripts();
  // Made before the page's script ran, the choice is sent once it runs.
  expect((await saved).ok()).toBe(true);
  await page.unrouteAll();
  await expect(properties.getByLabel("How often")).toHaveValue("3");
  await page.reload();
  await expect(page.getByTestId("property-alerts").getByLabel("How often")).toHaveValue("3");
  await hydrated(page);
  await page.getByLabel("All my e-mail alerts").click();
  await expect(page.getByTestId("alert-row").getByRole("checkbox")).not.toBeChecked();
  await expect(page.getByTestId("property-alerts").getByRole("checkbox")).not.toBeChecked();
  await expect(page.getByTestId("property-alerts").getByLabel("How often")).toBeDisabled();
  await axeClean(page);
  await page.goBack();
  await page.goBack();
  await page.getByTestId("follow-building").click();
  await expect(page.getByTestId("follow-building")).toHaveAttribute("aria-pressed", "false");
  await page.goto("/en/profile/savedsearch");
  await expect(page.getByTestId("saved-search")).toHaveCount(0);
});

test.describe("the instant alert", () => {
  test.afterEach(stopStartedPortals);

  // One member per language on one portal, their three listings on the market in one write: one wait for the alert
  // run, not three (a portal per language would cost CI a minute and more on each project).
  const members = [
    { language: "en", name: "Rent in my district" },
    { language: "zh-hk", name: "區內租盤" },
    { language: "zh-cn", name: "区内租盘" },
  ] as const;

  test("in en, zh-hk and zh-cn: three members each save a search, its listing comes on the market, each alert arrives in the local mailbox in the member's language, its link opens the listing and its unsubscribe link stops it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    // A server of its own on PostgreSQL, so the journey can write listings as the agency's systems would. The phone
    // and desktop projects may run at once on two workers: each has its own port and database.
    const phone = testInfo.project.name === "phone";
    const portal = await startPortal(
      `hk_e2e_alerts_${testInfo.project.name}_${String(process.pid)}`,
      {},
      { seedListings: 400, port: Number(process.env.E2E_PORT ?? 3210) + (phone ? 3 : 2) },
    );
    try {
      // A rent-only listing in each of three districts, off the market while the members save their searches.
      const listings = await portal.database.query<{
        id: number;
        district_id: number;
        reference_id: string;
        name_en: string;
        name_zh_hk: string;
        name_zh_cn: string;
      }>(
        `select * from (
            select distinct on (l.district_id) l.id, l.district_id, l.reference_id, b.name_en, b.name_zh_hk, b.name_zh_cn
            from listings l join buildings b on b.id = l.building_id
            where l.available and l.rent_price is not null and l.sale_price is null
            order by l.district_id, l.id
          ) firsts order by id limit 3`,
      );
      expect(listings).toHaveLength(members.length);
      const ids = listings.map((l) => l.id);
      await portal.database.query("update listings set available = false where id = any($1)", [ids]);

      const signedUp = [];
      for (const [index, { language, name }] of members.entries()) {
        const t = pageTexts(language);
        const listing = listings[index]!;
        // Each member in a browser of their own: no session or stored lists of the one before.
        await page.context().clearCookies();
        if (index > 0) await page.evaluate(() => window.localStorage.clear());
        const results = `${portal.base}/${language}/property-search/rent/localityarea-d${String(listing.district_id)}`;
        await page.goto(results);
        const email = await signUpFromHeader(page, t);
        await confirmEmail(page, email, portal.base, t);
        await page.goto(results);
        await page
          .locator(".saved-search-bar")
          .getByRole("button", { name: t("search.saveSearch") })
          .click();
        const dialog = page.getByRole("dialog", { name: t("search.saveSearch") });
        await dialog.getByLabel(t("search.save.name")).fill(name);
        await dialog.getByLabel(t("saved.search.frequency")).selectOption({ label: t("saved.search.instant") });
        await dialog.getByRole("button", { name: t("search.save.submit"), exact: true }).click();
        await page
          .getByRole("dialog", { name: t("saved.msg.searchSavedSuccess") })
          .getByRole("button", { name: t("account.shell.ok") })
          .click();
        await expect(page).toHaveURL(/#searchid=\d+$/);
        signedUp.push({ email, cookies: await page.context().cookies() });
      }

      // The three listings come on the market at once: each member's alert is in the mailbox within a minute.
      await portal.database.query("update listings set available = true where id = any($1)", [ids]);
      for (const [index, { language, name }] of members.entries()) {
        const t = pageTexts(language);
        const mail = (key: MailTextKey) => mailText(language, key);
        const listing = listings[index]!;
        const { email, cookies } = signedUp[index]!;
        const listingLink = await mailLink(page, email, `/${language}/property/rent/`, portal.base);
        expect(new URL(listingLink).pathname).toMatch(new RegExp(`/${listing.reference_id}$`));
        // The mailbox shows the subject as the message's heading; the mail itself is in the frame.
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${mail("alert.subject")} – ${mail("site.name")}`);
        const frame = page.frameLocator("iframe");
        await expect(frame.getByText(mail("alert.heading"))).toBeVisible();
        await expect(frame.getByText(mail("alert.body"))).toBeVisible();
        await expect(frame.getByText(name, { exact: true })).toBeVisible();
        await expect(frame.getByText(mail("alert.footer"))).toBeVisible();
        if (language === "zh-cn") expect(notMainland(await frame.locator("body").innerText())).toEqual([]);
        const unsubscribe = await frame.getByRole("link", { name: mail("alert.unsubscribeSearch") }).getAttribute("href");

        await page.goto(listingLink);
        await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[language].hreflang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing[`name_${LANGUAGES[language].nameColumn}`]);

        // The link carries the mail's language, so its page asks and answers in it.
        expect(new URL(unsubscribe!).searchParams.get("lang")).toBe(language);
        await page.goto(unsubscribe!);
        await expect(page.locator("html")).toHaveAttribute("lang", LANGUAGES[language].locale);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(mail("unsubscribe-page.alerts.ask"));
        await page.getByRole("button", { name: mail("unsubscribe-page.button") }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(mail("unsubscribe-page.done"));
        await expect(page.getByText(mail("unsubscribe-page.alerts.doneBody"))).toBeVisible();
        if (language === "zh-cn") expect(notMainland(await page.locator("main").innerText())).toEqual([]);

        // Signed in as that member again: the search's switch is off, the saved properties' still on.
        await page.context().clearCookies();
        await page.context().addCookies(cookies);
        await page.goto(`${portal.base}/${language}/profile/alerts`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("account.shell.alerts"));
        await expect(page.getByTestId("alert-row")).toHaveCount(1);
        await expect(page.getByTestId("alert-row")).toContainText(name);
        await expect(page.getByTestId("alert-row").getByRole("checkbox")).not.toBeChecked();
        await expect(page.getByTestId("property-alerts").getByRole("checkbox")).toBeChecked();
      }
    } finally {
      expect(await portal.stop(), portal.stderr()).toBe(0);
    }
  });
});

for (const [language, texts] of [
  ["zh-hk", { ask: "停止這些通知？", button: "取消訂閱", invalid: "此連結無效" }],
  ["zh-cn", { ask: "停止这些通知？", button: "取消订阅", invalid: "此链接无效" }],
] as const) {
  test(`in ${language}: an alert mail's one-click unsubscribe link asks and answers in the mail's language`, async ({ page }) => {
    // The GET only asks (a link scanner changes nothing); a token no mail carried is not valid, in the same words.
    await page.goto(`/alerts/unsubscribe?token=${"x".repeat(43)}&lang=${language}`);
    await expect(page.locator("html")).toHaveAttribute("lang", language === "zh-hk" ? "zh-HK" : "zh-CN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.ask);
    await axeClean(page);
    await page.getByRole("button", { name: texts.button }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.invalid);
    if (language === "zh-cn") expect(notMainland(await page.locator("main").innerText())).toEqual([]);
  });
}

for (const language of ["zh-hk", "zh-cn"] as const) {
  test(
    `in ${language}: a guest's heart goes up at sign-up, a search is saved, a building followed, and the alerts page switches them, all in the page's words`,
    sameOnPhones,
    async ({ page }) => {
      test.setTimeout(150_000);
      const t = pageTexts(language);
      await page.goto(`/${language}/property-search/rent`);
      const card = page.getByTestId("result-card").first();
      const building = (await card.locator(".card-title").innerText()).trim();
      await card.getByRole("button", { name: t("search.card.save", { building }) }).click();
      await page
        .getByRole("dialog", { name: t("saved.msg.sucessSaveProperty") })
        .getByRole("button", { name: t("account.shell.ok") })
        .click();
      await expect(page.getByTestId("saved-count").first()).toHaveText("1");

      const email = await signUpFromHeader(page, t);
      await page.goto(`/${language}/profile/savedproperties`);
      await expect(page.locator("[data-testid=saved-item] .card-title")).toHaveText([building]);

      // A saved search from the results page, and a follow from a listing page.
      await page.goto(`/${language}/property-search/rent`);
      await page
        .locator(".saved-search-bar")
        .getByRole("button", { name: t("search.saveSearch") })
        .click();
      const dialog = page.getByRole("dialog", { name: t("search.saveSearch") });
      await dialog.getByLabel(t("search.save.name")).fill(language === "zh-hk" ? "租盤" : "租盘");
      await dialog.getByRole("button", { name: t("search.save.submit"), exact: true }).click();
      await page
        .getByRole("dialog", { name: t("saved.msg.searchSavedSuccess") })
        .getByRole("button", { name: t("account.shell.ok") })
        .click();
      await expect(page).toHaveURL(/#searchid=\d+$/);
      await page.getByTestId("result-card").first().locator(".card-link").click();
      await expect(page).toHaveURL(new RegExp(`/${language}/property/`));
      const follow = page.getByTestId("follow-building");
      await follow.click();
      await expect(follow).toHaveAttribute("aria-pressed", "true");
      await page.goto(`/${language}/profile/savedsearch`);
      await expect(page.getByTestId("saved-search")).toHaveCount(2);
      await expect(page.getByTestId("saved-search").filter({ hasText: t("saved.searches.kindBuilding") })).toHaveCount(1);

      // The alerts page, once the address is confirmed.
      await confirmEmail(page, email, "", t);
      await page.goto(`/${language}/profile/alerts`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("account.shell.alerts"));
      await expect(page.getByTestId("alert-row")).toHaveCount(2);
      await expect(page.getByTestId("property-alerts").getByLabel(t("saved.alerts.propertiesText"))).toBeChecked();
      await page.getByLabel(t("saved.alerts.all")).click();
      await expect(page.getByTestId("property-alerts").getByLabel(t("saved.alerts.propertiesText"))).not.toBeChecked();
      for (const row of await page.getByTestId("alert-row").all()) await expect(row.getByRole("checkbox")).not.toBeChecked();
      await axeClean(page);
      if (language === "zh-cn") expect(notMainland(await page.locator("main").innerText())).toEqual([]);
    },
  );
}
