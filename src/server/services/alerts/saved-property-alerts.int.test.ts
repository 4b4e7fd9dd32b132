// Saved properties' alerts end to end with a real SMTP peer: a price cut, a
// move off and back on the market, each mailed once by the member's
// frequency (not again after a restart), nothing to an unverified address or
// a member who turned them off, and the section's one-click unsubscribe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../../../tests/integration/db.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../../tests/integration/smtp-peer.ts";
import { memberWithPassword, apiVisitor, type ApiVisitor } from "../../../../tests/integration/accounts-app.ts";
import { seedMarket } from "../../db/seed/seed-market.ts";
import { runJob, settleJobs } from "../../../../tests/integration/alert-jobs.ts";
import { ALERT_SCAN_JOB, ALERT_SEND_JOBS } from "./alert-jobs.ts";

const PUBLIC_URL = "https://homes.example.hk";
type Listing = { id: number; building: string; sale_price: number | null; rent_price: number | null };

describe("saved property alerts", () => {
  let database: Database;
  let peer: SmtpPeer;
  let app: FastifyInstance;
  let sale: Listing;
  let rent: Listing;
  let other: Listing;

  const start = async () => {
    const config = loadConfig({ DATA_DIR: "/tmp/hk-property-alerts-test", LOG_LEVEL: "silent", PUBLIC_URL, SMTP_URL: peer.url });
    app = await buildApp({ config, database, logger: false, jobs: { pollMs: 20, backoffSeconds: () => 0 } });
    await app.ready();
  };
  const run = (kind: string) => runJob(database, kind);
  const settle = () => settleJobs(database);
  const mailsTo = (address: string) =>
    peer.received.filter((m) => JSON.stringify(m.to ?? "").includes(address) && m.subject?.startsWith("News about your saved homes"));
  const waitForMails = async (address: string, count: number) => {
    await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    return mailsTo(address);
  };
  const saveFavourites = async (member: ApiVisitor, listings: Listing[]) => {
    const answer = await member.post("/api/property/saveuserproperties", {
      savedPropertyType: 1,
      properties: listings.map((l) => ({ propertyListingId: l.id })),
    });
    expect(answer.statusCode).toBe(200);
  };
  const pick = async (where: string, not: number[]) =>
    (
      await database.query<Listing>(
        `select l.id, b.name_en as building, l.sale_price::float8 as sale_price, l.rent_price from listings l
           join buildings b on b.id = l.building_id
          where l.available and ${where} and l.building_id not in (select building_id from listings where id = any($1::int[]))
          order by l.id limit 1`,
        [not],
      )
    )[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedMarket(database, { listings: 300, seed: 11, now: new Date("2026-01-15T00:00:00Z") });
    sale = await pick("l.sale_price is not null and l.rent_price is null", []);
    rent = await pick("l.rent_price is not null and l.sale_price is null", [sale.id]);
    other = await pick("l.sale_price is not null", [sale.id, rent.id]);
    peer = await startSmtpPeer();
    await start();
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
    await database?.close();
  });

  it("mails a price cut and a move off and back on the market once each, by the member's frequency", async () => {
    const alice = await memberWithPassword(app, database, "alice@example.com", "harbour-lights-7");
    const carol = await memberWithPassword(app, database, "carol@example.com", "harbour-lights-7");
    const bob = apiVisitor(app);
    expect((await bob.post("/api/account/registerbyemail", { email: "bob@example.com", language: "en" })).statusCode).toBe(200);
    await saveFavourites(alice, [sale, rent, other]);
    await saveFavourites(carol, [sale]);
    await saveFavourites(bob, [sale, rent]);
    expect((await alice.post("/api/property/savedpropertyalerts", { notificationEnabled: true, notificationFrequency: 1 })).json()).toEqual(
      {
        data: { enabled: true, frequency: 1 },
      },
    );
    expect((await carol.post("/api/property/savedpropertyalerts", { notificationEnabled: false })).statusCode).toBe(200);
    // Alerts are a verified member's: the unverified one cannot turn them on.
    expect((await bob.post("/api/property/savedpropertyalerts", { notificationEnabled: true })).statusCode).toBe(403);
    await run(ALERT_SCAN_JOB);
    await settle();

    // Instant: the sale price cut and the rent listing going off the market, in one e-mail.
    await database.query("update listings set sale_price = sale_price - 500000 where id = $1", [sale.id]);
    await database.query("update listings set available = false where id = $1", [rent.id]);
    await run(ALERT_SCAN_JOB);
    const [first] = await waitForMails("alice@example.com", 1);
    expect(first!.subject).toBe("News about your saved homes – Harbour Homes");
    expect(first!.text).toContain("Your saved properties");
    expect(first!.text).toContain(`${sale.building} – HK$`);
    expect(first!.text).toMatch(/\(Price cut, was HK\$[\d.,]+M\)/);
    expect(first!.text).toContain("(Off the market)");
    expect(first!.text).not.toContain(other.building);
    expect(first!.text).toContain(`${PUBLIC_URL}/en/profile/savedproperties`);

    // Back on the market: news again.
    await database.query("update listings set available = true where id = $1", [rent.id]);
    await run(ALERT_SCAN_JOB);
    const [, second] = await waitForMails("alice@example.com", 2);
    expect(second!.text).toContain("(Back on the market)");
    expect(second!.text).toContain(rent.building);
    expect(second!.text).not.toContain(sale.building);

    // None twice: after a restart, every run again, the listings written at the same prices.
    await app.close();
    await start();
    await database.query("update listings set floor_name = floor_name where id = any($1::int[])", [[sale.id, rent.id, other.id]]);
    await run(ALERT_SCAN_JOB);
    for (const kind of Object.values(ALERT_SEND_JOBS)) await run(kind);
    await settle();
    expect(mailsTo("alice@example.com")).toHaveLength(2);
    // Nothing for the member who turned them off, nor for the unconfirmed address.
    expect(mailsTo("carol@example.com")).toHaveLength(0);
    expect(mailsTo("bob@example.com")).toHaveLength(0);

    // Daily: found now, mailed at the daily run only.
    const aliceAgain = apiVisitor(app);
    const login = await aliceAgain.post("/api/account/login", { email: "alice@example.com", password: "harbour-lights-7" });
    expect(login.statusCode).toBe(200);
    await aliceAgain.post("/api/property/savedpropertyalerts", { notificationEnabled: true, notificationFrequency: 2 });
    await database.query("update listings set sale_price = sale_price - 100000 where id = $1", [other.id]);
    await run(ALERT_SCAN_JOB);
    await run(ALERT_SEND_JOBS[1]);
    await settle();
    expect(mailsTo("alice@example.com")).toHaveLength(2);
    await run(ALERT_SEND_JOBS[2]);
    const [, , daily] = await waitForMails("alice@example.com", 3);
    expect(daily!.text).toContain(other.building);

    // The section's own one-click unsubscribe: saved-property alerts stop.
    const unsubscribe = /Stop alerts for saved properties: (\S+)/.exec(daily!.text ?? "")![1]!;
    const clicked = await app.inject({
      method: "POST",
      url: unsubscribe.replace(PUBLIC_URL, ""),
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(clicked.statusCode).toBe(200);
    await database.query("update listings set sale_price = sale_price - 100000 where id = $1", [other.id]);
    await run(ALERT_SCAN_JOB);
    for (const kind of Object.values(ALERT_SEND_JOBS)) await run(kind);
    await settle();
    expect(mailsTo("alice@example.com")).toHaveLength(3);
    expect(
      (
        await database.query<{ enabled: boolean }>(
          "select enabled from saved_property_alert_settings s join users u on u.id = s.user_id where u.email = 'alice@example.com'",
        )
      )[0]?.enabled,
    ).toBe(false);
  });
});
