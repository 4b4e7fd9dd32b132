import { expect, request as httpRequest, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { keywordPath } from "../../src/web/lib/keyword-path.ts";
import { pageTexts } from "../fixtures/page-texts.ts";
import { signInAsAgent } from "./agent-steps.ts";
import { confirmEmail } from "./saved-steps.ts";
import { signOnScreen, verifiedMember } from "./signing-steps.ts";
import { beOwnVisitor, hydrated, newEmail, onPhonesInEnglish, sameOnPhones } from "./visitor.ts";
import {
  exiftoolTags,
  fillLettingForm,
  phonePhotos,
  privateTags,
  servedBytes,
  uprightWithBandOnTop,
  type Language,
} from "./list-property-steps.ts";

// Issue 32 end to end: a guest fills the whole listing form with three photos
// (one on its side and carrying GPS), is asked to sign up only when sending,
// confirms the e-mail address from the mailbox, comes back to the form with
// everything kept and sends it; the agent issues the landlord's agreement,
// the owner signs it, the agent countersigns and approves; the listing is
// found by a keyword search and on the map, its photos upright and without
// metadata by exiftool; the owner marks it let and it leaves search.

test.beforeEach(({ page }) => beOwnVisitor(page));

const EN = pageTexts("en");
/** Every demo agent a submission may go to gets this password the first time a journey signs in as them. */
const AGENT_PASSWORD = "owner-listings-desk-2026";

interface OwnListing {
  id: number;
  status: string;
  unit: string;
  rent: number;
  saleableArea: number;
  building: { id: number; name: { en: string; zh: string } } | null;
  agent: { id: number } | null;
  photos: { key: string; cover: boolean; path: string }[];
  listing: { path: string; referenceId: string } | null;
}

/** The member's own listings, as the page's session reads them. */
async function ownListings(page: Page): Promise<OwnListing[]> {
  return ((await (await page.request.get("/api/owner-listings")).json()) as { results: OwnListing[] }).results;
}

/** The agent in a browser context of their own, the size of the project's screen. */
async function agentPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, isMobile, hasTouch, deviceScaleFactor, baseURL });
  const page = await context.newPage();
  await beOwnVisitor(page);
  return page;
}

/** The listings the map's own call finds for a keyword search (the pins' counts added up). */
async function onTheMap(page: Page, keywordSearch: string): Promise<number> {
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/property/mappins"));
  await page.goto(keywordSearch.replace("/property-search/", "/property-search/map/"));
  const { pins } = (await (await answer).json()) as { pins: { count: number }[] };
  return pins.reduce((sum, pin) => sum + pin.count, 0);
}

for (const language of ["en", "zh-hk", "zh-cn"] as const satisfies Language[]) {
  test(
    `in ${language}: a guest lists a flat with photos, signs up on sending; the agreement is signed, the listing approved, found and let`,
    onPhonesInEnglish(language),
    async ({ page, browser, baseURL }, testInfo) => {
      test.setTimeout(600_000);
      const t = pageTexts(language);
      const email = newEmail(`owner-${language}`);
      await page.goto(`/${language}/list-property`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: t("listProperty.title") })).toBeVisible();

      // A step with a gap is not left: the owner is told what is missing, by the field.
      await page.getByRole("button", { name: t("listProperty.next"), exact: true }).click();
      await expect(page.getByText(t("listProperty.error.required")).first()).toBeVisible();
      await expect(page.getByText(t("listProperty.error.buildingOrAddress"))).toBeVisible();

      const unit = `U${Date.now().toString(36).slice(-5).toUpperCase()}`;
      const photos = await phonePhotos();
      // The phone's photo does carry where and with what it was taken.
      expect(privateTags(exiftoolTags(photos[0]!.buffer))).toEqual(expect.arrayContaining(["GPS:GPSLatitude", "IFD0:Make"]));
      await fillLettingForm(page, t, photos, unit);
      // A guest's photos wait in the browser until the listing is sent.
      await page.getByRole("button", { name: t("listProperty.step.photos") }).click();
      await expect(page.locator('[data-photo-state="waiting"]')).toHaveCount(3);
      await page.getByRole("button", { name: t("listProperty.step.contact") }).click();
      await page.getByRole("button", { name: t("listProperty.send") }).click();

      // Asked to sign in or up; the sign-in panel opens over the form.
      await expect(page.getByRole("heading", { name: t("listProperty.signInTitle") })).toBeVisible();
      const panel = page.getByRole("dialog");
      await expect(panel).toBeVisible();
      await panel.getByRole("button", { name: t("account.shell.createAccount"), exact: true }).click();
      const signup = page.getByRole("dialog", { name: t("account.shell.signupTitle") });
      await signup.getByLabel(t("account.shell.email")).fill(email);
      await signup.getByRole("button", { name: t("account.shell.signupSubmit") }).click();
      await expect(page.getByRole("heading", { name: t("listProperty.verifyTitle") })).toBeVisible();
      await expect(page.getByText(t("listProperty.verifyText", { email }))).toBeVisible();

      // The link in the mailbox confirms the address; the confirmation page leads back to the listing.
      await confirmEmail(page, email, "", t);
      await page.getByRole("link", { name: t("account.page.continueListing") }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/list-property$`));
      await hydrated(page);
      await expect(page.getByText(t("listProperty.kept"))).toBeVisible();
      await expect(page.getByRole("heading", { name: t("listProperty.step.contact") })).toBeVisible();

      // Now a confirmed member: the kept photos go up, each with its own bar, then show as uploaded.
      await page.getByRole("button", { name: t("listProperty.step.photos") }).click();
      await expect(page.locator('[data-photo-state="uploaded"]')).toHaveCount(3, { timeout: 60_000 });
      await page
        .getByRole("radio", { name: t("listProperty.photoCover") })
        .nth(1)
        .check();
      await page.getByRole("button", { name: `${t("listProperty.photoEarlier")}: ${t("listProperty.photoAlt", { n: "3" })}` }).click();
      await page.getByRole("button", { name: t("listProperty.step.contact") }).click();
      await page.getByRole("button", { name: t("listProperty.send") }).click();
      await expect(page.getByRole("heading", { name: t("listProperty.sentTitle") })).toBeVisible({ timeout: 60_000 });

      // The listing is the member's, in review, with the three photos in the order and cover chosen.
      const [sent] = await ownListings(page);
      expect(sent).toMatchObject({ status: "submitted", unit, rent: 28_000, saleableArea: 650 });
      expect(sent!.building).not.toBeNull();
      // The second photo chosen as cover, then the third moved before it: the cover is last of the three.
      expect(sent!.photos.map((p) => p.cover)).toEqual([false, false, true]);
      const buildingName = language === "en" ? sent!.building!.name.en : sent!.building!.name.zh;
      const search = keywordPath(buildingName, language, "rent");
      const onMapBefore = await onTheMap(page, search);

      // Sent, the form is forgotten: a new visit starts empty.
      await page.goto(`/${language}/list-property`);
      await hydrated(page);
      await expect(page.getByText(t("listProperty.kept"))).toHaveCount(0);

      // The agent the submission went to issues the landlord's agreement from their queue.
      const agent = await agentPage(browser, testInfo);
      const agentEmail = await signInAsAgent(agent, sent!.agent!.id, AGENT_PASSWORD);
      await agent.goto("/en/agent/listings");
      await hydrated(agent);
      const review = agent.locator(".agent-listing").filter({ hasText: unit });
      await expect(review.getByText(email)).toBeVisible();
      await review.getByRole("button", { name: EN("agentListings.action.issueAgreement") }).click();
      await review.getByLabel(EN("agentListings.agreement.language")).selectOption(language === "en" ? "en" : "zh-hk");
      await review.getByRole("button", { name: EN("agentListings.submit.issueAgreement") }).click();
      // Waits for the card's state, not the passing message (it closes after a few seconds).
      await expect(review.getByText(EN("myListings.agreement.pending"))).toBeVisible({ timeout: 60_000 });

      // The owner signs it from My listings, in their language.
      await page.goto(`/${language}/myproperty/mylistings`);
      await hydrated(page);
      await page.getByRole("link", { name: t("myListings.action.sign") }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/mydocument/pendingdocument$`));
      await hydrated(page);
      await page
        .getByRole("link", { name: new RegExp(`^${t("documents.doc.sign")}`) })
        .first()
        .click();
      await expect(page.locator(".document-body")).toContainText(/\S/, { timeout: 30_000 });
      await signOnScreen(page, t, email, language === "en" ? "Owner Chan" : "陳大文");

      // The agent countersigns; once sealed, the listing waits for approval, and the agent publishes it.
      await agent.goto("/en/agent/documents");
      await hydrated(agent);
      await expect(agent.getByRole("link", { name: EN("documents.agent.signYourself") }).first()).toBeVisible();
      await agent
        .getByRole("link", { name: EN("documents.agent.signYourself") })
        .first()
        .click();
      await expect(agent.locator(".document-body")).toContainText(/\S/, { timeout: 30_000 });
      await signOnScreen(agent, EN, agentEmail, "Agent Countersign");
      await expect(async () => {
        await agent.goto("/en/agent/listings");
        await expect(review.getByRole("button", { name: EN("agentListings.action.approve") })).toBeVisible({ timeout: 5_000 });
      }).toPass({ timeout: 180_000 });
      await hydrated(agent);
      await review.getByRole("button", { name: EN("agentListings.action.approve") }).click();
      await review.getByRole("button", { name: EN("agentListings.submit.approve") }).click();
      await expect(review.getByText(EN("myListings.status.live"), { exact: true })).toBeVisible({ timeout: 60_000 });
      await agent.context().close();

      // Live: found by a keyword search of its building within seconds, and on the map.
      const [live] = await ownListings(page);
      expect(live!.status).toBe("live");
      const listingPath = `/${language}${live!.listing!.path}`;
      const referenceId = live!.listing!.referenceId;
      await expect(async () => {
        await page.goto(search);
        await expect(page.locator(`main a[href*="/${referenceId}"]`).first()).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });
      await expect(async () => {
        expect(await onTheMap(page, search)).toBeGreaterThanOrEqual(onMapBefore + 1);
      }).toPass({ timeout: 30_000 });

      // Its page shows the owner's photos; served to anyone for a year, upright and with no metadata left.
      await page.goto(listingPath);
      await expect(page.getByText(referenceId).first()).toBeVisible();
      await expect(page.locator(`img[src*="/media/owner/"]`).first()).toBeVisible();
      const guest = await httpRequest.newContext({ baseURL });
      for (const [index, photo] of live!.photos.entries()) {
        const served = await guest.get(photo.path.replace("/640.webp", "/1280.webp"));
        expect(served.status()).toBe(200);
        expect(served.headers()["cache-control"]).toContain("immutable");
        const bytes = await served.body();
        expect(privateTags(exiftoolTags(bytes)), `photo ${String(index + 1)} carries no metadata`).toEqual([]);
        // The phone's photo stored on its side is served upright.
        if (index === 0) expect(await uprightWithBandOnTop(bytes)).toBe(true);
      }

      // Let: asked first, then gone from search, and its photos no longer public.
      await page.goto(`/${language}/myproperty/mylistings`);
      await hydrated(page);
      await page.getByRole("button", { name: t("myListings.action.markLet") }).click();
      await page.getByRole("button", { name: t("myListings.confirm.letYes") }).click();
      await expect(page.getByText(t("myListings.status.let"), { exact: true })).toBeVisible();
      await expect(async () => {
        await page.goto(search);
        await expect(page.locator("main")).toBeVisible();
        expect(await page.locator(`main a[href*="/${referenceId}"]`).count()).toBe(0);
      }).toPass({ timeout: 30_000 });
      expect((await guest.get(live!.photos[0]!.path)).status()).toBe(404);
      expect((await servedBytes(page, live!.photos[0]!.path)).status).toBe(200);
      await guest.dispose();
    },
  );
}

test("a member's HEIC photo is refused by name, a draft is saved and edited, and a failed send keeps the form", async ({ page }) => {
  test.setTimeout(300_000);
  const t = EN;
  await verifiedMember(page, "owner-draft");
  await page.goto("/en/list-property");
  await hydrated(page);
  const unit = `D${Date.now().toString(36).slice(-5).toUpperCase()}`;
  await fillLettingForm(page, t, [], unit);

  // A confirmed member's photos go up at once: an iPhone's HEIC is refused with how to send it as JPEG, and kept nowhere.
  await page.getByRole("button", { name: t("listProperty.step.photos") }).click();
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(64)]);
  await page.locator('input[type="file"]').setInputFiles([{ name: "IMG_0001.HEIC", mimeType: "image/heic", buffer: heic }]);
  await expect(page.getByText(t("listProperty.photoError.heic_not_supported"))).toBeVisible({ timeout: 30_000 });
  // Sending with a refused photo on the form is stopped on the photos step.
  await page.getByRole("button", { name: t("listProperty.step.contact") }).click();
  await page.getByRole("button", { name: t("listProperty.send") }).click();
  await expect(page.getByText(t("listProperty.error.photoError"))).toBeVisible();
  await page.getByRole("button", { name: t("listProperty.photoRemove") }).click();
  await expect(page.locator(".lp-photo")).toHaveCount(0);

  // Saved as a draft, it is on My listings with the way back to the form.
  await page.getByRole("button", { name: t("listProperty.saveDraft") }).click();
  await expect(page.getByText(t("listProperty.draftSaved"))).toBeVisible();
  await page.goto("/en/myproperty/mylistings");
  await hydrated(page);
  const card = page.getByRole("listitem").filter({ hasText: unit });
  await expect(card.getByText(t("myListings.status.draft"), { exact: true })).toBeVisible();
  await card.getByRole("link", { name: t("myListings.action.edit") }).click();
  await expect(page).toHaveURL(/\/en\/list-property\?edit=\d+$/);
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: t("listProperty.editTitle") })).toBeVisible();
  await expect(page.getByLabel(t("listProperty.unit"), { exact: true })).toHaveValue(unit);
  await page.getByLabel(t("listProperty.floor"), { exact: true }).fill("25");

  // The server fails: the owner is told in the spec's words, and nothing typed is lost.
  await page.route("**/api/owner-listings/*/save", (route) => route.fulfill({ status: 500, body: "" }));
  await page.getByRole("button", { name: t("listProperty.step.contact") }).click();
  await page.getByRole("button", { name: t("listProperty.send") }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("listProperty.failed") })).toBeVisible();
  await page.getByRole("button", { name: t("listProperty.step.place") }).click();
  await expect(page.getByLabel(t("listProperty.floor"), { exact: true })).toHaveValue("25");
  await page.unroute("**/api/owner-listings/*/save");
  await page.getByRole("button", { name: t("listProperty.step.contact") }).click();
  await page.getByRole("button", { name: t("listProperty.send") }).click();
  await expect(page.getByRole("heading", { name: t("listProperty.sentTitle") })).toBeVisible({ timeout: 60_000 });
  const [sent] = await ownListings(page);
  expect(sent).toMatchObject({ status: "submitted", unit });
  expect((sent as unknown as { floor: string }).floor).toBe("25");
});

test("an owner who would rather talk first sends a listing enquiry from the form's page", sameOnPhones, async ({ page }) => {
  await page.goto("/en/list-property");
  await hydrated(page);
  await page.getByRole("link", { name: EN("listProperty.askAgent") }).click();
  const panel = page.getByRole("dialog", { name: EN("enquiry.title") });
  await expect(panel).toBeVisible();
  await panel.getByLabel("Name").fill("Flat Owner");
  await panel.getByLabel("Phone number").fill("98765432");
  const request = page.waitForRequest((r) => r.url().endsWith("/api/communication/contactus"));
  await panel.getByRole("button", { name: "Send enquiry" }).click();
  // The spec's List_Property enquiry type.
  expect((await request).postDataJSON()).toMatchObject({ enquiryType: 9, listingId: null, fullName: "Flat Owner" });
  await expect(page.getByRole("dialog", { name: "Success!" })).toBeVisible();
});
