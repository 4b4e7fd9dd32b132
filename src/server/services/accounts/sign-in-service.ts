// Sign-in with e-mail and password, sign-out, and the lockout after repeated failures.
import type { LoginRequest } from "../../../domain/contracts/account-sign-in.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import { clearFailedLogins, findUserByEmail, recordFailedLogin } from "../../db/accounts/user-queries.ts";
import { insertAuditEvent } from "../../db/accounts/audit-queries.ts";
import type { AccountDeps, Caller } from "./account-deps.ts";
import { verifyPassword } from "./passwords.ts";
import { toPublicUser } from "./public-user.ts";
import type { NewSession } from "./session-store.ts";

/** 10 failures within 15 minutes lock the account for 15 minutes. */
export const LOCKOUT_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
export const LOCKOUT_MS = 15 * 60 * 1000;

export type LoginOutcome =
  | { kind: "signedIn"; user: User; session: NewSession }
  | { kind: "failed" }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "lockedOut" };

export interface SignInService {
  login(request: LoginRequest, caller: Caller): Promise<LoginOutcome>;
  logout(caller: Caller): Promise<void>;
}

export function createSignInService(deps: AccountDeps): SignInService {
  const { database, sessions, rateLimits, now } = deps;

  return {
    async login(request, caller) {
      // Both limits count every attempt before the password is checked, so
      // parallel guesses cannot slip past them.
      const byIp = await rateLimits.consume("loginIp", caller.ip);
      const byAccount = await rateLimits.consume("loginAccount", request.email);
      if (!byIp.allowed || !byAccount.allowed) {
        return { kind: "throttled", retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byAccount.retryAfterSeconds) };
      }
      const user = await findUserByEmail(database, request.email);
      // Always one argon2 verify (a dummy one when there is no hash), so the
      // answer's timing does not tell whether the address has an account.
      const matches = await verifyPassword(user?.passwordHash ?? null, request.password);
      const at = now();
      if (user && user.lockedUntil !== null && user.lockedUntil > at) {
        await insertAuditEvent(database, { event: "login_failed", userId: user.id, ip: caller.ip, now: at, detail: { reason: "locked" } });
        return { kind: "lockedOut" };
      }
      if (!user || !matches) {
        if (!user) {
          await insertAuditEvent(database, {
            event: "login_failed",
            userId: null,
            ip: caller.ip,
            now: at,
            detail: { reason: "unknownEmail" },
          });
          return { kind: "failed" };
        }
        const { locked } = await recordFailedLogin(database, user.id, {
          now: at,
          windowStart: new Date(at.getTime() - LOCKOUT_WINDOW_MS),
          maxFailures: LOCKOUT_FAILURES,
          lockUntil: new Date(at.getTime() + LOCKOUT_MS),
          ip: caller.ip,
        });
        if (locked) {
          await insertAuditEvent(database, { event: "lockout", userId: user.id, ip: caller.ip, now: at });
          return { kind: "lockedOut" };
        }
        return { kind: "failed" };
      }
      const session = await database.transaction(async (tx) => {
        await clearFailedLogins(tx, user.id);
        // A new token at every sign-in: whatever session the browser had is ended (no fixation).
        if (caller.viewer) await sessions.end(tx, caller.viewer.sessionId);
        const created = await sessions.create(tx, user.id, { rememberMe: request.rememberMe, userAgent: caller.userAgent });
        await insertAuditEvent(tx, { event: "login", userId: user.id, ip: caller.ip, now: at, detail: { rememberMe: request.rememberMe } });
        return created;
      });
      return { kind: "signedIn", user: toPublicUser(user), session };
    },

    async logout(caller) {
      if (!caller.viewer) return;
      const viewer = caller.viewer;
      await database.transaction(async (tx) => {
        await sessions.end(tx, viewer.sessionId);
        await insertAuditEvent(tx, { event: "logout", userId: viewer.user.userId, ip: caller.ip, now: now() });
      });
    },
  };
}
