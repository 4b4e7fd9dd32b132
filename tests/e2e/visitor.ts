import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/**
 * Makes the journey its own visitor under the per-IP enquiry and sign-up limits (the app trusts one proxy hop). The
 * address is set on the browser context, not the page: `page.request` (the API calls that sign up a member) carries a
 * context's headers only, and without it every such call shared 127.0.0.1's ten sign-ups an hour.
 */
export async function beOwnVisitor(page: Page): Promise<void> {
  await page.context().setExtraHTTPHeaders(ownAddress());
}

/** A forwarded client address of its own, for a request context apart from the page's (another device, say). */
export function ownAddress(): { "x-forwarded-for": string } {
  const part = () => String(1 + Math.floor(Math.random() * 250));
  return { "x-forwarded-for": `10.${part()}.${part()}.${part()}` };
}

/** An e-mail address no other journey uses. */
export function newEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.hk`;
}

/** axe finds no violation on the page as it stands. */
export async function axeClean(page: Page): Promise<void> {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Holds every request to `url` (a glob) for `ms` before it goes on: a slow answer, to meet what a page does meanwhile. */
export async function delayRequests(page: Page, url: string, ms: number): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {
      // The page that sent it has gone.
    });
  });
}

/** Waits until React has taken over the server's page (a control used before then changes only the page). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * A journey whose path is the same at any width (a URL, an HTTP answer, a mail, a language check): the phone
 * project leaves it to the desktop one (playwright.config.ts, decision 0058).
 */
export const sameOnPhones = { tag: "@same-on-phones" };

/** A journey run once per language: the phone walks the English one, the desktop all three. */
export const onPhonesInEnglish = (language: string) => (language === "en" ? {} : sameOnPhones);

/**
 * Opens the newest mail to `email` in the local mailbox (no SMTP_URL) of the portal at `base` (the
 * journeys' own when empty) and answers the address of its first link containing `pathPart`.
 */
export async function mailLink(page: Page, email: string, pathPart: string, base = ""): Promise<string> {
  let href: string | null = null;
  await expect(async () => {
    await page.goto(`${base}/mailbox`);
    const message = page.getByRole("row").filter({ hasText: email }).first().getByRole("link").first();
    // Relative to the mailbox's own server (a page.goto of a bare path would go to the journeys' server).
    await page.goto(new URL((await message.getAttribute("href", { timeout: 2_000 }))!, page.url()).href);
    await expect(async () => {
      // The body is in the mail's frame; a List-Unsubscribe address is shown in the mailbox page itself.
      for (const frame of page.frames()) {
        const link = frame.locator(`a[href*="${pathPart}"]`).first();
        if ((await link.count()) > 0) href = await link.getAttribute("href");
        if (href) return;
      }
      expect(href, `a link containing ${pathPart}`).toBeTruthy();
    }).toPass({ timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  return href!;
}

/** Opens the newest mail to `email` in the local mailbox and follows its link to `pathPart`. */
export async function followMailLink(page: Page, email: string, pathPart: string): Promise<void> {
  await page.goto(await mailLink(page, email, pathPart));
}
