// Alerts end to end with a real SMTP peer: listings written, the scan's
// reverse search, the instant, daily and weekly runs each mailing exactly
// what they should (one e-mail per member per run), none twice after a
// restart or with the price unchanged, and the one-click unsubscribe.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database } from "../../db/client.ts";
import { createTestDatabase } from "../../../../tests/integration/db.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../../tests/integration/smtp-peer.ts";
import { memberWithPassword } from "../../../../tests/integration/accounts-app.ts";
import { seedMarket } from "../../db/seed/seed-market.ts";
import { runJob, settleJobs } from "../../../../tests/integration/alert-jobs.ts";
import { ALERT_SCAN_JOB, ALERT_SEND_JOBS, secondsToNextRun } from "./alert-jobs.ts";

const PUBLIC_URL = "https://homes.example.hk";

describe("alerts", () => {
  let database: Database;
  let peer: SmtpPeer;
  let app: FastifyInstance;
  let rent: { id: number; district_id: number; building: string };
  let sale: { id: number; district_id: number; building: string };
  let followed: { id: number; building_id: number; building: string };

  const start = async () => {
    const config = loadConfig({ DATA_DIR: "/tmp/hk-alerts-test", LOG_LEVEL: "silent", PUBLIC_URL, SMTP_URL: peer.url });
    app = await buildApp({ config, database, logger: false, jobs: { pollMs: 20, backoffSeconds: () => 0 } });
    await app.ready();
  };
  const cursor = async () => (await database.query<{ row_version: string }>("select row_version from alert_cursor"))[0]?.row_version;
  /** Runs a job now and waits until it has finished. */
  const run = (kind: string) => runJob(database, kind);
  const settle = () => settleJobs(database);
  const alertMails = () => peer.received.filter((m) => m.subject?.startsWith("New homes"));
  const waitForAlerts = async (count: number) => {
    await expect.poll(() => alertMails().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(count);
    return alertMails();
  };
  const cutPrice = (id: number, column: "rent_price" | "sale_price") =>
    database.query(`update listings set ${column} = ${column} - 1000 where id = $1`, [id]);

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedMarket(database, { listings: 300, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
    rent = (
      await database.query<typeof rent>(
        `select l.id, l.district_id, b.name_en as building from listings l join buildings b on b.id = l.building_id
        where l.available and l.rent_price is not null and l.sale_price is null order by l.id limit 1`,
      )
    )[0]!;
    sale = (
      await database.query<typeof sale>(
        `select l.id, l.district_id, b.name_en as building from listings l join buildings b on b.id = l.building_id
        where l.available and l.sale_price is not null and l.rent_price is null and l.district_id <> $1 order by l.id limit 1`,
        [rent.district_id],
      )
    )[0]!;
    followed = (
      await database.query<typeof followed>(
        `select l.id, l.building_id, b.name_en as building from listings l join buildings b on b.id = l.building_id
        where l.available and l.district_id not in ($1, $2) order by l.id limit 1`,
        [rent.district_id, sale.district_id],
      )
    )[0]!;
    peer = await startSmtpPeer();
    await start();
  });
  afterAll(async () => {
    await app?.close();
    await peer?.close();
    await database?.close();
  });

  it("mails instant, daily and weekly alerts, each once, and unsubscribes in one click", async () => {
    const alice = await memberWithPassword(app, database, "alice@example.com", "harbour-lights-7");
    const save = async (body: Record<string, unknown>) => {
      const answer = await alice.post("/api/saved-search/savesearchset", { forceSave: true, ...body });
      expect(answer.statusCode).toBe(200);
      return answer.json().userSearchSetId as number;
    };
    await save({ name: "Rent nearby", listingTypeId: 2, district: String(rent.district_id), notificationFrequency: 1 });
    await save({ name: "Buy there", listingTypeId: 1, district: String(sale.district_id), notificationFrequency: 2 });
    await save({
      name: followed.building,
      searchSaveSetType: 2,
      listingTypeId: 4,
      searchResultType: 2,
      searchResultId: followed.building_id,
      notificationFrequency: 3,
    });
    // The first scan starts at the present: nothing already on the market is news.
    await run(ALERT_SCAN_JOB);
    expect(await cursor()).toBeDefined();
    await settle();
    expect(alertMails()).toHaveLength(0);

    // Instant: a price cut in the rent search's district arrives by itself.
    await cutPrice(rent.id, "rent_price");
    await cutPrice(sale.id, "sale_price");
    await database.query("update listings set floor_name = floor_name where id = $1", [followed.id]);
    await run(ALERT_SCAN_JOB);
    const [instant] = await waitForAlerts(1);
    expect(instant!.subject).toBe("New homes for your saved searches – Harbour Homes");
    expect(instant!.text).toContain("Rent nearby");
    expect(instant!.text).toContain(rent.building);
    expect(instant!.text).not.toContain("Buy there");
    const header = (name: string) => instant!.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, "");
    expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    const unsubscribeAll = String(header("list-unsubscribe")).replace(/^<|>$/g, "");
    expect(unsubscribeAll).toMatch(/^https:\/\/homes\.example\.hk\/alerts\/unsubscribe\?token=/);
    expect(instant!.html).toContain(`#searchid=`);

    // Daily and weekly: found now, mailed at their run, one e-mail each.
    await settle();
    expect(alertMails()).toHaveLength(1);
    await run(ALERT_SEND_JOBS[2]);
    const [, daily] = await waitForAlerts(2);
    expect(daily!.text).toContain("Buy there");
    expect(daily!.text).toContain(sale.building);
    expect(daily!.text).not.toContain("Rent nearby");
    await run(ALERT_SEND_JOBS[3]);
    const [, , weekly] = await waitForAlerts(3);
    expect(weekly!.text).toContain(followed.building);

    // None twice: after a restart, with every run again and the listings touched at the same price.
    await app.close();
    await start();
    await database.query("update listings set floor_name = floor_name where id = any($1::int[])", [[rent.id, sale.id, followed.id]]);
    await run(ALERT_SCAN_JOB);
    for (const kind of Object.values(ALERT_SEND_JOBS)) await run(kind);
    await settle();
    expect(alertMails()).toHaveLength(3);

    // A second cut is news again.
    await cutPrice(rent.id, "rent_price");
    await run(ALERT_SCAN_JOB);
    const mails = await waitForAlerts(4);
    expect(mails[3]!.text).toContain("Price cut");

    // One click (RFC 8058): every alert of the member stops.
    const clicked = await app.inject({
      method: "POST",
      url: unsubscribeAll.replace(PUBLIC_URL, ""),
      payload: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain("You are unsubscribed");
    const sets = await database.query<{ on: boolean }>("select notification_enabled as on from saved_search_sets");
    expect(sets.every((s) => !s.on)).toBe(true);
    await cutPrice(rent.id, "rent_price");
    await run(ALERT_SCAN_JOB);
    await settle();
    expect(alertMails()).toHaveLength(4);
    expect((await app.inject({ method: "POST", url: "/alerts/unsubscribe?token=" + "x".repeat(43) })).statusCode).toBe(404);
  });

  it("daily runs at 08:00 Hong Kong time, weekly on Mondays", () => {
    // 2026-01-15 is a Thursday; 23:00 UTC is 07:00 on Friday in Hong Kong.
    expect(secondsToNextRun(new Date("2026-01-15T23:00:00Z"), false)).toBe(3600);
    expect(secondsToNextRun(new Date("2026-01-16T00:00:00Z"), false)).toBe(24 * 3600);
    expect(secondsToNextRun(new Date("2026-01-15T23:00:00Z"), true)).toBe(3 * 24 * 3600 + 3600);
  });
});
