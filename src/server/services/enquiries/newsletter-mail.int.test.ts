// The newsletter's mail through a real SMTP peer: it names its one-click
// unsubscribe link in List-Unsubscribe with List-Unsubscribe-Post (RFC 8058),
// as alert mail does, and the mail client's POST to that link unsubscribes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../../../tests/integration/db.ts";
import { apiVisitor, unlimitedRateLimits } from "../../../../tests/integration/accounts-app.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../../tests/integration/smtp-peer.ts";

const PUBLIC_URL = "https://homes.example.hk";

describe("newsletter mail", () => {
  let database: Database;
  let app: FastifyInstance;
  let peer: SmtpPeer;
  beforeAll(async () => {
    database = await createTestDatabase();
    peer = await startSmtpPeer();
    const config = loadConfig({ DATA_DIR: "/tmp/hk-newsletter-mail-test", LOG_LEVEL: "silent", PUBLIC_URL, SMTP_URL: peer.url });
    app = await buildApp({ config, database, logger: false, rateLimitStore: unlimitedRateLimits, jobs: { pollMs: 20 } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
    await database?.close();
  });
  const status = async (email: string) =>
    (await database.query<{ status: string }>(`select status from newsletter_subscriptions where lower(email) = lower($1)`, [email]))[0]
      ?.status;

  it("carries List-Unsubscribe and List-Unsubscribe-Post, and the one-click POST unsubscribes the address", async () => {
    const answer = await apiVisitor(app).post("/api/communication/subscribebyemail", { email: "one.click@example.hk", language: "en" });
    expect(answer.json()).toMatchObject({ isPending: true });
    const [mail] = await peer.waitFor(1);
    const header = (name: string) => mail!.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const link = String(header("list-unsubscribe")).replace(/^<|>$/g, "");
    expect(link).toMatch(/^https:\/\/homes\.example\.hk\/newsletter\/unsubscribe\?token=[\w-]{43}&lang=en$/);

    // A GET (a person, or a link scanner) only asks.
    const asked = await app.inject({ method: "GET", url: link.replace(PUBLIC_URL, "") });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain("Stop the newsletter?");
    expect(await status("one.click@example.hk")).toBe("pending");

    // The mail client's one-click POST: no session, no anti-forgery token, the link's token is the authority.
    const clicked = await app.inject({
      method: "POST",
      url: link.replace(PUBLIC_URL, ""),
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain("You are unsubscribed");
    expect(await status("one.click@example.hk")).toBe("unsubscribed");
    expect((await app.inject({ method: "POST", url: "/newsletter/unsubscribe?token=" + "x".repeat(43) })).statusCode).toBe(404);
  });
});
