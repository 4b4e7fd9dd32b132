// Two server processes on one database, each with its own job runner, run an
// instant alert run at the same moment: each (saved search, listing) is mailed
// once. Two runs can meet when both processes queued one (queueing "unless one
// is waiting" is not atomic across processes, job-queries.ts) or when a slow
// run outlived its lease; the job claim alone cannot keep them apart, so the
// run claims its deliveries as it mails them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../app.ts";
import { loadConfig } from "../../config.ts";
import type { Database, Executor } from "../../db/client.ts";
import { createSharedTestDatabase } from "../../../../tests/integration/db.ts";
import { startSmtpPeer, type SmtpPeer } from "../../../../tests/integration/smtp-peer.ts";
import { memberWithPassword } from "../../../../tests/integration/accounts-app.ts";
import { seedMarket } from "../../db/seed/seed-market.ts";
import { runJob, settleJobs } from "../../../../tests/integration/alert-jobs.ts";
import { insertJob } from "../../jobs/job-queries.ts";
import { ALERT_SCAN_JOB, ALERT_SEND_JOBS } from "./alert-jobs.ts";

const PUBLIC_URL = "https://homes.example.hk";

/**
 * Once armed, lets `pass` transactions by (the scan's), then holds the next
 * two (on either handle) until both have come, so two runs read the same
 * pending deliveries before either marks them mailed: the race of two
 * processes, made certain.
 */
function meetingPoint() {
  let waiting: { pass: number; arrived: number; release: () => void; open: Promise<void> } | null = null;
  const met = { value: false };
  return {
    met,
    arm(pass: number) {
      let release!: () => void;
      const open = new Promise<void>((resolve) => (release = resolve));
      waiting = { pass, arrived: 0, release, open };
      // Never hang the test: after 10 s the one that came goes on alone (and `met` stays false).
      setTimeout(release, 10_000).unref();
    },
    handle(database: Database): Database {
      return {
        ...database,
        async transaction<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
          const point = waiting;
          if (point && point.pass > 0) point.pass--;
          else if (point) {
            point.arrived++;
            if (point.arrived === 2) {
              waiting = null;
              met.value = true;
              point.release();
            }
            await point.open;
          }
          return database.transaction(work);
        },
      };
    },
  };
}

describe("instant alerts with two server processes", () => {
  let databases: Database[];
  let database: Database;
  let peer: SmtpPeer;
  const apps: FastifyInstance[] = [];
  const meeting = meetingPoint();

  beforeAll(async () => {
    databases = await createSharedTestDatabase(2);
    database = databases[0]!;
    await seedMarket(database, { listings: 300, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
    peer = await startSmtpPeer();
    for (const handle of databases) {
      const config = loadConfig({ DATA_DIR: "/tmp/hk-alerts-two-test", LOG_LEVEL: "silent", PUBLIC_URL, SMTP_URL: peer.url });
      const app = await buildApp({
        config,
        database: meeting.handle(handle),
        logger: false,
        jobs: { pollMs: 20, backoffSeconds: () => 0 },
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await peer?.close();
    for (const handle of [...(databases ?? [])].reverse()) await handle.close();
  });

  it("mails each (saved search, listing) once when both processes run the instant run at the same moment", async () => {
    const listings = await database.query<{ id: number; district_id: number }>(
      `select l.id, l.district_id from listings l
        where l.available and l.rent_price is not null and l.sale_price is null
          and l.district_id = (select district_id from listings where available and rent_price is not null and sale_price is null
                                group by district_id having count(*) >= 2 order by district_id limit 1)
        order by l.id limit 2`,
    );
    expect(listings).toHaveLength(2);
    const member = await memberWithPassword(apps[0]!, database, "twice@example.com", "harbour-lights-7");
    const saved = await member.post("/api/saved-search/savesearchset", {
      forceSave: true,
      name: "Rent nearby",
      listingTypeId: 2,
      district: String(listings[0]!.district_id),
      notificationFrequency: 1,
    });
    expect(saved.statusCode).toBe(200);
    // One of them a saved property too, its news sent as they come: it rides in the same mail and is claimed the same way.
    const favourite = await member.post("/api/property/saveuserproperties", {
      savedPropertyType: 1,
      properties: [{ propertyListingId: listings[1]!.id }],
    });
    expect(favourite.statusCode).toBe(200);
    expect(
      (await member.post("/api/property/savedpropertyalerts", { notificationEnabled: true, notificationFrequency: 1 })).statusCode,
    ).toBe(200);
    // The first scan starts at the present; the sign-up's mail and the first runs are done before the race.
    await runJob(database, ALERT_SCAN_JOB);
    await settleJobs(database);
    const before = peer.received.length;

    // Two price cuts found by one scan (its transaction goes by), then a second instant run queued beside the scan's
    // own: one runner takes each, and both reach the mailing transaction together.
    meeting.arm(1);
    await database.query("update listings set rent_price = rent_price - 1000 where id = any($1::int[])", [listings.map((l) => l.id)]);
    await runJob(database, ALERT_SCAN_JOB);
    await insertJob(database, ALERT_SEND_JOBS[1], {});
    await expect.poll(() => meeting.met.value, { timeout: 15_000 }).toBe(true);
    await settleJobs(database);
    await expect.poll(() => peer.received.length - before, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    // Time for a second mail to be delivered, were there one.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await settleJobs(database);

    const alerts = peer.received.slice(before).filter((m) => JSON.stringify(m.to ?? "").includes("twice@example.com"));
    expect(alerts.map((m) => m.subject)).toEqual(["New homes for your saved searches – Harbour Homes"]);
    // The saved property's news is in it, with its link to the saved properties.
    expect(alerts[0]!.text).toContain(`${PUBLIC_URL}/en/profile/savedproperties`);
    expect(await database.query("select 1 from mail_outbox where template = 'alert'")).toHaveLength(1);
    expect(await database.query("select 1 from saved_property_alerts where mailed_at is null")).toEqual([]);
    expect(await database.query("select 1 from saved_property_alerts")).toHaveLength(1);
    const deliveries = await database.query<{ listing_id: number; mailed: boolean }>(
      "select listing_id, mailed_at is not null as mailed from alert_deliveries order by listing_id",
    );
    expect(deliveries).toEqual(listings.map((l) => ({ listing_id: l.id, mailed: true })).sort((a, b) => a.listing_id - b.listing_id));
  });
});
