// The one-click unsubscribe pages speak the mail's language: the link carries
// it (`lang`), and the ask, done and not-valid pages are in it, on the real
// database with a real alert token.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/client.ts";
import { insertUnsubscribeToken } from "../db/alerts/alert-queries.ts";
import { oneClickLink } from "../mail/list-unsubscribe.ts";
import { createTestDatabase } from "../../../tests/integration/db.ts";
import { apiVisitor, unlimitedRateLimits } from "../../../tests/integration/accounts-app.ts";

const PUBLIC_URL = "https://homes.example.hk";

describe("one-click unsubscribe pages", () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({ DATA_DIR: "/tmp/hk-one-click-test", LOG_LEVEL: "silent", PUBLIC_URL });
    app = await buildApp({ config, database, logger: false, rateLimitStore: unlimitedRateLimits, jobs: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A member's all-alerts token, as an alert mail would carry it. */
  async function alertToken(email: string): Promise<string> {
    await apiVisitor(app).post("/api/account/registerbyemail", { email, language: "zh-hk" });
    const [user] = await database.query<{ id: string }>("select id from users where lower(email) = lower($1)", [email]);
    const token = randomBytes(32).toString("base64url");
    const hash = createHash("sha256").update(token).digest("hex");
    await insertUnsubscribeToken(database, { hash, userId: user!.id, scope: "all", expiresAt: new Date(Date.now() + 86_400_000) });
    return token;
  }
  const post = (url: string) =>
    app.inject({
      method: "POST",
      url,
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });

  it("asks and answers in the language the link carries (zh-hk), and the ask page's button keeps it", async () => {
    const link = oneClickLink(PUBLIC_URL, "alerts", await alertToken("hk.reader@example.hk"), "zh-hk");
    expect(link).toMatch(/\/alerts\/unsubscribe\?token=[\w-]{43}&lang=zh-hk$/);
    const asked = await app.inject({ method: "GET", url: link.replace(PUBLIC_URL, "") });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('<html lang="zh-HK">');
    expect(asked.body).toContain("停止這些通知？");
    expect(asked.body).toContain(">取消訂閱</button>");
    const action = /action="([^"]+)"/.exec(asked.body)![1]!.replaceAll("&amp;", "&");
    expect(action).toContain("lang=zh-hk");
    const done = await post(action);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("已取消訂閱");
    expect(done.body).toContain("已儲存搜尋");
    expect(done.body).not.toContain("unsubscribed");
  });

  it("speaks zh-cn in simplified characters, and a used or unknown token is not valid in the link's language", async () => {
    const token = await alertToken("cn.reader@example.hk");
    const asked = await app.inject({ method: "GET", url: `/alerts/unsubscribe?token=${token}&lang=zh-cn` });
    expect(asked.body).toContain('<html lang="zh-CN">');
    expect(asked.body).toContain("停止这些通知？");
    expect((await post(`/alerts/unsubscribe?token=${token}&lang=zh-cn`)).body).toContain("已取消订阅");
    const invalid = await post(`/alerts/unsubscribe?token=${"x".repeat(43)}&lang=zh-cn`);
    expect(invalid.statusCode).toBe(404);
    expect(invalid.body).toContain("此链接无效");
    const malformed = await app.inject({ method: "GET", url: "/newsletter/unsubscribe?token=short&lang=zh-hk" });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.body).toContain("此連結無效");
  });

  it("reads a link without a language, or with an unknown one, as English (links mailed before the language was added)", async () => {
    const token = await alertToken("old.link@example.hk");
    const asked = await app.inject({ method: "GET", url: `/alerts/unsubscribe?token=${token}` });
    expect(asked.body).toContain('<html lang="en-US">');
    expect(asked.body).toContain("Stop these alerts?");
    const done = await post(`/alerts/unsubscribe?token=${token}&lang=<script>`);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain("You are unsubscribed");
    expect(done.body).not.toContain("<script>");
  });
});
