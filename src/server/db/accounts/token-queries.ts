// SQL of the one-time tokens (verify, reset, email-change). Only hashes are stored.
import type { Queryable } from "../client.ts";

export type TokenPurpose = "verify" | "reset" | "email-change";

export interface TokenRow {
  token_hash: string;
  purpose: TokenPurpose;
  user_id: string;
  new_email: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
}

export async function insertToken(
  executor: Queryable,
  token: { hash: string; purpose: TokenPurpose; userId: string; newEmail: string | null; now: Date; expiresAt: Date },
): Promise<void> {
  await executor.query(
    `insert into one_time_tokens (token_hash, purpose, user_id, new_email, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)`,
    [token.hash, token.purpose, token.userId, token.newEmail, token.now.toISOString(), token.expiresAt.toISOString()],
  );
}

/**
 * Uses a token once: marks it used and answers it, or null when it is unknown,
 * spent, expired or of another purpose. One statement, so two racing requests
 * cannot both use it.
 */
export async function useToken(executor: Queryable, hash: string, purposes: readonly TokenPurpose[], now: Date): Promise<TokenRow | null> {
  const [row] = await executor.query<TokenRow>(
    `update one_time_tokens set used_at = $2
     where token_hash = $1 and used_at is null and expires_at > $2 and purpose = any($3::text[])
     returning token_hash, purpose, user_id, new_email, created_at, expires_at, used_at`,
    [hash, now.toISOString(), purposes],
  );
  return row ?? null;
}

/** A new link of a purpose replaces the unused older ones. */
export async function expireUnusedTokens(executor: Queryable, userId: string, purpose: TokenPurpose, now: Date): Promise<void> {
  await executor.query(
    `update one_time_tokens set expires_at = $3 where user_id = $1 and purpose = $2 and used_at is null and expires_at > $3`,
    [userId, purpose, now.toISOString()],
  );
}

export async function listUserTokens(executor: Queryable, userId: string): Promise<Omit<TokenRow, "token_hash">[]> {
  return executor.query(
    `select purpose, user_id, new_email, created_at, expires_at, used_at from one_time_tokens where user_id = $1 order by created_at`,
    [userId],
  );
}

/** Links that expired before `before` (used or not): nothing can use them any more. */
export async function deleteTokensExpiredBefore(executor: Queryable, before: Date): Promise<number> {
  const rows = await executor.query(`delete from one_time_tokens where expires_at < $1 returning 1`, [before.toISOString()]);
  return rows.length;
}
