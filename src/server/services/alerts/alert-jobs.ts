// The alerts' jobs in the jobs table (decision 0012): they survive a restart
// and run once across server processes. The scan runs every 15 s and queues
// the instant run when it found something for an instant set, so an instant
// alert is mailed within a minute of the listing being written; the daily
// and weekly runs go at 08:00 Hong Kong time (Mondays for the weekly one).
import { NOTIFICATION_FREQUENCY } from "../../../domain/contracts/saved-searches.ts";
import type { Queryable } from "../../db/client.ts";
import { insertJobUnlessWaiting } from "../../jobs/job-queries.ts";
import type { JobHandler } from "../../jobs/job-runner.ts";
import type { AlertService } from "./alert-service.ts";

export const ALERT_SCAN_JOB = "alert-scan";
export const ALERT_SEND_JOBS = {
  [NOTIFICATION_FREQUENCY.Instant]: "alert-send-instant",
  [NOTIFICATION_FREQUENCY.Daily]: "alert-send-daily",
  [NOTIFICATION_FREQUENCY.Weekly]: "alert-send-weekly",
} as const;
const SCAN_EVERY_SECONDS = 15;
const HK_OFFSET_MS = 8 * 60 * 60 * 1000;
const SEND_HOUR_HK = 8;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Seconds from `now` to the next 08:00 in Hong Kong (on a Monday when `weekly`). */
export function secondsToNextRun(now: Date, weekly: boolean): number {
  const hk = new Date(now.getTime() + HK_OFFSET_MS);
  const next = new Date(Date.UTC(hk.getUTCFullYear(), hk.getUTCMonth(), hk.getUTCDate(), SEND_HOUR_HK));
  if (next.getTime() <= hk.getTime()) next.setTime(next.getTime() + DAY_MS);
  if (weekly) while (next.getUTCDay() !== 1) next.setTime(next.getTime() + DAY_MS);
  return Math.ceil((next.getTime() - hk.getTime()) / 1000);
}

/** Queues the first runs unless they are waiting; each run queues its next. */
export async function scheduleAlerts(database: Queryable, now: Date): Promise<void> {
  await insertJobUnlessWaiting(database, ALERT_SCAN_JOB, 0);
  await insertJobUnlessWaiting(database, ALERT_SEND_JOBS[NOTIFICATION_FREQUENCY.Daily], secondsToNextRun(now, false));
  await insertJobUnlessWaiting(database, ALERT_SEND_JOBS[NOTIFICATION_FREQUENCY.Weekly], secondsToNextRun(now, true));
}

export function alertJobs(database: Queryable, alerts: AlertService, now: () => Date): Record<string, JobHandler> {
  return {
    [ALERT_SCAN_JOB]: async (_payload, job) => {
      try {
        const { instant } = await alerts.scan();
        if (instant) await insertJobUnlessWaiting(database, ALERT_SEND_JOBS[NOTIFICATION_FREQUENCY.Instant], 0);
      } finally {
        await insertJobUnlessWaiting(database, ALERT_SCAN_JOB, SCAN_EVERY_SECONDS, job.id);
      }
    },
    [ALERT_SEND_JOBS[NOTIFICATION_FREQUENCY.Instant]]: async () => {
      await alerts.send(NOTIFICATION_FREQUENCY.Instant);
    },
    [ALERT_SEND_JOBS[NOTIFICATION_FREQUENCY.Daily]]: async (_payload, job) => {
      await alerts.send(NOTIFICATION_FREQUENCY.Daily);
      await insertJobUnlessWaiting(database, ALERT_SEND_JOBS[NOTIFICATION_FREQUENCY.Daily], secondsToNextRun(now(), false), job.id);
    },
    [ALERT_SEND_JOBS[NOTIFICATION_FREQUENCY.Weekly]]: async (_payload, job) => {
      await alerts.send(NOTIFICATION_FREQUENCY.Weekly);
      await insertJobUnlessWaiting(database, ALERT_SEND_JOBS[NOTIFICATION_FREQUENCY.Weekly], secondsToNextRun(now(), true), job.id);
    },
  };
}
