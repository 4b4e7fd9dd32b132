// What the account and profile routes share: body parsing into the contract's
// 400 shape, the caller, the member guard and the standard refusals.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
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

/** The signed-in member, or null after answering 401 signInRequired (for a call open to guests in one form and members in another). */
export function requireMember(request: FastifyRequest, reply: FastifyReply): Member | null {
  const { user, sessionId } = request.viewer;
  if (user && sessionId) return { user, sessionId };
  void reply.status(401).send({ result: { hasError: true, message: ACCOUNT_MESSAGES.signInRequired } });
  return null;
}

/**
 * The signed-in member of a route whose contract gates members (or higher):
 * the access gate let only them in, so a missing member is a route declared
 * with the wrong gate, a programming error.
 */
export function memberOf(request: FastifyRequest): Member {
  const { user, sessionId } = request.viewer;
  if (!user || !sessionId)
    throw new Error(`${request.routeOptions.url ?? request.url}: memberOf() on a route whose contract lets guests in`);
  return { user, sessionId };
}

/** Answers about a person are never cached by a browser or a proxy. */
export function noStore(app: FastifyInstance): void {
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
}

/** The API document's words for the account-style refusals (the 400 of field keys, and tooManyAttempts' 429). */
export const INVALID_INPUT = "Invalid input: { result: { hasError: true, message: 'invalidInput' }, errors: { field: key } }";
export const TOO_MANY_ATTEMPTS = "Too many attempts: Retry-After header, result.message 'tooManyAttempts'";

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
