import { expect, type Page } from "@playwright/test";
import { mailLink, newEmail } from "./visitor.ts";
import { pageTexts } from "../fixtures/page-texts.ts";

// Steps the saved-items journeys share (saved.spec.ts, saved-alerts.spec.ts, saved-upload.spec.ts).

/** Saves the `index`th result card by its heart, in the page's words `t`; answers its building's name. */
export async function saveCard(page: Page, index: number, t = pageTexts("en")): Promise<string> {
  const card = page.getByTestId("result-card").nth(index);
  const building = (await card.locator(".card-title").innerText()).trim();
  await card.getByRole("button", { name: t("search.card.save", { building }) }).click();
  const popup = page.getByRole("dialog", { name: t("saved.msg.sucessSaveProperty") });
  await expect(popup).toBeVisible();
  await popup.getByRole("button", { name: t("account.shell.ok") }).click();
  await expect(card.getByRole("button", { name: t("search.card.save", { building }) })).toHaveAttribute("aria-pressed", "true");
  return building;
}

/** Signs up from the header's account menu (behind "Sign in" on a phone), in the page's words `t`; answers the new address. */
export async function signUpFromHeader(page: Page, t = pageTexts("en")): Promise<string> {
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: t("nav.myAccount"), exact: true }).click();
  if ((page.viewportSize()?.width ?? 1366) < 1280)
    await banner.getByRole("button", { name: t("account.shell.signIn"), exact: true }).click();
  await page
    .getByRole("dialog", { name: t("account.shell.loginTitle") })
    .getByRole("button", { name: t("account.shell.createAccount") })
    .click();
  return signUpInPanel(page, "searcher", t);
}

/** Signs up with a new address (`label` names it) in the sign-up panel already open, and closes the welcome; answers the address. */
export async function signUpInPanel(page: Page, label: string, t = pageTexts("en")): Promise<string> {
  const panel = page.getByRole("dialog", { name: t("account.shell.signupTitle") });
  const email = newEmail(label);
  await panel.getByLabel(t("account.shell.email")).fill(email);
  await panel.getByRole("button", { name: t("account.shell.signupSubmit") }).click();
  await page
    .getByRole("dialog", { name: t("account.msg.signupSuccess") })
    .getByRole("button", { name: t("account.shell.ok") })
    .click();
  return email;
}

/** Confirms a new member's address by the link in the local mailbox (alerts are a verified member's), in the page's words `t`. */
export async function confirmEmail(page: Page, email: string, base = "", t = pageTexts("en")) {
  await page.goto(await mailLink(page, email, "/account/confirmemail?token=", base));
  await page.getByLabel(t("account.page.newPassword")).fill("harbour-view-88");
  await page.getByLabel(t("account.page.confirmPassword")).fill("harbour-view-88");
  await page.getByRole("button", { name: t("account.page.confirmSubmit") }).click();
  await expect(page.getByText(t("account.msg.emailConfirmed"))).toBeVisible();
}
