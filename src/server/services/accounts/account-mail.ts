// The account e-mails: a one-time token and its link, queued in the caller's
// transaction through platform's outbox.
import type { LanguageCode } from "../../../domain/i18n/languages.ts";
import type { Executor, Queryable } from "../../db/client.ts";
import { expireUnusedTokens, insertToken, type TokenPurpose } from "../../db/accounts/token-queries.ts";
import { enqueueMail } from "../../mail/outbox.ts";
import { randomToken, sha256 } from "./secret-tokens.ts";

export const VERIFY_TOKEN_LIFE_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_LIFE_MS = 60 * 60 * 1000;

const LIFE: Record<TokenPurpose, number> = {
  verify: VERIFY_TOKEN_LIFE_MS,
  "email-change": VERIFY_TOKEN_LIFE_MS,
  reset: RESET_TOKEN_LIFE_MS,
};
const PAGE: Record<TokenPurpose, string> = { verify: "confirmemail", "email-change": "confirmemail", reset: "resetpassword" };
const TEMPLATE = { verify: "verify-email", "email-change": "email-change", reset: "reset-password" } as const;

/** Issues a token of `purpose` (replacing older unused ones) and mails its link to `to`. */
export async function mailTokenLink(
  tx: Executor,
  options: { purpose: TokenPurpose; userId: string; to: string; newEmail?: string; language: LanguageCode; publicUrl: string; now: Date },
): Promise<void> {
  await expireUnusedTokens(tx, options.userId, options.purpose, options.now);
  const token = randomToken();
  await insertToken(tx, {
    hash: sha256(token),
    purpose: options.purpose,
    userId: options.userId,
    newEmail: options.newEmail ?? null,
    now: options.now,
    expiresAt: new Date(options.now.getTime() + LIFE[options.purpose]),
  });
  const link = `${options.publicUrl}/${options.language}/account/${PAGE[options.purpose]}?token=${encodeURIComponent(token)}`;
  await enqueueMail(tx, { to: options.to, template: TEMPLATE[options.purpose], language: options.language, data: { link } });
}

export async function mailPasswordChanged(tx: Queryable, to: string, language: LanguageCode): Promise<void> {
  await enqueueMail(tx, { to, template: "password-changed", language, data: {} });
}
