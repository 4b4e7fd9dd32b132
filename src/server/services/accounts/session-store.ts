// Sessions: rows keyed by the SHA-256 of a 256-bit cookie token, with a small
// in-process cache in front of the lookup.
//
// Every request with a session cookie needs its user; reading the row each
// time would cost a query per page. A looked-up session is kept in memory for
// CACHE_LIFE_MS (5 s). Sign-out, password change, reset, deletion and detail
// changes drop the affected entries in *this* process at once; another server
// process (WEB_CONCURRENCY > 1) may still honour a cached entry for at most
// CACHE_LIFE_MS, a window we accept (decision 0017).
// last_seen is written at most once a minute per session, and the idle limit
// of a browser-session cookie moves with it.
import type { Executor } from "../../db/client.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import { deleteSession, deleteUserSessions, findLiveSession, insertSession, touchSession } from "../../db/accounts/session-queries.ts";
import { randomToken, sha256 } from "./secret-tokens.ts";
import { toPublicUser } from "./public-user.ts";

export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;
export const CACHE_LIFE_MS = 5_000;
export const LAST_SEEN_WRITE_MS = 60_000;
const MAX_CACHED = 10_000;

export interface LiveSession {
  sessionId: string;
  user: User;
  /** member, and the staff roles (agent, admin) granted to the account */
  roles: readonly string[];
  /** The agent a staff account answers for, or null. */
  agentId: number | null;
}

export interface NewSession {
  /** The cookie value; only its digest is stored. */
  token: string;
  sessionId: string;
  rememberMe: boolean;
  /** When the cookie should expire (persistent cookies only). */
  expiresAt: Date;
}

interface CacheEntry {
  live: LiveSession;
  expiresAt: number;
  lastSeenAt: number;
  rememberMe: boolean;
  cachedUntil: number;
}

export interface SessionStore {
  create(executor: Executor, userId: string, options: { rememberMe: boolean; userAgent: string }): Promise<NewSession>;
  /** The live session of a cookie token, or null (unknown, expired, idle too long). */
  lookup(token: string): Promise<LiveSession | null>;
  end(executor: Executor, sessionId: string): Promise<void>;
  /** Ends the user's sessions except `keepSessionId` (null: all of them). */
  endUserSessions(executor: Executor, userId: string, keepSessionId: string | null): Promise<number>;
  /** Drops the cached copies of a user's sessions (their details or rights changed). */
  forgetUser(userId: string): void;
}

export function createSessionStore(database: Executor, now: () => Date, onTouchError: (error: unknown) => void = () => {}): SessionStore {
  const cache = new Map<string, CacheEntry>();

  function forgetUser(userId: string): void {
    for (const [id, entry] of cache) if (entry.live.user.userId === userId) cache.delete(id);
  }

  function remember(id: string, entry: CacheEntry): void {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(id, entry);
  }

  function touchIfDue(id: string, entry: CacheEntry, at: number): void {
    if (at - entry.lastSeenAt < LAST_SEEN_WRITE_MS) return;
    entry.lastSeenAt = at;
    if (!entry.rememberMe) entry.expiresAt = at + IDLE_LIMIT_MS;
    // Not awaited: the request does not wait for bookkeeping.
    touchSession(database, id, new Date(at), entry.rememberMe ? null : new Date(entry.expiresAt)).catch(onTouchError);
  }

  return {
    async create(executor, userId, options) {
      const token = randomToken();
      const sessionId = sha256(token);
      const at = now();
      const expiresAt = new Date(at.getTime() + (options.rememberMe ? REMEMBER_ME_MS : IDLE_LIMIT_MS));
      await insertSession(executor, {
        id: sessionId,
        userId,
        now: at,
        expiresAt,
        rememberMe: options.rememberMe,
        userAgent: options.userAgent.slice(0, 500),
      });
      return { token, sessionId, rememberMe: options.rememberMe, expiresAt };
    },

    async lookup(token) {
      if (token.length < 20 || token.length > 100) return null;
      const id = sha256(token);
      const at = now().getTime();
      const cached = cache.get(id);
      if (cached && cached.cachedUntil > at) {
        if (cached.expiresAt <= at) {
          cache.delete(id);
          return null;
        }
        touchIfDue(id, cached, at);
        return cached.live;
      }
      const row = await findLiveSession(database, id, new Date(at));
      if (!row) {
        cache.delete(id);
        return null;
      }
      const entry: CacheEntry = {
        live: { sessionId: id, user: toPublicUser(row.user), roles: row.user.roles, agentId: row.user.agentId },
        expiresAt: row.session.expiresAt.getTime(),
        lastSeenAt: row.session.lastSeenAt.getTime(),
        rememberMe: row.session.rememberMe,
        cachedUntil: at + CACHE_LIFE_MS,
      };
      remember(id, entry);
      touchIfDue(id, entry, at);
      return entry.live;
    },

    async end(executor, sessionId) {
      cache.delete(sessionId);
      await deleteSession(executor, sessionId);
    },

    async endUserSessions(executor, userId, keepSessionId) {
      for (const [id, entry] of cache) if (entry.live.user.userId === userId && id !== keepSessionId) cache.delete(id);
      return deleteUserSessions(executor, userId, keepSessionId);
    },

    forgetUser,
  };
}
