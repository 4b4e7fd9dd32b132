// Statements of the sessions table. Ids are SHA-256 digests of the cookie tokens.
import { and, asc, eq, gt, lte, ne } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { sessions } from "../schema/sessions.ts";
import { users } from "../schema/users.ts";

export async function insertSession(
  executor: Executor,
  session: { id: string; userId: string; now: Date; expiresAt: Date; rememberMe: boolean; userAgent: string },
): Promise<void> {
  await executor.db.insert(sessions).values({
    id: session.id,
    userId: session.userId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
    rememberMe: session.rememberMe,
    userAgent: session.userAgent,
  });
}

/** One indexed read (sessions joined to users): the live session and its user, or null. */
export async function findLiveSession(executor: Executor, sessionId: string, now: Date) {
  const [row] = await executor.db
    .select({
      session: { lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, rememberMe: sessions.rememberMe },
      user: users,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  return row ?? null;
}

/** Notes that the session was used: last_seen, and the idle expiry of a browser-session cookie (null keeps it). */
export async function touchSession(executor: Executor, sessionId: string, now: Date, idleExpiresAt: Date | null): Promise<void> {
  await executor.db
    .update(sessions)
    .set({ lastSeenAt: now, ...(idleExpiresAt ? { expiresAt: idleExpiresAt } : {}) })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSession(executor: Executor, sessionId: string): Promise<void> {
  await executor.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user except `keepSessionId` (null ends them all). */
export async function deleteUserSessions(executor: Executor, userId: string, keepSessionId: string | null): Promise<number> {
  const rows = await executor.db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keepSessionId === null ? undefined : ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function listUserSessions(executor: Executor, userId: string) {
  return executor.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
}

export async function deleteExpiredSessions(executor: Executor, now: Date): Promise<number> {
  const rows = await executor.db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}
