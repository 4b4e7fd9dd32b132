// What the account and profile routes share: body parsing into the contract's
// 400 shape, the caller, the member guard and the standard refusals.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { ACCOUNT_MESSAGES, validationFailure, type ValidationFailure } from "../../domain/contracts/account-user.ts";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";
import type { Caller } from "../services/accounts/account-deps.ts";
import type { User } from "../../domain/contracts/account-user.ts";

export type Parsed<T> = { ok: true; data: T } | { ok: false; failure: ValidationFailure };

/** The route's contract applied to a body; a missing body counts as `{}`. */
export function parseAccountInput<S extends z.ZodType>(schema: S, body: unknown): Parsed<z.output<S>> {
  const input = body ?? {};
  const result = schema.safeParse(input);
  return result.success ? { ok: true, data: result.data } : { ok: false, failure: validationFailure(result.error, input) };
}

export function fieldErrors(errors: Record<string, string>): ValidationFailure {
  return { result: { hasError: true, message: ACCOUNT_MESSAGES.invalidInput }, errors };
}

export function callerOf(request: FastifyRequest): Caller {
  const { user, sessionId } = request.viewer;
  const userAgent = request.headers["user-agent"];
  return {
    viewer: user && sessionId ? { user, sessionId } : null,
    ip: request.ip,
    userAgent: typeof userAgent === "string" ? userAgent : "",
  };
}

export interface Member {
  user: User;
  sessionId: string;
}

/** The signed-in member, or null after answering 401 signInRequired. */
export function requireMember(request: FastifyRequest, reply: FastifyReply): Member | null {
  const { user, sessionId } = request.viewer;
  if (user && sessionId) return { user, sessionId };
  void reply.status(401).send({ result: { hasError: true, message: ACCOUNT_MESSAGES.signInRequired } });
  return null;
}

/**
 * The signed-in member whose e-mail is confirmed; a guest gets 401
 * signInRequired, an unverified member 403 verificationRequired (the pages
 * behind these calls are verified members' only).
 */
export function requireVerifiedMember(request: FastifyRequest, reply: FastifyReply): Member | null {
  const member = requireMember(request, reply);
  if (!member || member.user.isConfirmed) return member;
  void reply.status(403).send({ result: { hasError: true, message: ACCOUNT_MESSAGES.verificationRequired } });
  return null;
}

/**
 * A route's handler for signed-in members only: a guest gets 401 signInRequired (and, with `verified`, a
 * member whose e-mail is not confirmed 403 verificationRequired) before it runs.
 */
export function forMember(
  handler: (request: FastifyRequest, reply: FastifyReply, member: Member) => unknown,
  options: { verified?: boolean } = {},
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const member = options.verified ? requireVerifiedMember(request, reply) : requireMember(request, reply);
    return member ? handler(request, reply, member) : reply;
  };
}

/** 429 with Retry-After; `extra` adds the call's own fields (e.g. user: null). */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number, extra: Record<string, unknown> = {}) {
  return reply
    .status(429)
    .header("retry-after", String(retryAfterSeconds))
    .send({ ...extra, result: { hasError: true, message: ACCOUNT_MESSAGES.tooManyAttempts } });
}

/** The `{lang}` prefix of the routes the spec writes with `{x}`: a known language, or a 404. */
export function knownLanguage(request: FastifyRequest<{ Params: { lang?: string } }>, reply: FastifyReply): boolean {
  const lang = request.params.lang;
  if (lang === undefined || parseLanguageCode(lang) !== null) return true;
  void reply.status(404).send({ error: { code: "not_found", message: "No such API route." } });
  return false;
}

export const ok = (message: string) => ({ hasError: false, message });
export const failed = (message: string) => ({ hasError: true, message });
