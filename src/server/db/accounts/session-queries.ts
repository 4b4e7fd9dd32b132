// SQL of the sessions table. Ids are SHA-256 digests of the cookie tokens.
import type { Queryable } from "../client.ts";
import type { UserRow } from "./user-queries.ts";

export interface SessionRow {
  id: string;
  user_id: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  remember_me: boolean;
  user_agent: string;
}

export async function insertSession(
  executor: Queryable,
  session: { id: string; userId: string; now: Date; expiresAt: Date; rememberMe: boolean; userAgent: string },
): Promise<void> {
  await executor.query(
    `insert into sessions (id, user_id, created_at, last_seen_at, expires_at, remember_me, user_agent) values ($1, $2, $3, $3, $4, $5, $6)`,
    [session.id, session.userId, session.now.toISOString(), session.expiresAt.toISOString(), session.rememberMe, session.userAgent],
  );
}

export type SessionWithUser = UserRow & {
  session_id: string;
  session_last_seen_at: Date | string;
  session_expires_at: Date | string;
  session_remember_me: boolean;
};

/** One indexed read: the live session and its user, or null. */
export async function findLiveSession(executor: Queryable, sessionId: string, now: Date): Promise<SessionWithUser | null> {
  const [row] = await executor.query<SessionWithUser>(
    `select s.id as session_id, s.last_seen_at as session_last_seen_at, s.expires_at as session_expires_at,
            s.remember_me as session_remember_me, u.*
     from sessions s join users u on u.id = s.user_id
     where s.id = $1 and s.expires_at > $2`,
    [sessionId, now.toISOString()],
  );
  return row ?? null;
}

/** Notes that the session was used: last_seen, and the idle expiry of a browser-session cookie. */
export async function touchSession(executor: Queryable, sessionId: string, now: Date, idleExpiresAt: Date | null): Promise<void> {
  await executor.query(`update sessions set last_seen_at = $2, expires_at = coalesce($3, expires_at) where id = $1`, [
    sessionId,
    now.toISOString(),
    idleExpiresAt?.toISOString() ?? null,
  ]);
}

export async function deleteSession(executor: Queryable, sessionId: string): Promise<void> {
  await executor.query(`delete from sessions where id = $1`, [sessionId]);
}

/** Ends every session of the user except `keepSessionId` (null ends them all). */
export async function deleteUserSessions(executor: Queryable, userId: string, keepSessionId: string | null): Promise<number> {
  const rows = await executor.query(`delete from sessions where user_id = $1 and ($2::text is null or id <> $2) returning 1`, [
    userId,
    keepSessionId,
  ]);
  return rows.length;
}

export async function listUserSessions(executor: Queryable, userId: string): Promise<SessionRow[]> {
  return executor.query<SessionRow>(
    `select id, user_id, created_at, last_seen_at, expires_at, remember_me, user_agent from sessions where user_id = $1 order by created_at`,
    [userId],
  );
}

export async function deleteExpiredSessions(executor: Queryable, now: Date): Promise<number> {
  const rows = await executor.query(`delete from sessions where expires_at <= $1 returning 1`, [now.toISOString()]);
  return rows.length;
}
