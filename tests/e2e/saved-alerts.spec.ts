import { expect, test } from "@playwright/test";
import { axeClean, beOwnVisitor, mailLink, sameOnPhones } from "./visitor.ts";
import { confirmEmail, signUpFromHeader } from "./saved-steps.ts";
import { startPortal, stopStartedPortals } from "./postgres-portal.ts";
import { pageTexts } from "../fixtures/page-texts.ts";
import { notMainland } from "../fixtures/zh-cn-scan.ts";
import { mailText, type MailTextKey } from "../../src/server/mail/mail-catalog.ts";
import { LANGUAGES } from "../../src/domain/i18n/languages.ts";

// Issue 16's alert journeys: the instant alert in en, zh-hk and zh-cn on the
// desktop and on a phone, and the alert mail's unsubscribe page in each
// language (decision 0058).

test.beforeEach(({ page }) => beOwnVisitor(page));

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
    test.setTimeout(300_000);
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
  // A second and third language of a page that is the same at any width: the desktop checks it (decision 0058).
  test(
    `in ${language}: an alert mail's one-click unsubscribe link asks and answers in the mail's language`,
    sameOnPhones,
    async ({ page }) => {
      // The GET only asks (a link scanner changes nothing); a token no mail carried is not valid, in the same words.
      await page.goto(`/alerts/unsubscribe?token=${"x".repeat(43)}&lang=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language === "zh-hk" ? "zh-HK" : "zh-CN");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.ask);
      await axeClean(page);
      await page.getByRole("button", { name: texts.button }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.invalid);
      if (language === "zh-cn") expect(notMainland(await page.locator("main").innerText())).toEqual([]);
    },
  );
}
