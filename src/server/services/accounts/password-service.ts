// Forgotten password (mail a reset link), reset with the link, and change
// while signed in. Reset and change end the member's other sessions.
import type { ForgotPasswordRequest, ResetPasswordRequest } from "../../../domain/contracts/account-recovery.ts";
import type { ChangePasswordRequest } from "../../../domain/contracts/account-profile.ts";
import { passwordStrength } from "../../../domain/validation/password-strength.ts";
import { findUserByEmail, findUserById, markEmailConfirmed, setPasswordHash } from "../../db/accounts/user-queries.ts";
import { useToken } from "../../db/accounts/token-queries.ts";
import { insertAuditEvent } from "../../db/accounts/audit-queries.ts";
import type { AccountDeps, Caller } from "./account-deps.ts";
import { accountLanguage } from "./account-language.ts";
import { mailPasswordChanged, mailTokenLink } from "./account-mail.ts";
import { commonPasswords } from "./common-passwords.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { sha256 } from "./secret-tokens.ts";

export type ForgotOutcome = { kind: "sent" } | { kind: "throttled"; retryAfterSeconds: number };
export type ResetOutcome = { kind: "reset" } | { kind: "tokenInvalid" } | { kind: "fieldErrors"; errors: Record<string, string> };
export type ChangeOutcome =
  | { kind: "changed" }
  | { kind: "passwordIncorrect" }
  | { kind: "throttled"; retryAfterSeconds: number }
  | { kind: "fieldErrors"; errors: Record<string, string> };

export interface PasswordService {
  forgotPassword(request: ForgotPasswordRequest, caller: Caller): Promise<ForgotOutcome>;
  resetPassword(request: ResetPasswordRequest, caller: Caller): Promise<ResetOutcome>;
  changePassword(userId: string, request: ChangePasswordRequest, caller: Caller & { sessionId: string }): Promise<ChangeOutcome>;
}

export function createPasswordService(deps: AccountDeps): PasswordService {
  const { database, sessions, rateLimits, now, publicUrl } = deps;

  return {
    async forgotPassword(request, caller) {
      const byIp = await rateLimits.consume("forgotIp", caller.ip);
      const byEmail = await rateLimits.consume("forgotEmail", request.email);
      if (!byIp.allowed || !byEmail.allowed) {
        return { kind: "throttled", retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byEmail.retryAfterSeconds) };
      }
      const user = await findUserByEmail(database, request.email);
      // The same answer whether or not the address has an account.
      if (user) {
        await database.transaction((tx) =>
          mailTokenLink(tx, { purpose: "reset", userId: user.id, to: user.email, language: request.language, publicUrl, now: now() }),
        );
      }
      return { kind: "sent" };
    },

    async resetPassword(request, caller) {
      if (passwordStrength(request.password, commonPasswords()) !== null) {
        return { kind: "fieldErrors", errors: { password: "passwordStrength" } };
      }
      const passwordHash = await hashPassword(request.password);
      const at = now();
      const userId = await database.transaction(async (tx) => {
        const token = await useToken(tx, sha256(request.token), ["reset"], at);
        if (!token) return null;
        const user = await findUserById(tx, token.userId);
        if (!user) return null;
        await setPasswordHash(tx, user.id, passwordHash, at);
        // Following the mailed link shows the member holds the address.
        await markEmailConfirmed(tx, user.id, at);
        await sessions.endUserSessions(tx, user.id, null);
        await mailPasswordChanged(tx, user.email, accountLanguage(user.language));
        await insertAuditEvent(tx, { event: "password_reset", userId: user.id, ip: caller.ip, now: at });
        return user.id;
      });
      if (!userId) return { kind: "tokenInvalid" };
      sessions.forgetUser(userId);
      return { kind: "reset" };
    },

    async changePassword(userId, request, caller) {
      const user = await findUserById(database, userId);
      if (!user) return { kind: "passwordIncorrect" };
      // Guessing the current password through this form counts against the same limit as signing in.
      const limit = await rateLimits.consume("loginAccount", user.email);
      if (!limit.allowed) return { kind: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
      if (!(await verifyPassword(user.passwordHash, request.currentPassword))) {
        await insertAuditEvent(database, {
          event: "login_failed",
          userId,
          ip: caller.ip,
          now: now(),
          detail: { reason: "changePassword" },
        });
        return { kind: "passwordIncorrect" };
      }
      if (passwordStrength(request.newPassword, commonPasswords()) !== null) {
        return { kind: "fieldErrors", errors: { newPassword: "passwordStrength" } };
      }
      const passwordHash = await hashPassword(request.newPassword);
      const at = now();
      await database.transaction(async (tx) => {
        await setPasswordHash(tx, userId, passwordHash, at);
        await sessions.endUserSessions(tx, userId, caller.sessionId);
        await mailPasswordChanged(tx, user.email, accountLanguage(user.language));
        await insertAuditEvent(tx, { event: "password_changed", userId, ip: caller.ip, now: at });
      });
      sessions.forgetUser(userId);
      return { kind: "changed" };
    },
  };
}
