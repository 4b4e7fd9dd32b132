// SQL of the jobs table (schema/jobs.ts). Every statement takes an executor,
// so a job can be enqueued inside the caller's transaction.
import type { Queryable } from "../db/client.ts";

export type JobRow = { id: number; kind: string; payload: unknown; attempts: number; max_attempts: number };

export async function insertJob(executor: Queryable, kind: string, payload: unknown, delaySeconds = 0): Promise<number> {
  const [row] = await executor.query<{ id: number }>(
    "insert into jobs (kind, payload, run_at) values ($1, $2::jsonb, now() + make_interval(secs => $3)) returning id",
    [kind, JSON.stringify(payload), delaySeconds],
  );
  return row!.id;
}

/**
 * Claims the oldest due job of the given kinds for `leaseSeconds`: SKIP LOCKED
 * lets several runners claim side by side without waiting on or taking each
 * other's rows; the lease (not the row lock, which ends with this statement)
 * is what keeps a claimed job from a second runner until it finishes or dies.
 */
export async function claimDueJob(executor: Queryable, kinds: readonly string[], leaseSeconds: number): Promise<JobRow | null> {
  const [row] = await executor.query<JobRow>(
    `update jobs set locked_until = now() + make_interval(secs => $2), attempts = attempts + 1
      where id = (
        select id from jobs
         where finished_at is null and run_at <= now() and kind = any($1::text[])
           and (locked_until is null or locked_until < now())
         order by run_at, id
         limit 1
         for update skip locked)
      returning id, kind, payload, attempts, max_attempts`,
    [kinds, leaseSeconds],
  );
  return row ?? null;
}

export async function finishJob(executor: Queryable, id: number): Promise<void> {
  await executor.query("update jobs set finished_at = now(), locked_until = null, last_error = null where id = $1", [id]);
}

/** Another try after `retryInSeconds`, or a final failure when the attempts are spent. */
export async function failJob(executor: Queryable, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  if (retryInSeconds === null) {
    await executor.query("update jobs set finished_at = now(), failed_at = now(), locked_until = null, last_error = $2 where id = $1", [
      id,
      error,
    ]);
  } else {
    await executor.query("update jobs set run_at = now() + make_interval(secs => $3), locked_until = null, last_error = $2 where id = $1", [
      id,
      error,
      retryInSeconds,
    ]);
  }
}

/**
 * Queues a job of `kind` unless one is already waiting (other than the job
 * `exceptId`, when a recurring job queues its next run). Two processes
 * starting at once may both queue one; the next run folds them into one again.
 */
export async function insertJobUnlessWaiting(executor: Queryable, kind: string, delaySeconds: number, exceptId = 0): Promise<void> {
  await executor.query(
    `insert into jobs (kind, payload, run_at)
     select $1, '{}'::jsonb, now() + make_interval(secs => $2)
      where not exists (select 1 from jobs where kind = $1 and finished_at is null and id <> $3)`,
    [kind, delaySeconds, exceptId],
  );
}

/** Forgets jobs that finished (or failed for good) more than `days` ago. */
export async function deleteFinishedJobs(executor: Queryable, days: number): Promise<number> {
  const rows = await executor.query("delete from jobs where finished_at < now() - make_interval(days => $1) returning 1", [days]);
  return rows.length;
}
