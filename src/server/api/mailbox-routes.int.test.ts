// The local mailbox without SMTP_URL: the outbox newest first, one message
// with its links clickable and its HTML in a sandboxed frame.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../../../tests/integration/db.ts";
import { enqueueMail } from "../mail/outbox.ts";

describe("the local mailbox", () => {
  let database: Database;
  let app: FastifyInstance;
  let first: number;
  let second: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({
      config: loadConfig({ DATA_DIR: "/tmp/hk-mailbox-test", LOG_LEVEL: "silent", PORT: "3999" }),
      database,
      logger: false,
      jobs: { pollMs: 20 },
    });
    await app.ready();
    first = (
      await enqueueMail(database, {
        to: "ann@example.com",
        template: "verify-email",
        language: "zh-hk",
        data: { link: "http://localhost:3999/zh-hk/account/confirmemail?token=abc&x=1" },
      })
    ).outboxId;
    second = (await enqueueMail(database, { to: "<b>bob</b>@example.com", template: "password-changed", language: "en", data: {} }))
      .outboxId;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lists the outbox newest first, escaping what it shows", async () => {
    const response = await app.inject("/mailbox");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html.indexOf(`/mailbox/${second}`)).toBeLessThan(html.indexOf(`/mailbox/${first}`));
    expect(html).toContain("請確認您的電郵地址 – 港居");
    expect(html).toContain("&lt;b&gt;bob&lt;/b&gt;@example.com");
    expect(html).not.toContain("<b>bob</b>");
  });

  it("shows one message with its link clickable and its HTML in a sandboxed frame", async () => {
    const page = await app.inject(`/mailbox/${first}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="http://localhost:3999/zh-hk/account/confirmemail?token=abc&amp;x=1"');
    expect(page.body).toMatch(
      new RegExp(`<iframe[^>]*src="/mailbox/${first}/body"[^>]*sandbox="[^"]*allow-top-navigation-by-user-activation`),
    );
    const body = await app.inject(`/mailbox/${first}/body`);
    expect(body.headers["content-security-policy"]).toMatch(/^sandbox /);
    expect(body.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(body.headers["content-security-policy"]).not.toContain("allow-scripts");
    expect(body.body).toContain('<base target="_top"/>');
    expect(body.body).toContain("確認我的電郵地址");
  });

  it("answers 404 for a missing message and 400 for a bad id", async () => {
    expect((await app.inject("/mailbox/999999")).statusCode).toBe(404);
    expect((await app.inject("/mailbox/999999/body")).statusCode).toBe(404);
    expect((await app.inject("/mailbox/abc")).statusCode).toBe(400);
  });

  it("keeps the mail in the outbox: the job finishes without sending", async () => {
    await expect
      .poll(
        async () =>
          (await database.query<{ n: number }>("select count(*) as n from jobs where kind = 'send-mail' and finished_at is null"))[0]!.n,
      )
      .toBe(0);
    expect(await database.query("select 1 from mail_outbox where sent_at is not null")).toEqual([]);
  });
});
