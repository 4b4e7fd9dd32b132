import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../../../tests/integration/db.ts";
import { createJobRunner } from "./job-runner.ts";
import { MAINTENANCE_JOB, maintenanceJob, scheduleMaintenance } from "./maintenance-job.ts";

describe("the maintenance job", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("drops ended rate limit windows and old finished jobs, runs every module's house-keeping, then queues its next run an hour on, once", async () => {
    await database.query(
      `insert into rate_limit_hits values ('loginAccount', 'ended', 6, now() - interval '1 second'), ('loginAccount', 'open', 2, now() + interval '1 minute')`,
    );
    await database.query(
      `insert into jobs (kind, finished_at) values ('old', now() - interval '8 days'), ('recent', now() - interval '1 day'), ('waiting', null)`,
    );
    // Two processes started at once: both queue a first run.
    await scheduleMaintenance(database);
    await database.query(`insert into jobs (kind) values ('${MAINTENANCE_JOB}')`);
    const sweeps: string[] = [];
    const housekeeping = [async () => void sweeps.push("accounts"), async () => void sweeps.push("another module")];
    const runner = createJobRunner({ database, handlers: { [MAINTENANCE_JOB]: maintenanceJob(database, housekeeping) } });
    expect(await runner.runDue()).toBe(2);
    // Each module's own house-keeping runs with each run.
    expect(sweeps).toEqual(["accounts", "another module", "accounts", "another module"]);
    expect(await database.query("select key_hash from rate_limit_hits")).toEqual([{ key_hash: "open" }]);
    expect(
      (await database.query<{ kind: string }>("select kind from jobs where kind <> $1 order by kind", [MAINTENANCE_JOB])).map(
        (r) => r.kind,
      ),
    ).toEqual(["recent", "waiting"]);
    const next = await database.query<{ in_seconds: number }>(
      "select extract(epoch from run_at - now())::float8 as in_seconds from jobs where kind = $1 and finished_at is null",
      [MAINTENANCE_JOB],
    );
    expect(next).toHaveLength(1);
    expect(next[0]!.in_seconds).toBeGreaterThan(3500);
    // A restart finds it waiting and queues no other.
    await scheduleMaintenance(database);
    expect(await database.query("select 1 from jobs where kind = $1 and finished_at is null", [MAINTENANCE_JOB])).toHaveLength(1);
  });
});
