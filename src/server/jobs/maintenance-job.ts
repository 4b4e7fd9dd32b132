import type { Executor, Queryable } from "../db/client.ts";
import { deleteEndedWindows } from "../http/rate-limit-queries.ts";
import { deleteFinishedJobs, insertJobUnlessWaiting } from "./job-queries.ts";
import { sweepAccountRows } from "../services/accounts/account-housekeeping.ts";
import type { JobHandler } from "./job-runner.ts";

export const MAINTENANCE_JOB = "maintenance";
const EVERY_SECONDS = 60 * 60;
const KEEP_FINISHED_JOBS_DAYS = 7;

/** Queues the first run unless one is waiting; each run queues the next. */
export async function scheduleMaintenance(database: Queryable): Promise<void> {
  await insertJobUnlessWaiting(database, MAINTENANCE_JOB, 0);
}

/**
 * Hourly house-keeping of the platform's tables: ended rate limit windows and
 * jobs finished a week ago (the outbox is kept: it is the mail's record),
 * and the accounts' dead rows (ended sessions, stale links).
 */
export function maintenanceJob(database: Executor): JobHandler {
  return async (_payload, job) => {
    await deleteEndedWindows(database);
    await deleteFinishedJobs(database, KEEP_FINISHED_JOBS_DAYS);
    await sweepAccountRows(database);
    await insertJobUnlessWaiting(database, MAINTENANCE_JOB, EVERY_SECONDS, job.id);
  };
}
