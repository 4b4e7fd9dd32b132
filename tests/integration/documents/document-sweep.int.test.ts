// The documents sweep on the test clock, run as the jobs table runs it, by two
// server processes at once: reminders are mailed to the signers awaited 5
// days after issue and then every 2 days, at most 5; a pending document
// expires after DOCUMENT_EXPIRY_DAYS (30 unless configured), the agent and
// the client are told; and each due job runs once across both processes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJob } from "../../../src/server/jobs/job-queries.ts";
import { DOCUMENT_SWEEP_JOB } from "../../../src/server/services/documents/document-jobs.ts";
import { AGENT_EMAIL, startDocumentWorld, type AgentDoc, type DocumentWorld } from "./document-world.ts";
import { documentsProcess, type DocumentsProcess } from "./documents-process.ts";

const DAY = 24 * 60 * 60 * 1000;

/** Both processes try to run what is due; answers how many jobs ran in all. */
async function sweepOnBoth(w: DocumentWorld, processes: DocumentsProcess[]): Promise<number> {
  await insertJob(w.databases[0]!, DOCUMENT_SWEEP_JOB, {});
  const ran = await Promise.all(processes.map((p) => p.runner.runDue()));
  return ran.reduce((a, b) => a + b, 0);
}

async function statusOf(w: DocumentWorld, documentKey: string) {
  const [row] = await w.t.database.query<{ status: string; reminders_sent: number }>(
    "select status, reminders_sent from documents where document_key = $1",
    [documentKey],
  );
  return row!;
}

/** Moves the clock a day at a time up to `lastDay` after issue, sweeping each day: the days a reminder went out to `email`. */
async function reminderDays(w: DocumentWorld, processes: DocumentsProcess[], email: string, fromDay: number, lastDay: number) {
  const days: number[] = [];
  for (let day = fromDay; day <= lastDay; day++) {
    const before = await w.mails(email, "document-reminder");
    w.t.clock.advance(DAY);
    // One sweep job was due: exactly one of the two processes ran it.
    expect({ day, ran: await sweepOnBoth(w, processes) }).toEqual({ day, ran: 1 });
    if ((await w.mails(email, "document-reminder")) > before) days.push(day);
  }
  return days;
}

describe("the documents sweep, on two processes", { timeout: 300_000 }, () => {
  let w: DocumentWorld;
  let processes: DocumentsProcess[];
  let doc: AgentDoc;
  const EMAIL = "sweep@example.com";

  beforeAll(async () => {
    w = await startDocumentWorld({ processes: 2 });
    await w.member(EMAIL);
    processes = w.databases.map((database) => documentsProcess(database, w.t.clock.now));
    w.t.clock.advance(60 * 1000);
    doc = await w.issue(EMAIL, { order: "parallel" });
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.close()));
    await w.close();
  });

  it("reminds every awaited signer 5 days after issue, then every 2 days, at most 5 times", async () => {
    // Day 0 + a minute: nothing due yet.
    expect(await sweepOnBoth(w, processes)).toBe(1);
    expect(await w.mails(EMAIL, "document-reminder")).toBe(0);
    expect(await reminderDays(w, processes, EMAIL, 1, 29)).toEqual([5, 7, 9, 11, 13]);
    expect(await w.mails(EMAIL, "document-reminder")).toBe(5);
    expect(await w.mails(AGENT_EMAIL, "document-reminder")).toBe(5);
    expect(await statusOf(w, doc.documentKey)).toEqual({ status: "pending", reminders_sent: 5 });
  });

  it("expires the document after 30 days and tells the client and the agent, once", async () => {
    w.t.clock.advance(DAY);
    expect(await sweepOnBoth(w, processes)).toBe(1);
    expect((await statusOf(w, doc.documentKey)).status).toBe("expired");
    expect(await sweepOnBoth(w, processes)).toBe(1);
    expect(await w.mails(EMAIL, "document-closed")).toBe(1);
    expect(await w.mails(AGENT_EMAIL, "document-closed")).toBe(1);
    const events = await w.t.database.query<{ kind: string; n: number }>(
      `select e.kind, count(*)::int as n from document_events e join documents d on d.id = e.document_id
        where d.document_key = $1 and e.kind in ('reminded', 'expired') group by e.kind order by e.kind`,
      [doc.documentKey],
    );
    // Five reminders to each of the two signers, one expiry.
    expect(events).toEqual([
      { kind: "expired", n: 1 },
      { kind: "reminded", n: 10 },
    ]);
    // Every sweep job ran on its first claim, by one process.
    const sweeps = await w.t.database.query<{ attempts: number }>("select attempts from jobs where kind = $1 and finished_at is not null", [
      DOCUMENT_SWEEP_JOB,
    ]);
    expect(sweeps.length).toBeGreaterThanOrEqual(32);
    expect(sweeps.every((s) => s.attempts === 1)).toBe(true);
  });
});

describe("a configured expiry", { timeout: 300_000 }, () => {
  let w: DocumentWorld;
  let processes: DocumentsProcess[];
  const EMAIL = "short@example.com";

  beforeAll(async () => {
    w = await startDocumentWorld({ env: { DOCUMENT_EXPIRY_DAYS: "8" } });
    await w.member(EMAIL);
    processes = [documentsProcess(w.databases[0]!, w.t.clock.now)];
  }, 180_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.close()));
    await w.close();
  });

  it("expires after DOCUMENT_EXPIRY_DAYS, and no reminder goes out after", async () => {
    w.t.clock.advance(60 * 1000);
    const doc = await w.issue(EMAIL, { order: "sequential" });
    expect(Date.parse(doc.expiresDate) - w.t.clock.now().getTime()).toBe(8 * DAY);
    expect(await reminderDays(w, processes, EMAIL, 1, 7)).toEqual([5, 7]);
    expect((await statusOf(w, doc.documentKey)).status).toBe("pending");
    expect(await reminderDays(w, processes, EMAIL, 8, 12)).toEqual([]);
    expect((await statusOf(w, doc.documentKey)).status).toBe("expired");
    // Sequential: only the client was awaited, so only the client was reminded.
    expect(await w.mails(AGENT_EMAIL, "document-reminder")).toBe(0);
  });
});
