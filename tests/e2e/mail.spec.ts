import { expect, test } from "@playwright/test";
import { enqueueMail } from "../../src/server/mail/outbox.ts";
import { startPortal, stopStartedPortals } from "./postgres-portal.ts";
import { startSmtpPeer } from "../integration/smtp-peer.ts";

// The mail of a running server, as a newcomer and an operator meet it: the
// local mailbox after `npm start`, and delivery through SMTP_URL by every
// worker process, each message once. On PostgreSQL, so this test can queue
// mail into the database the server uses, as a sign-up in it would.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "the mailbox and delivery do not depend on the viewport");

test.afterEach(stopStartedPortals);

test("without SMTP_URL a sign-up's verification mail waits in the local mailbox, and its link opens the confirmation page", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const portal = await startPortal(`hk_e2e_mailbox_${process.pid}`, {});
  try {
    // A sign-up through the API, as the sign-up panel makes it: token first, then the call.
    const tokenResponse = await fetch(`${portal.base}/api/communication/getcsrftoken`);
    const cookie = tokenResponse.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { data: token } = (await tokenResponse.json()) as { data: string };
    const signup = await fetch(`${portal.base}/api/account/registerbyemail`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-xsrf-token": token },
      body: JSON.stringify({ email: "newcomer@example.com", language: "zh-hk" }),
    });
    expect(signup.status).toBe(200);
    // An older message, so the list's order shows.
    await portal.database.query("update mail_outbox set created_at = created_at - interval '1 minute'");
    await enqueueMail(portal.database, { to: "newcomer@example.com", template: "password-changed", language: "en", data: {} });
    await page.goto(`${portal.base}/mailbox`);
    await expect(page.getByRole("heading", { name: "Local mailbox" })).toBeVisible();
    // Newest first.
    const subjects = page.getByRole("row").getByRole("link");
    await expect(subjects).toHaveText(["Your password was changed – Harbour Homes", "請確認您的電郵地址 – 港居"]);
    await subjects.nth(1).click();
    await expect(page.getByRole("heading", { name: "請確認您的電郵地址 – 港居" })).toBeVisible();
    const message = page.frameLocator("iframe");
    await message.getByRole("link", { name: "確認我的電郵地址" }).click();
    await expect(page).toHaveURL(new RegExp(`^${portal.base}/zh-hk/account/confirmemail\\?token=[\\w-]{20,}`));
  } finally {
    expect(await portal.stop(), portal.stderr()).toBe(0);
  }
});

test("with SMTP_URL two worker processes deliver every mail once, the mailbox is gone, and SIGTERM stops them", async ({ page }) => {
  test.setTimeout(300_000);
  const peer = await startSmtpPeer();
  const portal = await startPortal(`hk_e2e_smtp_${process.pid}`, {
    SMTP_URL: peer.url,
    WEB_CONCURRENCY: "2",
    MAIL_FROM: "Harbour Homes <hello@example.hk>",
  });
  try {
    await portal.database.transaction(async (tx) => {
      for (let i = 0; i < 12; i++)
        await enqueueMail(tx, { to: `member${i}@example.com`, template: "password-changed", language: "zh-cn", data: {} });
    });
    await peer.waitFor(12, 30_000);
    await page.waitForTimeout(1_500); // a second delivery of any of them would arrive now
    expect(peer.received).toHaveLength(12);
    expect(new Set(peer.received.map((mail) => mail.messageId)).size).toBe(12);
    expect(peer.received[0]!.subject).toBe("您的密码已更改 – 港居");
    expect((await page.goto(`${portal.base}/mailbox`))?.status()).toBe(404);
  } finally {
    const stoppedAt = Date.now();
    expect(await portal.stop(), portal.stderr()).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    await peer.close();
  }
});
