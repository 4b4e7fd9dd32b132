// SQL of social identities and of the social sign-ins under way.
import type { Queryable } from "../client.ts";

export async function findUserIdByExternalLogin(executor: Queryable, provider: string, subject: string): Promise<string | null> {
  const [row] = await executor.query<{ user_id: string }>(`select user_id from external_logins where provider = $1 and subject = $2`, [
    provider,
    subject,
  ]);
  return row?.user_id ?? null;
}

export async function linkExternalLogin(
  executor: Queryable,
  link: { provider: string; subject: string; userId: string; now: Date },
): Promise<void> {
  await executor.query(
    `insert into external_logins (provider, subject, user_id, created_at) values ($1, $2, $3, $4) on conflict do nothing`,
    [link.provider, link.subject, link.userId, link.now.toISOString()],
  );
}

export async function listUserExternalLogins(
  executor: Queryable,
  userId: string,
): Promise<{ provider: string; created_at: Date | string }[]> {
  return executor.query(`select provider, created_at from external_logins where user_id = $1 order by created_at`, [userId]);
}

export interface ExternalLoginState {
  stateHash: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  returnUrl: string;
  language: string;
  expiresAt: Date;
}

export async function insertExternalLoginState(executor: Queryable, state: ExternalLoginState): Promise<void> {
  await executor.query(
    `insert into external_login_states (state_hash, provider, code_verifier, nonce, return_url, language, expires_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [state.stateHash, state.provider, state.codeVerifier, state.nonce, state.returnUrl, state.language, state.expiresAt.toISOString()],
  );
}

/** Takes the state out (it works once): null when unknown or expired. */
export async function takeExternalLoginState(executor: Queryable, stateHash: string, now: Date): Promise<ExternalLoginState | null> {
  const [row] = await executor.query<{
    state_hash: string;
    provider: string;
    code_verifier: string;
    nonce: string;
    return_url: string;
    language: string;
    expires_at: Date | string;
  }>(`delete from external_login_states where state_hash = $1 and expires_at > $2 returning *`, [stateHash, now.toISOString()]);
  if (!row) return null;
  return {
    stateHash: row.state_hash,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    returnUrl: row.return_url,
    language: row.language,
    expiresAt: new Date(row.expires_at),
  };
}

/** Social sign-ins started and never finished. */
export async function deleteExpiredExternalLoginStates(executor: Queryable, now: Date): Promise<number> {
  const rows = await executor.query(`delete from external_login_states where expires_at <= $1 returning 1`, [now.toISOString()]);
  return rows.length;
}
