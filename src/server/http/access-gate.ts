// The access gate: before a route's handler runs, the viewer must pass the
// gate of the policy rule its contract names. A guest is asked to sign in
// (401), a member whose e-mail is not confirmed to confirm it (403), and a
// member without the staff role a rule needs is refused (403). Whether the
// viewer may see one particular record is the module's to decide once the
// record is read: an unseen record answers as an unknown one (404).
import type { FastifyInstance, FastifyReply } from "fastify";
import { passGate, type Decision } from "../../domain/policy/policy.ts";
import { ACCOUNT_MESSAGES } from "../../domain/contracts/account-user.ts";
import { contractOf } from "./route-contract.ts";

/** The refusal of a gate the viewer does not pass, in the spec's result envelope. */
export function refuse(reply: FastifyReply, decision: Exclude<Decision, "allow">): FastifyReply {
  switch (decision) {
    case "sign_in":
      return reply.status(401).send({ result: { hasError: true, message: ACCOUNT_MESSAGES.signInRequired } });
    case "verify":
      return reply.status(403).send({ result: { hasError: true, message: ACCOUNT_MESSAGES.verificationRequired } });
    case "forbidden":
      return reply.status(403).send({ result: { hasError: true, message: ACCOUNT_MESSAGES.forbidden } });
    case "not_found":
      return reply.status(404).send({ error: { code: "not_found", message: "Not found." } });
  }
}

/** Registers the gate for every route; call after the session hook (the viewer must be known). */
export function registerAccessGate(app: FastifyInstance): void {
  app.addHook("preHandler", async (request, reply) => {
    const access = contractOf(request)?.access;
    if (!access) return;
    const decision = passGate(request.viewer, access.gate);
    if (decision !== "allow") return refuse(reply, decision);
  });
}
