// Rows of the accounts that nothing can use any more: ended sessions, social
// sign-ins never finished, and mailed links a month after they expired (kept
// that long so "my data" still shows recent ones). Run by the hourly
// maintenance job.
import type { Executor } from "../../db/client.ts";
import { deleteExpiredSessions } from "../../db/accounts/session-queries.ts";
import { deleteExpiredExternalLoginStates } from "../../db/accounts/external-login-queries.ts";
import { deleteTokensExpiredBefore } from "../../db/accounts/token-queries.ts";

const KEEP_EXPIRED_TOKENS_MS = 30 * 24 * 60 * 60 * 1000;

export async function sweepAccountRows(
  database: Executor,
  now: Date = new Date(),
): Promise<{ sessions: number; states: number; tokens: number }> {
  return {
    sessions: await deleteExpiredSessions(database, now),
    states: await deleteExpiredExternalLoginStates(database, now),
    tokens: await deleteTokensExpiredBefore(database, new Date(now.getTime() - KEEP_EXPIRED_TOKENS_MS)),
  };
}
