// Statements of the one-time tokens (verify, reset, email-change). Only hashes are stored.
import { and, asc, eq, gt, inArray, isNull, lt } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { oneTimeTokens } from "../schema/one-time-tokens.ts";

export type TokenPurpose = "verify" | "reset" | "email-change";

export async function insertToken(
  executor: Executor,
  token: { hash: string; purpose: TokenPurpose; userId: string; newEmail: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await executor.db.insert(oneTimeTokens).values({
    tokenHash: token.hash,
    purpose: token.purpose,
    userId: token.userId,
    newEmail: token.newEmail,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

/**
 * Uses a token once: marks it used and answers it, or null when it is unknown,
 * spent, expired or of another purpose. One conditional update, so two racing
 * requests cannot both use it.
 */
export async function useToken(executor: Executor, hash: string, purposes: readonly TokenPurpose[], now: Date) {
  const [row] = await executor.db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hash),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
        inArray(oneTimeTokens.purpose, [...purposes]),
      ),
    )
    .returning();
  return row ?? null;
}

/** A new link of a purpose replaces the unused older ones. */
export async function expireUnusedTokens(executor: Executor, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await executor.db
    .update(oneTimeTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    );
}

export async function listUserTokens(executor: Executor, userId: string) {
  return executor.db
    .select({
      purpose: oneTimeTokens.purpose,
      userId: oneTimeTokens.userId,
      newEmail: oneTimeTokens.newEmail,
      createdAt: oneTimeTokens.createdAt,
      expiresAt: oneTimeTokens.expiresAt,
      usedAt: oneTimeTokens.usedAt,
    })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.userId, userId))
    .orderBy(asc(oneTimeTokens.createdAt));
}

/** Links that expired before `before` (used or not): nothing can use them any more. */
export async function deleteTokensExpiredBefore(executor: Executor, before: Date): Promise<number> {
  const rows = await executor.db
    .delete(oneTimeTokens)
    .where(lt(oneTimeTokens.expiresAt, before))
    .returning({ tokenHash: oneTimeTokens.tokenHash });
  return rows.length;
}
