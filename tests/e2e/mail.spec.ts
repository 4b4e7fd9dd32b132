import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { enqueueMail } from "../../src/server/mail/outbox.ts";
import { startSmtpPeer } from "../integration/smtp-peer.ts";

// The mail of a running server, as a newcomer and an operator meet it: the
// local mailbox after `npm start`, and delivery through SMTP_URL by every
// worker process, each message once. On PostgreSQL, so this test can queue
// mail into the database the server uses, as a sign-up in it would.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "the mailbox and delivery do not depend on the viewport");

const adminUrl = process.env.E2E_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const started: ReturnType<typeof spawn>[] = [];

test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A fresh database of its own, the server on it, and a handle to queue mail with. */
async function startPortal(name: string, env: Record<string, string>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(`This journey needs PostgreSQL at ${adminUrl} (set E2E_POSTGRES_URL): ${error.message}`);
  });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const databaseUrl = adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      SEED_LISTINGS: "0",
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  started.push(child);
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
  const database: Database = await openDatabase({ databaseUrl, dataDir: "", migrate: false });
  return {
    base,
    database,
    exited,
    stderr: () => stderr,
    stop: async () => {
      child.kill("SIGTERM");
      const code = await exited;
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      return code;
    },
  };
}

test("without SMTP_URL a sign-up's verification mail waits in the local mailbox, and its link opens the confirmation page", async ({
  page,
}) => {
  test.setTimeout(120_000);
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
  test.setTimeout(120_000);
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
