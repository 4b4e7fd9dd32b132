// The account calls: thin — guard, validate,
// service, answer. Login and externalLogin also answer under /{lang}.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_MESSAGES as M } from "../../domain/contracts/account-user.ts";
import {
  externalLoginRequestSchema,
  externalStartQuerySchema,
  loginRequestSchema,
  registerRequestSchema,
} from "../../domain/contracts/account-sign-in.ts";
import {
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
} from "../../domain/contracts/account-recovery.ts";
import type { AccountServices } from "../services/accounts/account-services.ts";
import type { ExternalLoginOutcome } from "../services/accounts/external-login-service.ts";
import { clearSessionCookie, setSessionCookie } from "../http/session.ts";
import { languageOfReturnUrl } from "../services/accounts/external-login-service.ts";
import { callerOf, failed, fieldErrors, knownLanguage, ok, parseAccountInput, tooManyAttempts } from "./account-http.ts";

export const EXTERNAL_STATE_COOKIE = "__Host-hh_oidc_state";

type LangRequest = FastifyRequest<{ Params: { lang?: string } }>;

export async function accountRoutes(app: FastifyInstance, options: { accounts: AccountServices }): Promise<void> {
  const { accounts } = options;
  // Answers about a person are never cached by a browser or a proxy.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  const login = async (request: LangRequest, reply: FastifyReply) => {
    if (!knownLanguage(request, reply)) return reply;
    const input = parseAccountInput(loginRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const outcome = await accounts.signIn.login(input.data, callerOf(request));
    switch (outcome.kind) {
      case "throttled":
        return tooManyAttempts(reply, outcome.retryAfterSeconds, { user: null });
      case "lockedOut":
        return { user: null, result: failed(M.lockedOut), lockedOut: true };
      case "failed":
        return { user: null, result: failed(M.loginFailed) };
      case "signedIn":
        setSessionCookie(reply, outcome.session);
        return { user: outcome.user, result: ok(M.loginSuccess) };
    }
  };
  app.post("/api/account/login", login);
  app.post("/:lang/api/account/login", login);

  app.post("/api/account/registerbyemail", async (request, reply) => {
    const input = parseAccountInput(registerRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const outcome = await accounts.signUp.register(input.data, callerOf(request));
    switch (outcome.kind) {
      case "throttled":
        return tooManyAttempts(reply, outcome.retryAfterSeconds, { user: null });
      case "exists":
        return { result: failed(M.accountExists), user: null, existingAccount: outcome.existingAccount };
      case "registered":
        setSessionCookie(reply, outcome.session);
        return { result: ok(M.signupSuccess), user: outcome.user };
    }
  });

  const externalAnswer = (reply: FastifyReply, outcome: ExternalLoginOutcome) => {
    switch (outcome.kind) {
      case "unknownProvider":
        return reply.status(400).send(fieldErrors({ provider: M.unknownProvider }));
      case "emailUnverified":
        return { user: null, result: failed(M.externalEmailUnverified) };
      case "failed":
        return { user: null, result: failed(M.externalLoginFailed) };
      case "signedIn":
        setSessionCookie(reply, outcome.session);
        return { user: outcome.user, result: ok(M.loginSuccess) };
    }
  };
  const externalLogin = async (request: LangRequest, reply: FastifyReply) => {
    if (!knownLanguage(request, reply)) return reply;
    const input = parseAccountInput(externalLoginRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    return externalAnswer(
      reply,
      await accounts.external.loginWithIdToken(input.data.provider, input.data.externalToken, callerOf(request)),
    );
  };
  app.post("/api/account/externalLogin", externalLogin);
  app.post("/:lang/api/account/externalLogin", externalLogin);

  app.get("/api/account/providers", async () => ({ providers: accounts.external.providers() }));

  app.get<{ Params: { provider: string } }>("/api/account/external/:provider", async (request, reply) => {
    const query = parseAccountInput(externalStartQuerySchema, request.query);
    if (!query.ok) return reply.status(400).send(query.failure);
    let start: Awaited<ReturnType<typeof accounts.external.start>>;
    try {
      start = await accounts.external.start(request.params.provider, query.data.ReturnUrl);
    } catch (error) {
      // The provider cannot be reached (discovery failed): back to the sign-in page with the message.
      request.log.warn({ err: error, provider: request.params.provider }, "social sign-in could not start");
      return reply.redirect(`/${languageOfReturnUrl(query.data.ReturnUrl)}/account/login?externalError=${M.externalLoginFailed}`, 302);
    }
    if (!start) return reply.status(404).send(fieldErrors({ provider: M.unknownProvider }));
    reply.setCookie(EXTERNAL_STATE_COOKIE, start.state, { path: "/", httpOnly: true, secure: true, sameSite: "lax", maxAge: 600 });
    return reply.redirect(start.authorizationUrl, 302);
  });

  const externalCallback = async (request: LangRequest, reply: FastifyReply) => {
    if (!knownLanguage(request, reply)) return reply;
    const url = new URL(request.url, "http://callback.invalid");
    const outcome = await accounts.external.callback(url, request.cookies[EXTERNAL_STATE_COOKIE], callerOf(request));
    reply.clearCookie(EXTERNAL_STATE_COOKIE, { path: "/", httpOnly: true, secure: true, sameSite: "lax" });
    if (outcome.kind === "signedIn") {
      setSessionCookie(reply, outcome.session);
      return reply.redirect(outcome.returnUrl, 302);
    }
    // Back to the sign-in page, which shows the message key.
    const message = outcome.kind === "emailUnverified" ? M.externalEmailUnverified : M.externalLoginFailed;
    return reply.redirect(`/${outcome.language}/account/login?externalError=${message}`, 302);
  };
  app.get("/:lang/api/account/externallogincallback/", externalCallback);
  app.get("/:lang/api/account/externallogincallback", externalCallback);

  app.post("/api/account/logout", async (request, reply) => {
    await accounts.signIn.logout(callerOf(request));
    clearSessionCookie(reply);
    return { result: ok(M.logoutSuccess) };
  });

  app.get("/api/account/me", async (request) => ({ user: request.viewer.user }));

  app.post("/api/account/confirmemail", async (request, reply) => {
    const input = parseAccountInput(confirmEmailRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const outcome = await accounts.signUp.confirmEmail(input.data, callerOf(request));
    switch (outcome.kind) {
      case "fieldErrors":
        return reply.status(400).send(fieldErrors(outcome.errors));
      case "tokenInvalid":
      case "emailInUse":
      case "passwordAlreadySet":
        return { result: failed(M[outcome.kind]), user: null };
      case "confirmed":
        if (outcome.session) setSessionCookie(reply, outcome.session);
        return { result: ok(outcome.emailChanged ? M.emailChanged : M.emailConfirmed), user: outcome.user };
    }
  });

  app.post("/api/account/resendverification", async (request, reply) => {
    const input = parseAccountInput(resendVerificationRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const outcome = await accounts.signUp.resendVerification(input.data, callerOf(request));
    if (outcome.kind === "throttled") return tooManyAttempts(reply, outcome.retryAfterSeconds);
    return { result: ok(M.verificationSent) };
  });

  app.post("/api/account/forgotpassword", async (request, reply) => {
    const input = parseAccountInput(forgotPasswordRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const outcome = await accounts.passwords.forgotPassword(input.data, callerOf(request));
    if (outcome.kind === "throttled") return tooManyAttempts(reply, outcome.retryAfterSeconds);
    return { result: ok(M.resetSent) };
  });

  app.post("/api/account/resetpassword", async (request, reply) => {
    const input = parseAccountInput(resetPasswordRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const outcome = await accounts.passwords.resetPassword(input.data, callerOf(request));
    switch (outcome.kind) {
      case "fieldErrors":
        return reply.status(400).send(fieldErrors(outcome.errors));
      case "tokenInvalid":
        return { result: failed(M.tokenInvalid) };
      case "reset":
        // Every session of the member ended, this browser's too.
        if (request.viewer.user) clearSessionCookie(reply);
        return { result: ok(M.passwordReset) };
    }
  });
}
