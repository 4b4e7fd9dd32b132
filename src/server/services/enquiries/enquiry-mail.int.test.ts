// SMTP down, then back: an enquiry is accepted while the mail server cannot
// be reached, and its two e-mails go out once it returns (issue 17).
import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../../../tests/integration/db.ts";
import { apiVisitor, unlimitedRateLimits } from "../../../../tests/integration/accounts-app.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../../tests/integration/smtp-peer.ts";
import { seedMarket } from "../../db/seed/seed-market.ts";

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("enquiry e-mails when SMTP is down", () => {
  let database: Database;
  let app: FastifyInstance;
  let peer: SmtpPeer | undefined;
  let port: number;
  beforeAll(async () => {
    database = await createTestDatabase();
    // The offices and agents an enquiry goes to.
    await seedMarket(database, { listings: 10, seed: 3, now: new Date("2026-01-15T00:00:00Z") });
    port = await freePort();
    const config = loadConfig({
      DATA_DIR: "/tmp/hk-enquiry-mail-test",
      LOG_LEVEL: "silent",
      PUBLIC_URL: "http://portal.test",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
    });
    // Retries a tenth of a second apart instead of the production backoff.
    app = await buildApp({
      config,
      database,
      logger: false,
      rateLimitStore: unlimitedRateLimits,
      jobs: { pollMs: 20, backoffSeconds: () => 0.1 },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await peer?.close();
    await database.close();
  });

  it("accepts the enquiry at once, retries while SMTP refuses connections, and delivers both e-mails when it returns", async () => {
    const response = await apiVisitor(app).post("/api/communication/contactus", {
      fullName: "Lee Ka Yan",
      email: "ka.yan@example.com",
      phone: "61234567",
      enquiryType: 1,
      language: "zh-cn",
      comment: "想租两房",
      message: "想租两房",
    });
    expect(response.statusCode).toBe(200);
    // Attempts fail while nothing listens; the rows wait, unsent.
    await expect
      .poll(
        async () =>
          Number(
            (await database.query<{ attempts: number }>(`select max(attempts) as attempts from jobs where kind = 'send-mail'`))[0]!
              .attempts,
          ),
        {
          timeout: 10_000,
        },
      )
      .toBeGreaterThan(1);
    expect(await database.query(`select 1 from mail_outbox where sent_at is null`)).toHaveLength(2);

    peer = await startSmtpPeer(port);
    const mails = await peer.waitFor(2, 20_000);
    const byRecipient = Object.fromEntries(mails.map((m) => [(m.to as { text: string }).text, m]));
    expect(byRecipient["ka.yan@example.com"]!.subject).toBe("我们已收到您的查询 – 港居");
    expect(byRecipient["ka.yan@example.com"]!.text).toContain("想租两房");
    const agentMail = mails.find((m) => m !== byRecipient["ka.yan@example.com"])!;
    expect(agentMail.subject).toBe("New enquiry from Lee Ka Yan – Harbour Homes");
    expect(agentMail.text).toContain("+852 61234567");
    await expect.poll(async () => (await database.query(`select 1 from mail_outbox where sent_at is null`)).length).toBe(0);
  });
});
