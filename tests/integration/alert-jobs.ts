// Running the alert jobs from a test: one job now, waited for until it has
// finished, and waiting until every job it queued (the instant run, the
// mails) is done; the scan's own next run, 15 s away, is left waiting.
import { expect } from "vitest";
import type { Database } from "../../src/server/db/client.ts";
import { insertJob } from "../../src/server/jobs/job-queries.ts";

export async function runJob(database: Database, kind: string): Promise<void> {
  const id = await insertJob(database, kind, {});
  await expect
    .poll(async () => (await database.query<{ f: unknown }>("select finished_at as f from jobs where id = $1", [id]))[0]?.f, {
      timeout: 15_000,
    })
    .toBeTruthy();
}

export async function settleJobs(database: Database): Promise<void> {
  await expect
    .poll(
      async () =>
        (await database.query("select 1 from jobs where finished_at is null and kind <> 'alert-scan' and run_at <= now()")).length,
      {
        timeout: 15_000,
      },
    )
    .toBe(0);
}
