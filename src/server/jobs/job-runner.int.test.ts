import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../../../tests/integration/db.ts";
import { insertJob } from "./job-queries.ts";
import { createJobRunner, exponentialBackoff } from "./job-runner.ts";

describe("the job runner", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.query("delete from jobs");
  });

  it("runs a due job once and leaves jobs of other kinds and later jobs alone", async () => {
    const seen: unknown[] = [];
    const runner = createJobRunner({ database, handlers: { greet: async (payload) => void seen.push(payload) } });
    await insertJob(database, "greet", { name: "ann" });
    await insertJob(database, "greet", { name: "later" }, 3600);
    await insertJob(database, "other", {});
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    expect(seen).toEqual([{ name: "ann" }]);
    const rows = await database.query<{ kind: string; done: boolean }>(
      "select kind, finished_at is not null as done from jobs order by id",
    );
    expect(rows).toEqual([
      { kind: "greet", done: true },
      { kind: "greet", done: false },
      { kind: "other", done: false },
    ]);
  });

  it("retries a failing job after its backoff and gives up after the last attempt", async () => {
    let calls = 0;
    const runner = createJobRunner({
      database,
      handlers: {
        flaky: async () => {
          calls++;
          throw new Error(`refused ${calls}`);
        },
      },
      backoffSeconds: () => 0,
    });
    await database.query("insert into jobs (kind, payload, max_attempts) values ('flaky', '{}', 3)");
    await runner.runDue();
    expect(calls).toBe(3);
    const [row] = await database.query<{ attempts: number; failed: boolean; last_error: string }>(
      "select attempts, failed_at is not null as failed, last_error from jobs",
    );
    expect(row).toEqual({ attempts: 3, failed: true, last_error: "refused 3" });
  });

  it("backs off 30 s, 1 min, 2 min … up to an hour", () => {
    expect([1, 2, 3, 4].map(exponentialBackoff)).toEqual([30, 60, 120, 240]);
    expect(exponentialBackoff(20)).toBe(3600);
  });

  it("polls once started and lets the job in hand finish when stopped", async () => {
    let release!: () => void;
    const done: string[] = [];
    const runner = createJobRunner({
      database,
      pollMs: 10,
      handlers: {
        slow: async () => {
          await new Promise<void>((resolve) => (release = resolve));
          done.push("slow");
        },
      },
    });
    runner.start();
    await insertJob(database, "slow", {});
    await insertJob(database, "slow", {});
    await expect.poll(() => typeof release).toBe("function");
    const stopped = runner.stop();
    release();
    await stopped;
    // The job in hand finished; the second one waits for the next process.
    expect(done).toEqual(["slow"]);
    expect(await database.query<{ done: boolean }>("select finished_at is not null as done from jobs order by id")).toEqual([
      { done: true },
      { done: false },
    ]);
  });
});
