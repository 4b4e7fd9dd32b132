import { expect, type Page } from "@playwright/test";
import { hydrated, newEmail } from "./visitor.ts";
import { confirmEmail } from "./saved-steps.ts";
import type { pageTexts } from "../fixtures/page-texts.ts";

// Steps the journeys that sign documents share (documents.spec.ts, my-listings.spec.ts): a verified member, and
// signing on the signing screen with the code from the local mailbox.

/** A new member with a confirmed e-mail, signed in on `page` (signing up signs in; the mailbox link confirms). */
export async function verifiedMember(page: Page, label: string): Promise<string> {
  const email = newEmail(label);
  await page.goto("/en");
  const { data: token } = (await (await page.request.get("/api/communication/getcsrftoken")).json()) as { data: string };
  const signUp = await page.request.post("/api/account/registerbyemail", {
    headers: { "x-xsrf-token": token },
    data: { email, language: "en" },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  await confirmEmail(page, email);
  return email;
}

/** The six-digit code of the newest signing-code mail to `email` in the local mailbox. */
async function mailedCode(page: Page, email: string): Promise<string> {
  let code = "";
  await expect(async () => {
    await page.goto("/mailbox");
    const message = page.getByRole("row").filter({ hasText: email }).first().getByRole("link").first();
    await page.goto(new URL((await message.getAttribute("href", { timeout: 2_000 }))!, page.url()).href);
    const text = await page.frameLocator("iframe").locator("body").innerText({ timeout: 2_000 });
    code = /(?<!\d)(\d{6})(?!\d)/.exec(text)?.[1] ?? "";
    expect(code, "a six-digit code in the newest mail").not.toBe("");
  }).toPass({ timeout: 90_000 });
  return code;
}

/** On the signing screen: mail a code, read it from the mailbox, type the name, agree and sign. */
export async function signOnScreen(page: Page, t: ReturnType<typeof pageTexts>, email: string, name: string): Promise<void> {
  const screen = page.url();
  await page.getByRole("button", { name: t("documents.sign.sendCode") }).click();
  await expect(page.getByText(t("documents.sign.codeSent", { email }))).toBeVisible({ timeout: 30_000 });
  const code = await mailedCode(page, email);
  await page.goto(screen);
  await hydrated(page);
  await page.getByLabel(t("documents.sign.code")).fill(code);
  await page.getByLabel(t("documents.sign.typedName")).fill(name);
  await page.getByLabel(t("documents.sign.consent")).check();
  await page.getByRole("button", { name: t("documents.sign.submit") }).click();
  await expect(page.getByRole("heading", { name: t("documents.sign.doneTitle") })).toBeVisible({ timeout: 60_000 });
}
