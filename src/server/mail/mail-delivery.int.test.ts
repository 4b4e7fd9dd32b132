// The outbox delivered through a real SMTP peer on loopback: what arrives per
// language, retries after a refusal, one delivery per row with two runners,
// nothing lost across a restart or a runner that died mid-job.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createSharedTestDatabase } from "../../../tests/integration/db.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../tests/integration/smtp-peer.ts";
import { apiVisitor } from "../../../tests/integration/api-client.ts";
import { claimDueJob } from "../jobs/job-queries.ts";
import { enqueueMail, SEND_MAIL_JOB } from "./outbox.ts";

const PUBLIC_URL = "https://homes.example.hk";
const link = (lang: string, token: string) => `${PUBLIC_URL}/${lang}/account/confirmemail?token=${token}`;

describe("mail delivery", () => {
  let databases: Database[];
  let database: Database;
  let peer: SmtpPeer;
  const apps: FastifyInstance[] = [];

  const startApp = async (on: Database = database, jobs: { pollMs: number } | false = { pollMs: 20 }) => {
    const config = loadConfig({ DATA_DIR: "/tmp/hk-mail-test", LOG_LEVEL: "silent", PUBLIC_URL, SMTP_URL: peer.url });
    const app = await buildApp({ config, database: on, logger: false, jobs: jobs && { ...jobs, backoffSeconds: () => 0 } });
    await app.ready();
    apps.push(app);
    return app;
  };
  const sentRows = async () =>
    (await database.query<{ n: number }>("select count(*) as n from mail_outbox where sent_at is not null"))[0]!.n;

  beforeAll(async () => {
    databases = await createSharedTestDatabase(2);
    database = databases[0]!;
  });
  afterAll(async () => {
    for (const db of [...databases].reverse()) await db.close();
  });
  beforeEach(async () => {
    peer = await startSmtpPeer();
    await database.query("delete from jobs");
    await database.query("delete from mail_outbox");
  });
  afterEach(async () => {
    while (apps.length) await apps.pop()!.close();
    await peer.close();
  });

  it("delivers each template in each language: subject, HTML and text with the link", async () => {
    await startApp();
    await database.transaction(async (tx) => {
      await enqueueMail(tx, { to: "ann@example.com", template: "verify-email", language: "en", data: { link: link("en", "t-en") } });
      await enqueueMail(tx, { to: "ann@example.com", template: "verify-email", language: "zh-hk", data: { link: link("zh-hk", "t-hk") } });
      await enqueueMail(tx, { to: "ann@example.com", template: "verify-email", language: "zh-cn", data: { link: link("zh-cn", "t-cn") } });
      await enqueueMail(tx, {
        to: "bob@example.com",
        template: "reset-password",
        language: "en",
        data: { link: `${PUBLIC_URL}/en/account/resetpassword?token=r1` },
      });
      await enqueueMail(tx, { to: "bob@example.com", template: "password-changed", language: "zh-hk", data: {} });
      await enqueueMail(tx, { to: "cat@example.com", template: "email-change", language: "zh-cn", data: { link: link("zh-cn", "e1") } });
    });
    const mails = await peer.waitFor(6);
    const byLink = (token: string) => mails.find((m) => m.text?.includes(`token=${token}`))!;
    expect(byLink("t-en").subject).toBe("Confirm your e-mail address – Harbour Homes");
    expect(byLink("t-hk").subject).toBe("請確認您的電郵地址 – 港居");
    expect(byLink("t-cn").subject).toBe("请确认您的邮箱地址 – 港居");
    for (const [token, lang] of [
      ["t-en", "en"],
      ["t-hk", "zh-hk"],
      ["t-cn", "zh-cn"],
    ] as const) {
      const mail = byLink(token);
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("ann@example.com");
      expect(mail.html).toContain(`href="${link(lang, token)}"`);
      expect(mail.text).toContain(link(lang, token));
      expect(mail.messageId).toMatch(/^<outbox-\d+@homes\.example\.hk>$/);
      expect(mail.from?.value[0]).toMatchObject({ name: "Harbour Homes", address: "no-reply@homes.example.hk" });
    }
    expect(byLink("r1").subject).toBe("Reset your password – Harbour Homes");
    expect(mails.find((m) => m.subject === "您的密碼已更改 – 港居")?.text).toContain("忘記密碼");
    // Simplified Chinese derived from the Hong Kong text, with the mainland words.
    expect(byLink("e1").subject).toBe("请确认您的新邮箱地址 – 港居");
    expect(byLink("e1").html).toContain('lang="zh-Hans-CN"');
    await expect.poll(sentRows).toBe(6);
  });

  it("delivers a sign-up's verification mail in the language of the sign-up, with a link that confirms the address", async () => {
    const app = await startApp();
    const visitor = apiVisitor(app);
    const signup = await visitor.post("/api/account/registerbyemail", { email: "hana@example.com", language: "zh-cn" });
    expect(signup.statusCode).toBe(200);
    const [mail] = await peer.waitFor(1);
    expect(mail!.subject).toBe("请确认您的邮箱地址 – 港居");
    const link = /https:\/\/homes\.example\.hk\/zh-cn\/account\/confirmemail\?token=[^\s"<]+/.exec(mail!.text ?? "")?.[0];
    expect(link).toBeDefined();
    expect(mail!.html).toContain(`href="${link!.replaceAll("&", "&amp;")}"`);
    const confirm = await visitor.post("/api/account/confirmemail", { token: new URL(link!).searchParams.get("token") });
    expect(confirm.json().user).toMatchObject({ email: "hana@example.com", isConfirmed: true });
  });

  it("retries after the peer refuses, and marks the row sent once delivered", async () => {
    peer.refuseNext(2);
    await startApp();
    const { outboxId } = await enqueueMail(database, { to: "dan@example.com", template: "password-changed", language: "en", data: {} });
    await peer.waitFor(1);
    await expect.poll(sentRows).toBe(1);
    const job = async () =>
      (
        await database.query<{ attempts: number; finished: boolean; failed_at: Date | null }>(
          "select attempts, finished_at is not null as finished, failed_at from jobs where payload->>'outboxId' = $1",
          [String(outboxId)],
        )
      )[0];
    await expect.poll(job).toEqual({ attempts: 3, finished: true, failed_at: null });
    expect(peer.received).toHaveLength(1);
  });

  it("gives up at once when the server refuses for good (5xx), leaving the row unsent", async () => {
    peer.refuseNext(1, 550);
    await startApp();
    const { outboxId } = await enqueueMail(database, { to: "nobody@example.com", template: "password-changed", language: "en", data: {} });
    const job = async () =>
      (
        await database.query<{ attempts: number; failed: boolean; last_error: string }>(
          "select attempts, failed_at is not null as failed, last_error from jobs where payload->>'outboxId' = $1",
          [String(outboxId)],
        )
      )[0];
    await expect.poll(job).toMatchObject({ attempts: 1, failed: true, last_error: expect.stringMatching(/No such mailbox/) });
    expect(peer.received).toHaveLength(0);
    expect(await sentRows()).toBe(0);
  });

  it("waits longer after each failure before trying again", async () => {
    peer.refuseNext(1);
    const config = loadConfig({ DATA_DIR: "/tmp/hk-mail-test", LOG_LEVEL: "silent", PUBLIC_URL, SMTP_URL: peer.url });
    const app = await buildApp({ config, database, logger: false, jobs: { pollMs: 20 } });
    await app.ready();
    apps.push(app);
    await enqueueMail(database, { to: "eve@example.com", template: "password-changed", language: "en", data: {} });
    await expect
      .poll(
        async () =>
          (await database.query<{ last_error: string | null }>("select last_error from jobs where kind = 'send-mail'"))[0]?.last_error,
      )
      .toMatch(/Try again later/);
    const [job] = await database.query<{ delay: number; finished_at: Date | null }>(
      "select extract(epoch from run_at - now())::float8 as delay, finished_at from jobs where kind = 'send-mail'",
    );
    expect(job!.finished_at).toBeNull();
    expect(job!.delay).toBeGreaterThan(20); // the default backoff: 30 s after the first failure
    expect(peer.received).toHaveLength(0);
  });

  it("sends each row once with two server processes running jobs side by side", async () => {
    const count = 30;
    await database.transaction(async (tx) => {
      for (let i = 0; i < count; i++)
        await enqueueMail(tx, { to: `user${i}@example.com`, template: "password-changed", language: "en", data: {} });
    });
    await Promise.all([startApp(databases[0]!), startApp(databases[1]!)]);
    await peer.waitFor(count);
    await expect.poll(sentRows).toBe(count);
    await new Promise((r) => setTimeout(r, 200)); // a double send would arrive now
    expect(peer.received).toHaveLength(count);
    expect(new Set(peer.received.map((m) => m.messageId)).size).toBe(count);
  });

  it("loses nothing committed before a crash: a restart sends it, and a job held by a dead runner is taken over", async () => {
    // Committed while no runner was running (the process died right after the commit).
    await startApp(database, false);
    await enqueueMail(database, { to: "fay@example.com", template: "password-changed", language: "en", data: {} });
    // Another one claimed by a runner that then died mid-send: its lease runs out.
    await enqueueMail(database, { to: "gus@example.com", template: "password-changed", language: "zh-cn", data: {} });
    const claimed = await claimDueJob(database, [SEND_MAIL_JOB], 300);
    expect(claimed).not.toBeNull();
    await new Promise((r) => setTimeout(r, 100));
    expect(peer.received).toHaveLength(0);
    await database.query("update jobs set locked_until = now() - interval '1 second' where id = $1", [claimed!.id]);
    // The restarted process.
    await startApp();
    const mails = await peer.waitFor(2);
    expect(mails.map((m) => (m.to && "text" in m.to ? m.to.text : "")).sort()).toEqual(["fay@example.com", "gus@example.com"]);
  });

  it("does not serve the local mailbox when SMTP_URL is set", async () => {
    const app = await startApp(database, false);
    expect((await app.inject("/mailbox")).statusCode).toBe(404);
  });
});
