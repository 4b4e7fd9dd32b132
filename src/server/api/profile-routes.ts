// The signed-in member's own account calls. Whose data it is comes from the
// session, never from the request.
import type { FastifyInstance } from "fastify";
import { ACCOUNT_MESSAGES as M } from "../../domain/contracts/account-user.ts";
import {
  accountInfoRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  reverifyEmailRequestSchema,
} from "../../domain/contracts/account-profile.ts";
import type { AccountServices } from "../services/accounts/account-services.ts";
import { clearSessionCookie } from "../http/session.ts";
import {
  callerOf,
  failed,
  fieldErrors,
  ok,
  parseAccountInput,
  requireMember,
  requireVerifiedMember,
  tooManyAttempts,
} from "./account-http.ts";

export async function profileRoutes(app: FastifyInstance, options: { accounts: AccountServices }): Promise<void> {
  const { accounts } = options;
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post("/api/profile/changepassword", async (request, reply) => {
    const member = requireVerifiedMember(request, reply);
    if (!member) return reply;
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
  });

  app.get("/api/profile/accountinfo", async (request, reply) => {
    const member = requireVerifiedMember(request, reply);
    if (!member) return reply;
    const user = await accounts.profile.accountInfo(member.user.userId);
    return { user: user ?? member.user };
  });

  app.post("/api/profile/accountinfo", async (request, reply) => {
    const member = requireVerifiedMember(request, reply);
    if (!member) return reply;
    const input = parseAccountInput(accountInfoRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const user = await accounts.profile.updateAccountInfo(member.user.userId, input.data);
    return { result: ok(M.detailsSaved), user };
  });

  app.post("/api/profile/reverifyemail", async (request, reply) => {
    const member = requireMember(request, reply);
    if (!member) return reply;
    const input = parseAccountInput(reverifyEmailRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const outcome = await accounts.profile.reverifyEmail(member.user.userId, input.data);
    if (outcome.kind === "throttled") return tooManyAttempts(reply, outcome.retryAfterSeconds);
    if (outcome.kind === "alreadyConfirmed") return { result: failed(M.alreadyConfirmed) };
    return { result: ok(M.verificationSent) };
  });

  app.get("/api/profile/mydata", async (request, reply) => {
    const member = requireMember(request, reply);
    if (!member) return reply;
    const data = await accounts.profile.myData(member.user.userId, member.sessionId);
    return reply
      .header("content-type", "application/json; charset=utf-8")
      .header("content-disposition", 'attachment; filename="harbour-homes-my-data.json"')
      .send(JSON.stringify(data, null, 2));
  });

  app.post("/api/profile/deleteaccount", async (request, reply) => {
    const member = requireMember(request, reply);
    if (!member) return reply;
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
  });
}
