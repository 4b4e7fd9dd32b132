import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

// Background work (mail delivery, later alert runs and reminders) as rows, so
// it survives a restart and several server processes share it: a runner claims
// a due row with FOR UPDATE SKIP LOCKED and holds it for a lease; a runner that
// dies mid-job leaves the lease to expire and another one retries (decision 0012).
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** Which handler runs it, e.g. "send-mail". */
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull().default({}),
    /** Not before this time: the first run, or the next retry after a backoff. */
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** Claimed by a runner until then; null when nobody holds it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when it succeeded, or when it failed for the last time (failedAt too). */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`finished_at is null`),
  ],
);
