// The account calls: thin — guard, validate,
// service, answer. Login and externalLogin also answer under /{lang}.
import type { FastifyReply, FastifyRequest } from "fastify";
import { ACCOUNT_MESSAGES as M } from "../../domain/contracts/account-user.ts";
import {
  externalLoginRequestSchema,
  externalLoginResponseSchema,
  externalStartQuerySchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  providersResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from "../../domain/contracts/account-sign-in.ts";
import { SOCIAL_SIGN_IN_FLAG_COOKIE, SOCIAL_SIGN_IN_FLAG_SECONDS } from "../../domain/navigation/social-sign-in-flag.ts";
import {
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  confirmEmailResponseSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  resultResponseSchema,
} from "../../domain/contracts/account-recovery.ts";
import type { AccountServices } from "../services/accounts/account-services.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import { accountsPolicy } from "../../domain/policy/accounts-policy.ts";
import { accessOf, contract, type RouteContract } from "../http/route-contract.ts";
import type { ExternalLoginOutcome } from "../services/accounts/external-login-service.ts";
import { clearSessionCookie, setSessionCookie } from "../http/session.ts";
import { languageOfReturnUrl } from "../services/accounts/external-login-service.ts";
import {
  callerOf,
  failed,
  fieldErrors,
  INVALID_INPUT,
  knownLanguage,
  noStore,
  ok,
  parseAccountInput,
  TOO_MANY_ATTEMPTS,
  tooManyAttempts,
} from "./account-http.ts";

export const EXTERNAL_STATE_COOKIE = "__Host-hh_oidc_state";

type LangRequest = FastifyRequest<{ Params: { lang?: string } }>;

const anyone = accessOf(accountsPolicy, "signIn");

/** An account call anyone may make; its 400 carries the fields' message keys. */
const call = (fields: Omit<RouteContract, "access">) =>
  contract({ access: anyone, ...fields, errors: { 400: INVALID_INPUT, ...fields.errors } });

export const accountRoutes: ModuleRoutes<AccountServices> = async (app, { services: accounts }) => {
  noStore(app);

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
  const loginContract = call({
    summary: "Sign in with e-mail and password",
    description:
      "Sets the __Host-hh_session cookie (30 days with rememberMe, else a browser-session cookie with a 12-hour idle limit). Wrong e-mail or password: user null, 'loginFailed'. Ten failures within 15 minutes lock the account for 15 minutes: 'lockedOut', lockedOut: true.",
    body: loginRequestSchema,
    response: loginResponseSchema,
    errors: { 429: TOO_MANY_ATTEMPTS },
  });
  app.post("/api/account/login", loginContract, login);
  app.post("/:lang/api/account/login", loginContract, login);

  app.post(
    "/api/account/registerbyemail",
    call({
      summary: "Sign up with an e-mail address",
      description:
        "Signs the person in at once as unverified and mails a verification link. An address with an account answers 'accountExists' with existingAccount { email, loginProvider }.",
      body: registerRequestSchema,
      response: registerResponseSchema,
      errors: { 429: TOO_MANY_ATTEMPTS },
    }),
    async (request, reply) => {
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
    },
  );

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
  const externalContract = call({
    summary: "Sign in with a social provider's ID token",
    description:
      "externalToken is the OpenID Connect ID token; links to an account by a provider-verified e-mail only ('externalEmailUnverified').",
    body: externalLoginRequestSchema,
    response: externalLoginResponseSchema,
  });
  app.post("/api/account/externalLogin", externalContract, externalLogin);
  app.post("/:lang/api/account/externalLogin", externalContract, externalLogin);

  app.get(
    "/api/account/providers",
    call({ summary: "Configured social providers (empty when none is configured)", response: providersResponseSchema }),
    async () => ({ providers: accounts.external.providers() }),
  );

  app.get<{ Params: { provider: string } }>(
    "/api/account/external/:provider",
    call({
      summary: "Start social sign-in",
      description:
        "302 to the provider with state, PKCE (S256) and nonce; the provider returns to /{lang}/api/account/externallogincallback/, which signs in and 302s to ReturnUrl (a same-origin path, else /), or to /{lang}/account/login?externalError=<key> when it fails.",
      query: externalStartQuerySchema,
      response: "302 to the provider",
      errors: { 404: "No such provider" },
    }),
    async (request, reply) => {
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
    },
  );

  const externalCallback = async (request: LangRequest, reply: FastifyReply) => {
    if (!knownLanguage(request, reply)) return reply;
    const url = new URL(request.url, "http://callback.invalid");
    const outcome = await accounts.external.callback(url, request.cookies[EXTERNAL_STATE_COOKIE], callerOf(request));
    reply.clearCookie(EXTERNAL_STATE_COOKIE, { path: "/", httpOnly: true, secure: true, sameSite: "lax" });
    if (outcome.kind === "signedIn") {
      setSessionCookie(reply, outcome.session);
      const flag = { path: "/", httpOnly: false, secure: true, sameSite: "lax", maxAge: SOCIAL_SIGN_IN_FLAG_SECONDS } as const;
      reply.setCookie(SOCIAL_SIGN_IN_FLAG_COOKIE, "1", flag);
      return reply.redirect(outcome.returnUrl, 302);
    }
    // Back to the sign-in page, which shows the message key.
    const message = outcome.kind === "emailUnverified" ? M.externalEmailUnverified : M.externalLoginFailed;
    return reply.redirect(`/${outcome.language}/account/login?externalError=${message}`, 302);
  };
  const callbackContract = call({
    summary: "The provider's redirect back (social sign-in)",
    response: `302 to the ReturnUrl (signed in, with the one-minute ${SOCIAL_SIGN_IN_FLAG_COOKIE} cookie the page reads once) or to the sign-in page with externalError`,
  });
  app.get("/:lang/api/account/externallogincallback/", callbackContract, externalCallback);
  app.get("/:lang/api/account/externallogincallback", callbackContract, externalCallback);

  app.post(
    "/api/account/logout",
    call({ summary: "Sign out: deletes the session; answers logoutSuccess", response: resultResponseSchema }),
    async (request, reply) => {
      await accounts.signIn.logout(callerOf(request));
      clearSessionCookie(reply);
      return { result: ok(M.logoutSuccess) };
    },
  );

  app.get("/api/account/me", call({ summary: "The signed-in user, or null", response: meResponseSchema }), async (request) => ({
    user: request.viewer.user,
  }));

  app.post(
    "/api/account/confirmemail",
    call({
      summary: "Confirm an e-mail address (and set the first password)",
      description:
        "The token from the verification or e-mail-change link (24 hours, once). With password it sets the account's first password ('passwordAlreadySet' when it has one). 'tokenInvalid' when unknown, used or expired.",
      body: confirmEmailRequestSchema,
      response: confirmEmailResponseSchema,
    }),
    async (request, reply) => {
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
    },
  );

  app.post(
    "/api/account/resendverification",
    call({
      summary: "Resend the verification link",
      description:
        "Always 'verificationSent', whether or not the address has an account. A signed-in unverified member may send no e-mail.",
      body: resendVerificationRequestSchema,
      response: resultResponseSchema,
      errors: { 429: TOO_MANY_ATTEMPTS },
    }),
    async (request, reply) => {
      const input = parseAccountInput(resendVerificationRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const outcome = await accounts.signUp.resendVerification(input.data, callerOf(request));
      if (outcome.kind === "throttled") return tooManyAttempts(reply, outcome.retryAfterSeconds);
      return { result: ok(M.verificationSent) };
    },
  );

  app.post(
    "/api/account/forgotpassword",
    call({
      summary: "Mail a password reset link",
      description: "Always 'resetSent', whether or not the address has an account. The link works once, for one hour.",
      body: forgotPasswordRequestSchema,
      response: resultResponseSchema,
      errors: { 429: TOO_MANY_ATTEMPTS },
    }),
    async (request, reply) => {
      const input = parseAccountInput(forgotPasswordRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const outcome = await accounts.passwords.forgotPassword(input.data, callerOf(request));
      if (outcome.kind === "throttled") return tooManyAttempts(reply, outcome.retryAfterSeconds);
      return { result: ok(M.resetSent) };
    },
  );

  app.post(
    "/api/account/resetpassword",
    call({
      summary: "Reset the password with the mailed link",
      description:
        "'passwordReset': ends every session of the member and mails 'password changed'. A password on the common-passwords list is refused with passwordStrength.",
      body: resetPasswordRequestSchema,
      response: resultResponseSchema,
    }),
    async (request, reply) => {
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
    },
  );
};
