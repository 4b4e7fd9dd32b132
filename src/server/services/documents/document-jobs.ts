// The documents' jobs in the jobs table (decision 0012): they survive a
// restart and run once across server processes. The seal job completes a
// document every signer signed, retried with the runner's backoff when it
// fails; the sweep runs every 10 minutes (expiry, reminders, and a seal whose
// retries were spent queued again).
import type { Queryable } from "../../db/client.ts";
import { insertJobUnlessWaiting } from "../../jobs/job-queries.ts";
import type { JobHandler } from "../../jobs/job-runner.ts";
import type { Sealing } from "./sealing.ts";
import { SEAL_DOCUMENT_JOB } from "./signing.ts";

export const DOCUMENT_SWEEP_JOB = "documents-sweep";
const SWEEP_EVERY_SECONDS = 10 * 60;

export async function scheduleDocumentJobs(database: Queryable): Promise<void> {
  await insertJobUnlessWaiting(database, DOCUMENT_SWEEP_JOB, 60);
}

export function documentJobs(database: Queryable, sealing: Sealing): Record<string, JobHandler> {
  return {
    [SEAL_DOCUMENT_JOB]: async (payload) => {
      await sealing.seal((payload as { documentId: number }).documentId);
    },
    [DOCUMENT_SWEEP_JOB]: async (_payload, job) => {
      try {
        await sealing.sweep();
      } finally {
        await insertJobUnlessWaiting(database, DOCUMENT_SWEEP_JOB, SWEEP_EVERY_SECONDS, job.id);
      }
    },
  };
}
