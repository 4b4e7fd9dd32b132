import { expect, test } from "@playwright/test";
import { pageTexts } from "../fixtures/page-texts.ts";
import { confirmEmail } from "./saved-steps.ts";
import { beOwnVisitor, hydrated, newEmail, onPhonesInEnglish } from "./visitor.ts";
import { fillLettingForm, phonePhotos, type Language } from "./list-property-steps.ts";

// Issue 32's form: a guest fills the whole listing form with three photos,
// is asked to sign up only when sending, confirms the e-mail address from the
// mailbox, comes back to the form with everything kept (photos included) and
// sends it for review.

test.beforeEach(({ page }) => beOwnVisitor(page));

for (const language of ["en", "zh-hk", "zh-cn"] as const satisfies Language[]) {
  test(
    `in ${language}: a guest fills the form, signs up when sending, confirms the e-mail and sends it with nothing lost`,
    onPhonesInEnglish(language),
    async ({ page }) => {
      test.slow();
      const t = pageTexts(language);
      const email = newEmail(`owner-${language}`);
      await page.goto(`/${language}/list-property`);
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1, name: t("listProperty.title") })).toBeVisible();

      // A step with a gap is not left: the owner is told what is missing, by the field.
      await page.getByRole("button", { name: t("listProperty.next"), exact: true }).click();
      await expect(page.getByText(t("listProperty.error.required")).first()).toBeVisible();
      await expect(page.getByText(t("listProperty.error.buildingOrAddress"))).toBeVisible();

      await fillLettingForm(page, t, await phonePhotos());
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
      const listings = (await (await page.request.get("/api/owner-listings")).json()) as {
        results: { status: string; rent: number; photos: { cover: boolean }[]; saleableArea: number; building: unknown }[];
      };
      expect(listings.results).toHaveLength(1);
      const [listing] = listings.results;
      expect(listing).toMatchObject({ status: "submitted", rent: 28_000, saleableArea: 650 });
      expect(listing!.building).not.toBeNull();
      // The second photo chosen as cover, then the third moved before it: the cover is last of the three.
      expect(listing!.photos.map((p) => p.cover)).toEqual([false, false, true]);

      // Sent, the form is forgotten: a new visit starts empty.
      await page.goto(`/${language}/list-property`);
      await hydrated(page);
      await expect(page.getByText(t("listProperty.kept"))).toHaveCount(0);
    },
  );
}
