import type { Queryable } from "../db/client.ts";
import { claimDueJob, failJob, finishJob, type JobRow } from "./job-queries.ts";

/** Thrown by a handler when trying again cannot help (e.g. the mail server refused the address for good). */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

export type JobHandler = (payload: unknown, job: { id: number; attempt: number }) => Promise<void>;

export interface JobRunnerOptions {
  database: Queryable;
  /** Handlers by job kind; the runner claims only the kinds it has a handler for. */
  handlers: Record<string, JobHandler>;
  /** How long to wait before looking again when nothing is due. */
  pollMs?: number;
  /** How long a claimed job is held; a runner that dies mid-job frees it when this ends. */
  leaseSeconds?: number;
  /** Seconds before retry n (1 = the first retry). */
  backoffSeconds?: (retry: number) => number;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

export interface JobRunner {
  /** Polls for due jobs until stop(). */
  start(): void;
  /** Lets the job in hand finish, then stops polling. */
  stop(): Promise<void>;
  /** Runs due jobs one after another until none is left; answers how many ran (tests, and the poll loop). */
  runDue(): Promise<number>;
}

/** 30 s, 1 min, 2 min, … capped at an hour. */
export function exponentialBackoff(retry: number): number {
  return Math.min(3600, 30 * 2 ** (retry - 1));
}

/**
 * Runs jobs from the jobs table (schema/jobs.ts). Each server process runs one;
 * claiming with SKIP LOCKED and a lease makes each job run once across them,
 * and a failed job comes back after a growing backoff until its attempts are spent.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, handlers } = options;
  const kinds = Object.keys(handlers);
  const pollMs = options.pollMs ?? 1000;
  const leaseSeconds = options.leaseSeconds ?? 300;
  const backoff = options.backoffSeconds ?? exponentialBackoff;
  let running = false;
  // Set by stop(): the job in hand finishes, no further one is claimed.
  let stopping = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;

  async function runOne(job: JobRow): Promise<void> {
    try {
      await handlers[job.kind]!(job.payload, { id: job.id, attempt: job.attempts });
      await finishJob(database, job.id);
    } catch (error) {
      const message = (error as Error)?.message ?? String(error);
      const last = job.attempts >= job.max_attempts || error instanceof PermanentJobError;
      await failJob(database, job.id, message.slice(0, 1000), last ? null : backoff(job.attempts));
      const log = last ? options.log?.error : options.log?.warn;
      log?.call(
        options.log,
        { jobId: job.id, kind: job.kind, attempt: job.attempts, err: message },
        last ? "job failed for good" : "job failed, will retry",
      );
    }
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    while (!stopping) {
      const job = await claimDueJob(database, kinds, leaseSeconds);
      if (!job) return ran;
      await runOne(job);
      ran++;
    }
    return ran;
  }

  async function poll(): Promise<void> {
    while (running) {
      try {
        await runDue();
      } catch (error) {
        // The database may be restarting: keep the process up and try again later.
        options.log?.warn({ err: (error as Error).message }, "job runner could not reach the database");
      }
      if (!running) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    start() {
      if (running || kinds.length === 0) return;
      running = true;
      stopping = false;
      loop = poll();
    },
    async stop() {
      running = false;
      stopping = true;
      wake?.();
      await loop;
      loop = null;
    },
    runDue,
  };
}
