// The signed-in member's own account calls. Whose data it is comes from the
// session, never from the request.
import { ACCOUNT_MESSAGES as M } from "../../domain/contracts/account-user.ts";
import {
  accountInfoRequestSchema,
  accountInfoResponseSchema,
  accountInfoSaveResponseSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  reverifyEmailRequestSchema,
} from "../../domain/contracts/account-profile.ts";
import type { AccountServices } from "../services/accounts/account-services.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import { accountsPolicy } from "../../domain/policy/accounts-policy.ts";
import { resultResponseSchema } from "../../domain/contracts/account-recovery.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { clearSessionCookie } from "../http/session.ts";
import {
  callerOf,
  failed,
  fieldErrors,
  INVALID_INPUT,
  ok,
  memberOf,
  noStore,
  parseAccountInput,
  TOO_MANY_ATTEMPTS,
  tooManyAttempts,
} from "./account-http.ts";

const self = accessOf(accountsPolicy, "self");
const verifiedSelf = accessOf(accountsPolicy, "verifiedSelf");

export const profileRoutes: ModuleRoutes<AccountServices> = async (app, { services: accounts }) => {
  noStore(app);

  app.post(
    "/api/profile/changepassword",
    contract({
      summary: "Change the password",
      description: "'passwordChanged' (ends the member's other sessions, mails 'password changed') or 'passwordIncorrect'.",
      access: verifiedSelf,
      body: changePasswordRequestSchema,
      response: resultResponseSchema,
      errors: { 400: INVALID_INPUT, 429: TOO_MANY_ATTEMPTS },
    }),
    async (request, reply) => {
      const member = memberOf(request);
      const input = parseAccountInput(changePasswordRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const outcome = await accounts.passwords.changePassword(member.user.userId, input.data, {
        ...callerOf(request),
        sessionId: member.sessionId,
      });
      switch (outcome.kind) {
        case "fieldErrors":
          return reply.status(400).send(fieldErrors(outcome.errors));
        case "throttled":
          return tooManyAttempts(reply, outcome.retryAfterSeconds);
        case "passwordIncorrect":
          return { result: failed(M.passwordIncorrect) };
        case "changed":
          return { result: ok(M.passwordChanged) };
      }
    },
  );

  app.get(
    "/api/profile/accountinfo",
    contract({ summary: "Personal details", access: verifiedSelf, response: accountInfoResponseSchema }),
    async (request) => {
      const member = memberOf(request);
      const user = await accounts.profile.accountInfo(member.user.userId);
      return { user: user ?? member.user };
    },
  );

  app.post(
    "/api/profile/accountinfo",
    contract({
      summary: "Save personal details",
      description: "Salutation 0 none, 1 Mr., 2 Mrs., 3 Miss., 4 Dr.; dial codes 852, 853, 1, 86.",
      access: verifiedSelf,
      body: accountInfoRequestSchema,
      response: accountInfoSaveResponseSchema,
      errors: { 400: INVALID_INPUT },
    }),
    async (request, reply) => {
      const member = memberOf(request);
      const input = parseAccountInput(accountInfoRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const user = await accounts.profile.updateAccountInfo(member.user.userId, input.data);
      return { result: ok(M.detailsSaved), user };
    },
  );

  app.post(
    "/api/profile/reverifyemail",
    contract({
      summary: "Verify the address again, or change it",
      description:
        "The member's own address: a new verification link ('alreadyConfirmed' when it is). Another address: a link to it; the address changes when the link is followed (POST /api/account/confirmemail).",
      access: self,
      body: reverifyEmailRequestSchema,
      response: resultResponseSchema,
      errors: { 400: INVALID_INPUT, 429: TOO_MANY_ATTEMPTS },
    }),
    async (request, reply) => {
      const member = memberOf(request);
      const input = parseAccountInput(reverifyEmailRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const outcome = await accounts.profile.reverifyEmail(member.user.userId, input.data);
      if (outcome.kind === "throttled") return tooManyAttempts(reply, outcome.retryAfterSeconds);
      if (outcome.kind === "alreadyConfirmed") return { result: failed(M.alreadyConfirmed) };
      return { result: ok(M.verificationSent) };
    },
  );

  app.get(
    "/api/profile/mydata",
    contract({
      summary: "Download everything held about the member (JSON attachment)",
      access: self,
      response: "account, sessions, externalLogins, emailLinks, securityEvents, savedProperties, savedSearches",
    }),
    async (request, reply) => {
      const member = memberOf(request);
      const data = await accounts.profile.myData(member.user.userId, member.sessionId);
      return reply
        .header("content-type", "application/json; charset=utf-8")
        .header("content-disposition", 'attachment; filename="harbour-homes-my-data.json"')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.post(
    "/api/profile/deleteaccount",
    contract({
      summary: "Delete the account",
      description:
        "The password is required when the account has one. Answers 'deleteUser' and ends the session. See docs/decisions on what is deleted and what is kept.",
      access: self,
      body: deleteAccountRequestSchema,
      response: resultResponseSchema,
      errors: { 400: INVALID_INPUT },
    }),
    async (request, reply) => {
      const member = memberOf(request);
      const input = parseAccountInput(deleteAccountRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const outcome = await accounts.profile.deleteAccount(member.user.userId, input.data, callerOf(request));
      switch (outcome.kind) {
        case "passwordRequired":
          return reply.status(400).send(fieldErrors({ password: "required" }));
        case "passwordIncorrect":
          return { result: failed(M.passwordIncorrect) };
        case "deleted":
          clearSessionCookie(reply);
          return { result: ok(M.deleteUser) };
      }
    },
  );
};
