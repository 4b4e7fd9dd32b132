import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { openDatabase, type Database } from "../../src/server/db/client.ts";
import { seedMarket } from "../../src/server/db/seed/seed-market.ts";
import { startSmtpPeer } from "../integration/smtp-peer.ts";
import { freePort, untilReady } from "./postgres-portal.ts";

// Nothing acknowledged is lost (issue 17): an enquiry answered 200 survives
// PostgreSQL crashing (immediate shutdown: no checkpoint, WAL recovery on the
// next start) and the server being killed at that moment, and both its
// e-mails go out once everything is back. PostgreSQL here is a private
// cluster of this test, so no other test's database is touched.
test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "durability does not depend on the viewport");

const started: ReturnType<typeof spawn>[] = [];
test.afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
});

const pgBin = () => {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
  return `/usr/lib/postgresql/${versions[0]}/bin`;
};

/** initdb and pg_ctl refuse to run as root: as root they run as the postgres user. */
function asPostgres(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  return execFileSync(
    isRoot ? "runuser" : join(pgBin(), command),
    isRoot ? ["-u", "postgres", "--", join(pgBin(), command), ...args] : args,
    {
      stdio: "pipe",
    },
  );
}

function privateCluster() {
  const dir = mkdtempSync(join(tmpdir(), "hk-pg-crash-"));
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  asPostgres("initdb", ["-D", dir, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  let port = 0;
  return {
    start: async () => {
      port ||= await freePort();
      asPostgres("pg_ctl", ["-D", dir, "-l", join(dir, "log"), "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "-w", "start"]);
      return `postgres://postgres@127.0.0.1:${port}`;
    },
    /** A crash as far as the data is concerned: no checkpoint, recovery from the WAL at the next start. */
    crash: () => asPostgres("pg_ctl", ["-D", dir, "-m", "immediate", "-w", "stop"]),
    remove: () => {
      try {
        asPostgres("pg_ctl", ["-D", dir, "-m", "fast", "-w", "stop"]);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startPortal(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["src/server/main.ts"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: base, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
  started.push(child);
  await untilReady(base);
  return { base, child };
}

test("an acknowledged enquiry and its two e-mails survive PostgreSQL crashing and the server being killed right after the answer", async () => {
  test.setTimeout(300_000);
  const cluster = privateCluster();
  let database: Database | undefined;
  try {
    const adminUrl = await cluster.start();
    const databaseUrl = `${adminUrl}/portal`;
    execFileSync(join(pgBin(), "createdb"), ["-h", "127.0.0.1", "-p", new URL(adminUrl).port, "-U", "postgres", "portal"]);
    database = await openDatabase({ databaseUrl, dataDir: "", migrate: true });
    await seedMarket(database, { listings: 20, seed: 5 });
    const [listing] = await database.query<{ id: number }>(`select id from listings order by id limit 1`);
    await database.close();
    database = undefined;

    // SMTP is down at first, so the e-mails can only be in the database when the crash comes.
    const smtpPort = await freePort();
    const env = { DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SEED_LISTINGS: "0" };
    const portal = await startPortal(env);
    const tokenResponse = await fetch(`${portal.base}/api/communication/getcsrftoken`);
    const cookie = tokenResponse.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { data: token } = (await tokenResponse.json()) as { data: string };
    const response = await fetch(`${portal.base}/api/communication/contactus`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, "x-xsrf-token": token },
      body: JSON.stringify({
        fullName: "Ho Wing Sze",
        email: "wing.sze@example.com",
        enquiryType: 5,
        listingId: listing!.id,
        language: "zh-hk",
      }),
    });
    // The moment the answer arrives: PostgreSQL crashes and the server is killed.
    cluster.crash();
    portal.child.kill("SIGKILL");
    expect(response.status).toBe(200);
    const { enquiryId } = (await response.json()) as { enquiryId: number };

    await cluster.start();
    database = await openDatabase({ databaseUrl, dataDir: "", migrate: false });
    const [enquiry] = await database.query<{ name: string; listing_id: number }>(`select name, listing_id from enquiries where id = $1`, [
      enquiryId,
    ]);
    expect(enquiry).toEqual({ name: "Ho Wing Sze", listing_id: listing!.id });
    const mails = await database.query<{ template: string }>(
      `select template from mail_outbox where data->>'enquiryId' = $1 order by template`,
      [String(enquiryId)],
    );
    expect(mails.map((m) => m.template)).toEqual(["enquiry-agent", "enquiry-receipt"]);
    // A delivery attempt the killed server had made (SMTP was down) left a backoff or a lease behind;
    // the clock would end them within minutes, the test ends them now.
    await database.query(`update jobs set run_at = now(), locked_until = null where kind = 'send-mail' and finished_at is null`);

    const peer = await startSmtpPeer(smtpPort);
    try {
      const again = await startPortal(env);
      const received = await peer.waitFor(2, 30_000);
      expect(received.map((m) => m.subject).sort()).toEqual(
        ["New enquiry from Ho Wing Sze – Harbour Homes", "我們已收到您的查詢 – 港居"].sort(),
      );
      again.child.kill("SIGTERM");
    } finally {
      await peer.close();
    }
  } finally {
    await database?.close();
    cluster.remove();
  }
});
