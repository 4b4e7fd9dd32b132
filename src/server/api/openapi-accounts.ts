// The account and profile calls in the OpenAPI document, request
// and response bodies straight from the zod contracts.
import { z } from "zod";
import { validationFailureSchema } from "../../domain/contracts/account-user.ts";
import {
  externalLoginRequestSchema,
  externalLoginResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  providersResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from "../../domain/contracts/account-sign-in.ts";
import {
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  forgotPasswordRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  resultResponseSchema,
} from "../../domain/contracts/account-recovery.ts";
import {
  accountInfoRequestSchema,
  accountInfoResponseSchema,
  accountInfoSaveResponseSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  reverifyEmailRequestSchema,
} from "../../domain/contracts/account-profile.ts";

type Schema = Record<string, unknown>;

const json = (schema: z.ZodType, io: "input" | "output"): Schema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Schema;
  return rest;
};
export const content = (schema: z.ZodType, io: "input" | "output") => ({ "application/json": { schema: json(schema, io) } });

export const csrf = {
  name: "X-XSRF-TOKEN",
  in: "header",
  required: true,
  schema: { type: "string" },
  description: "From GET /api/communication/getcsrftoken",
};
export const invalid = {
  description: "Invalid input: { result: { hasError: true, message: 'invalidInput' }, errors: { field: key } }",
  content: content(validationFailureSchema, "output"),
};
export const forbidden = { description: "Missing or wrong anti-forgery token (tokenFailed)" };
const tooMany = { description: "Too many attempts: Retry-After header, result.message 'tooManyAttempts'" };
export const signInRequired = { description: "Not signed in: { result: { hasError: true, message: 'signInRequired' } }" };
export const verificationRequired = {
  description: "E-mail not confirmed yet: { result: { hasError: true, message: 'verificationRequired' } }",
};
const langParameter = { name: "lang", in: "path", required: true, schema: { type: "string", enum: ["en", "zh-hk", "zh-cn"] } };

function post(
  summary: string,
  body: z.ZodType | null,
  answer: z.ZodType,
  description: string,
  extra: Record<number, unknown> = {},
  lang = false,
) {
  return {
    post: {
      summary,
      description,
      parameters: lang ? [langParameter, csrf] : [csrf],
      ...(body ? { requestBody: { required: true, content: content(body, "input") } } : {}),
      responses: { 200: { description: "The answer", content: content(answer, "output") }, 400: invalid, 403: forbidden, ...extra },
    },
  };
}

export function accountPaths(): Record<string, unknown> {
  const login = (lang: boolean) =>
    post(
      "Sign in with e-mail and password",
      loginRequestSchema,
      loginResponseSchema,
      "Sets the __Host-hh_session cookie (30 days with rememberMe, else a browser-session cookie with a 12-hour idle limit). Wrong e-mail or password: user null, 'loginFailed'. Ten failures within 15 minutes lock the account for 15 minutes: 'lockedOut', lockedOut: true.",
      { 429: tooMany },
      lang,
    );
  const externalLogin = (lang: boolean) =>
    post(
      "Sign in with a social provider's ID token",
      externalLoginRequestSchema,
      externalLoginResponseSchema,
      "externalToken is the OpenID Connect ID token; links to an account by a provider-verified e-mail only ('externalEmailUnverified').",
      {},
      lang,
    );
  return {
    "/api/account/login": login(false),
    "/{lang}/api/account/login": login(true),
    "/api/account/registerbyemail": post(
      "Sign up with an e-mail address",
      registerRequestSchema,
      registerResponseSchema,
      "Signs the person in at once as unverified and mails a verification link. An address with an account answers 'accountExists' with existingAccount { email, loginProvider }.",
      { 429: tooMany },
    ),
    "/api/account/externalLogin": externalLogin(false),
    "/{lang}/api/account/externalLogin": externalLogin(true),
    "/api/account/external/{provider}": {
      get: {
        summary: "Start social sign-in",
        description:
          "302 to the provider with state, PKCE (S256) and nonce; the provider returns to /{lang}/api/account/externallogincallback/, which signs in and 302s to ReturnUrl (a same-origin path, else /), or to /{lang}/account/login?externalError=<key> when it fails.",
        parameters: [
          { name: "provider", in: "path", required: true, schema: { type: "string" } },
          { name: "ReturnUrl", in: "query", required: false, schema: { type: "string" } },
        ],
        responses: { 302: { description: "To the provider" }, 404: { description: "No such provider" } },
      },
    },
    "/{lang}/api/account/externallogincallback/": {
      get: {
        summary: "The provider's redirect back (social sign-in)",
        parameters: [
          langParameter,
          { name: "code", in: "query", schema: { type: "string" } },
          { name: "state", in: "query", schema: { type: "string" } },
        ],
        responses: { 302: { description: "To the ReturnUrl (signed in) or to the sign-in page with externalError" } },
      },
    },
    "/api/account/providers": {
      get: {
        summary: "Configured social providers",
        responses: { 200: { description: "Empty when none is configured", content: content(providersResponseSchema, "output") } },
      },
    },
    "/api/account/logout": post("Sign out", null, resultResponseSchema, "Deletes the session; answers logoutSuccess."),
    "/api/account/me": {
      get: {
        summary: "The signed-in user, or null",
        responses: { 200: { description: "The user", content: content(meResponseSchema, "output") } },
      },
    },
    "/api/account/confirmemail": post(
      "Confirm an e-mail address (and set the first password)",
      confirmEmailRequestSchema,
      confirmEmailResponseSchema,
      "The token from the verification or e-mail-change link (24 hours, once). With password it sets the account's first password ('passwordAlreadySet' when it has one). 'tokenInvalid' when unknown, used or expired.",
    ),
    "/api/account/resendverification": post(
      "Resend the verification link",
      resendVerificationRequestSchema,
      resultResponseSchema,
      "Always 'verificationSent', whether or not the address has an account. A signed-in unverified member may send no e-mail.",
      { 429: tooMany },
    ),
    "/api/account/forgotpassword": post(
      "Mail a password reset link",
      forgotPasswordRequestSchema,
      resultResponseSchema,
      "Always 'resetSent', whether or not the address has an account. The link works once, for one hour.",
      { 429: tooMany },
    ),
    "/api/account/resetpassword": post(
      "Reset the password with the mailed link",
      resetPasswordRequestSchema,
      resultResponseSchema,
      "'passwordReset': ends every session of the member and mails 'password changed'. A password on the common-passwords list is refused with passwordStrength.",
    ),
    "/api/profile/changepassword": post(
      "Change the password",
      changePasswordRequestSchema,
      resultResponseSchema,
      "'passwordChanged' (ends the member's other sessions, mails 'password changed') or 'passwordIncorrect'.",
      { 401: signInRequired, 403: verificationRequired, 429: tooMany },
    ),
    "/api/profile/accountinfo": {
      get: {
        summary: "Personal details",
        responses: {
          200: { description: "The user", content: content(accountInfoResponseSchema, "output") },
          401: signInRequired,
          403: verificationRequired,
        },
      },
      ...post(
        "Save personal details",
        accountInfoRequestSchema,
        accountInfoSaveResponseSchema,
        "Salutation 0 none, 1 Mr., 2 Mrs., 3 Miss., 4 Dr.; dial codes 852, 853, 1, 86.",
        { 401: signInRequired, 403: verificationRequired },
      ),
    },
    "/api/profile/reverifyemail": post(
      "Verify the address again, or change it",
      reverifyEmailRequestSchema,
      resultResponseSchema,
      "The member's own address: a new verification link ('alreadyConfirmed' when it is). Another address: a link to it; the address changes when the link is followed (POST /api/account/confirmemail).",
      { 401: signInRequired, 429: tooMany },
    ),
    "/api/profile/mydata": {
      get: {
        summary: "Download everything held about the member (JSON attachment)",
        responses: { 200: { description: "account, sessions, externalLogins, emailLinks, securityEvents" }, 401: signInRequired },
      },
    },
    "/api/profile/deleteaccount": post(
      "Delete the account",
      deleteAccountRequestSchema,
      resultResponseSchema,
      "The password is required when the account has one. Answers 'deleteUser' and ends the session. See docs/decisions on what is deleted and what is kept.",
      { 401: signInRequired },
    ),
  };
}
