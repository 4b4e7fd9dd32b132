// The signed-in member's own account: details, e-mail change, their data, deletion.
// Every method takes the session's user id; nothing here takes it from a body.
import type { AccountInfoRequest, DeleteAccountRequest, ReverifyEmailRequest } from "../../../domain/contracts/account-profile.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import { deleteUser, findUserByEmail, findUserById, updateAccountDetails } from "../../db/accounts/user-queries.ts";
import { listUserSessions } from "../../db/accounts/session-queries.ts";
import { listUserTokens } from "../../db/accounts/token-queries.ts";
import { listUserExternalLogins } from "../../db/accounts/external-login-queries.ts";
import { insertAuditEvent, listUserAuditEvents } from "../../db/accounts/audit-queries.ts";
import { allSavedProperties } from "../../db/saved/saved-property-queries.ts";
import { listSavedSearches } from "../../db/saved/saved-search-queries.ts";
import { MAX_SEARCH_SETS } from "../../../domain/contracts/saved-searches.ts";
import type { AccountDeps, Caller } from "./account-deps.ts";
import { mailTokenLink } from "./account-mail.ts";
import { verifyPassword } from "./passwords.ts";
import { toPublicUser } from "./public-user.ts";

export type ReverifyOutcome = { kind: "sent" } | { kind: "alreadyConfirmed" } | { kind: "throttled"; retryAfterSeconds: number };
export type DeleteOutcome = { kind: "deleted" } | { kind: "passwordIncorrect" } | { kind: "passwordRequired" };

export interface ProfileService {
  accountInfo(userId: string): Promise<User | null>;
  updateAccountInfo(userId: string, details: AccountInfoRequest): Promise<User | null>;
  reverifyEmail(userId: string, request: ReverifyEmailRequest): Promise<ReverifyOutcome>;
  myData(userId: string, currentSessionId: string): Promise<Record<string, unknown> | null>;
  deleteAccount(userId: string, request: DeleteAccountRequest, caller: Caller): Promise<DeleteOutcome>;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function createProfileService(deps: AccountDeps): ProfileService {
  const { database, sessions, rateLimits, now, publicUrl } = deps;

  return {
    async accountInfo(userId) {
      const user = await findUserById(database, userId);
      return user ? toPublicUser(user) : null;
    },

    async updateAccountInfo(userId, details) {
      const row = await updateAccountDetails(database, userId, details, now());
      sessions.forgetUser(userId);
      return row ? toPublicUser(row) : null;
    },

    async reverifyEmail(userId, request) {
      const user = await findUserById(database, userId);
      if (!user) return { kind: "sent" };
      const limit = await rateLimits.consume("resendEmail", request.email);
      if (!limit.allowed) return { kind: "throttled", retryAfterSeconds: limit.retryAfterSeconds };
      const sameAddress = user.email.toLowerCase() === request.email.toLowerCase();
      if (sameAddress && user.emailConfirmedAt !== null) return { kind: "alreadyConfirmed" };
      // Another account's address: answer as if sent, so this form cannot tell
      // which addresses have accounts; confirming would fail anyway.
      if (!sameAddress && (await findUserByEmail(database, request.email))) return { kind: "sent" };
      await database.transaction((tx) =>
        mailTokenLink(tx, {
          purpose: sameAddress ? "verify" : "email-change",
          userId,
          to: request.email,
          ...(sameAddress ? {} : { newEmail: request.email }),
          language: request.language,
          publicUrl,
          now: now(),
        }),
      );
      return { kind: "sent" };
    },

    async myData(userId, currentSessionId) {
      const user = await findUserById(database, userId);
      if (!user) return null;
      const [sessionRows, tokens, externalLogins, audit, saved, searches] = await Promise.all([
        listUserSessions(database, userId),
        listUserTokens(database, userId),
        listUserExternalLogins(database, userId),
        listUserAuditEvents(database, userId),
        allSavedProperties(database, userId),
        listSavedSearches(database, userId, MAX_SEARCH_SETS),
      ]);
      return {
        exportedAt: now().toISOString(),
        account: {
          ...toPublicUser(user),
          emailConfirmedAt: iso(user.emailConfirmedAt),
          roles: user.roles,
          language: user.language,
          createdAt: user.createdAt.toISOString(),
          updatedAt: user.updatedAt.toISOString(),
        },
        sessions: sessionRows.map((s) => ({
          current: s.id === currentSessionId,
          createdAt: s.createdAt.toISOString(),
          lastSeenAt: s.lastSeenAt.toISOString(),
          expiresAt: s.expiresAt.toISOString(),
          rememberMe: s.rememberMe,
          userAgent: s.userAgent,
        })),
        externalLogins: externalLogins.map((l) => ({ provider: l.provider, linkedAt: l.createdAt.toISOString() })),
        emailLinks: tokens.map((t) => ({
          purpose: t.purpose,
          newEmail: t.newEmail,
          createdAt: t.createdAt.toISOString(),
          expiresAt: t.expiresAt.toISOString(),
          usedAt: iso(t.usedAt),
        })),
        securityEvents: audit.map((a) => ({ event: a.event, ip: a.ip, at: a.createdAt.toISOString(), detail: a.detail })),
        savedProperties: saved.map((p) => ({
          list: p.savedType === 2 ? "recentlyViewed" : "favourites",
          propertyListingId: p.listingId,
          createdAt: iso(p.createdAt),
          updatedAt: iso(p.updatedAt),
        })),
        savedSearches: searches.map((s) => ({
          name: s.name,
          type: s.searchType,
          criteria: s.criteria,
          notificationEnabled: s.notificationEnabled,
          notificationFrequency: s.notificationFrequency,
          createdAt: iso(s.createdAt),
        })),
      };
    },

    async deleteAccount(userId, request, caller) {
      const user = await findUserById(database, userId);
      if (!user) return { kind: "deleted" };
      if (user.passwordHash !== null) {
        if (request.password === undefined) return { kind: "passwordRequired" };
        if (!(await verifyPassword(user.passwordHash, request.password))) return { kind: "passwordIncorrect" };
      }
      await database.transaction(async (tx) => {
        await deleteUser(tx, userId);
        await insertAuditEvent(tx, { event: "account_deleted", userId, ip: caller.ip, now: now() });
      });
      sessions.forgetUser(userId);
      return { kind: "deleted" };
    },
  };
}
