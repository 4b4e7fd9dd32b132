// Sign-up by e-mail alone, confirming the address (and setting the first
// password), and resending the verification link.
import { randomUUID } from "node:crypto";
import type { RegisterRequest, ExistingAccount } from "../../../domain/contracts/account-sign-in.ts";
import type { ConfirmEmailRequest, ResendVerificationRequest } from "../../../domain/contracts/account-recovery.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import { passwordStrength } from "../../../domain/validation/password-strength.ts";
import {
  changeEmail,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailConfirmed,
  setPasswordHash,
} from "../../db/accounts/user-queries.ts";
import { useToken } from "../../db/accounts/token-queries.ts";
import { insertAuditEvent } from "../../db/accounts/audit-queries.ts";
import type { AccountDeps, Caller } from "./account-deps.ts";
import { accountLanguage } from "./account-language.ts";
import { mailTokenLink } from "./account-mail.ts";
import { commonPasswords } from "./common-passwords.ts";
import { hashPassword } from "./passwords.ts";
import { toPublicUser } from "./public-user.ts";
import type { NewSession } from "./session-store.ts";
import { sha256 } from "./secret-tokens.ts";

export type RegisterOutcome =
  | { kind: "registered"; user: User; session: NewSession }
  | { kind: "exists"; existingAccount: ExistingAccount }
  | { kind: "throttled"; retryAfterSeconds: number };

export type ConfirmOutcome =
  | { kind: "confirmed"; user: User | null; session: NewSession | null; emailChanged: boolean }
  | { kind: "tokenInvalid" }
  | { kind: "emailInUse" }
  | { kind: "passwordAlreadySet" }
  | { kind: "fieldErrors"; errors: Record<string, string> };

export type ResendOutcome = { kind: "sent" } | { kind: "throttled"; retryAfterSeconds: number };

/** Thrown inside a transaction to undo it (the token stays unused) and answer `outcome`. */
class Rollback extends Error {
  readonly outcome: ConfirmOutcome;
  constructor(outcome: ConfirmOutcome) {
    super("rollback");
    this.outcome = outcome;
  }
}

export interface SignUpService {
  register(request: RegisterRequest, caller: Caller): Promise<RegisterOutcome>;
  confirmEmail(request: ConfirmEmailRequest, caller: Caller): Promise<ConfirmOutcome>;
  resendVerification(request: ResendVerificationRequest, caller: Caller): Promise<ResendOutcome>;
}

export function createSignUpService(deps: AccountDeps): SignUpService {
  const { database, sessions, rateLimits, now, publicUrl } = deps;

  return {
    async register(request, caller) {
      const byIp = await rateLimits.consume("signupIp", caller.ip);
      const byEmail = await rateLimits.consume("signupEmail", request.email);
      if (!byIp.allowed || !byEmail.allowed) {
        return { kind: "throttled", retryAfterSeconds: Math.max(byIp.retryAfterSeconds, byEmail.retryAfterSeconds) };
      }
      const existing = await findUserByEmail(database, request.email);
      if (existing) return { kind: "exists", existingAccount: { email: existing.email, loginProvider: existing.loginProvider } };
      const at = now();
      const outcome = await database.transaction(async (tx) => {
        const user = await insertUser(tx, {
          id: randomUUID(),
          email: request.email,
          passwordHash: null,
          firstName: "",
          lastName: "",
          emailConfirmedAt: null,
          loginProvider: null,
          language: request.language,
          now: at,
        });
        if (!user) return null;
        await mailTokenLink(tx, { purpose: "verify", userId: user.id, to: user.email, language: request.language, publicUrl, now: at });
        if (caller.viewer) await sessions.end(tx, caller.viewer.sessionId);
        const session = await sessions.create(tx, user.id, { rememberMe: false, userAgent: caller.userAgent });
        await insertAuditEvent(tx, { event: "signup", userId: user.id, ip: caller.ip, now: at });
        return { user, session };
      });
      if (!outcome) {
        // Lost a race with another sign-up for the same address.
        const winner = await findUserByEmail(database, request.email);
        return {
          kind: "exists",
          existingAccount: { email: winner?.email ?? request.email, loginProvider: winner?.loginProvider ?? null },
        };
      }
      return { kind: "registered", user: toPublicUser(outcome.user), session: outcome.session };
    },

    async confirmEmail(request, caller) {
      if (request.password !== undefined && passwordStrength(request.password, commonPasswords()) !== null) {
        return { kind: "fieldErrors", errors: { password: "passwordStrength" } };
      }
      const passwordHash = request.password === undefined ? null : await hashPassword(request.password);
      const at = now();
      const outcome = await database
        .transaction(async (tx): Promise<ConfirmOutcome> => {
          const token = await useToken(tx, sha256(request.token), ["verify", "email-change"], at);
          if (!token) return { kind: "tokenInvalid" };
          const user = await findUserById(tx, token.userId);
          if (!user) return { kind: "tokenInvalid" };
          if (passwordHash !== null && user.passwordHash !== null) throw new Rollback({ kind: "passwordAlreadySet" });
          let emailChanged = false;
          if (token.purpose === "email-change" && token.newEmail) {
            if (!(await changeEmail(tx, user.id, token.newEmail, at))) throw new Rollback({ kind: "emailInUse" });
            emailChanged = true;
            await insertAuditEvent(tx, { event: "email_changed", userId: user.id, ip: caller.ip, now: at });
          } else {
            await markEmailConfirmed(tx, user.id, at);
            await insertAuditEvent(tx, { event: "email_confirmed", userId: user.id, ip: caller.ip, now: at });
          }
          if (passwordHash !== null) {
            await setPasswordHash(tx, user.id, passwordHash, at);
            await insertAuditEvent(tx, { event: "password_set", userId: user.id, ip: caller.ip, now: at });
          }
          // The member who followed the link in the browser they are signed in
          // with stays signed in (with a new token); one who just chose a
          // password (and so has shown they hold the mailbox) is signed in here;
          // anyone else signs in next.
          let session: NewSession | null = null;
          const signedInHere = caller.viewer?.user.userId === user.id;
          if (signedInHere || passwordHash !== null) {
            // Confirming raises the session to a verified member's: a new token,
            // as at every sign-in, so a token seen before cannot ride along.
            if (caller.viewer) await sessions.end(tx, caller.viewer.sessionId);
            session = await sessions.create(tx, user.id, { rememberMe: false, userAgent: caller.userAgent });
          }
          const fresh = await findUserById(tx, user.id);
          return { kind: "confirmed", user: signedInHere || session ? toPublicUser(fresh!) : null, session, emailChanged };
        })
        .catch((error: unknown) => {
          if (error instanceof Rollback) return error.outcome;
          throw error;
        });
      if (outcome.kind === "confirmed" && outcome.user) sessions.forgetUser(outcome.user.userId);
      return outcome;
    },

    async resendVerification(request, caller) {
      const email = request.email ?? caller.viewer?.user.email;
      if (!email) return { kind: "sent" };
      const limit = await rateLimits.consume("resendEmail", email);
      if (!limit.allowed) return { kind: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
      const user = await findUserByEmail(database, email);
      // The same answer whether or not the address has an account, or is already confirmed.
      if (user && user.emailConfirmedAt === null) {
        const language = request.email === undefined ? accountLanguage(user.language) : request.language;
        await database.transaction((tx) =>
          mailTokenLink(tx, { purpose: "verify", userId: user.id, to: user.email, language, publicUrl, now: now() }),
        );
      }
      return { kind: "sent" };
    },
  };
}
