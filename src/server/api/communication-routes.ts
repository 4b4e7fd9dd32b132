// The enquiry calls (spec accounts §7, issue 17): thin — validate, service, answer.
import type { FastifyInstance, FastifyReply } from "fastify";
import type { z } from "zod";
import {
  contactUsMediaRequestSchema,
  contactUsRequestSchema,
  ENQUIRY_MESSAGES,
  type ContactUsResponse,
} from "../../domain/contracts/enquiry-request.ts";
import { ENQUIRY_ERRORS } from "../../domain/enquiry/enquiry-form.ts";
import { accountFieldErrors, ACCOUNT_MESSAGES } from "../../domain/contracts/account-user.ts";
import type { EnquiryService } from "../services/enquiries/enquiry-service.ts";
import { callerOf, failed, fieldErrors, ok } from "./account-http.ts";

const ENQUIRY_KEYS = new Set<string>(Object.values(ENQUIRY_ERRORS));

/** The contract applied to a body: the spec §5 key per field (nameRequired, phoneOrEmailRequired, …), else the account keys. */
function parseEnquiry<S extends z.ZodType>(schema: S, body: unknown) {
  const input = body ?? {};
  const result = schema.safeParse(input);
  if (result.success) return { ok: true as const, data: result.data as z.output<S> };
  const errors = accountFieldErrors(result.error, input);
  for (const issue of result.error.issues) {
    if (ENQUIRY_KEYS.has(issue.message)) errors[issue.path.map(String).join(".")] = issue.message;
  }
  return { ok: false as const, failure: { result: failed(ACCOUNT_MESSAGES.invalidInput), errors } };
}

function throttled(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .status(429)
    .header("retry-after", String(retryAfterSeconds))
    .send({ result: failed(ENQUIRY_MESSAGES.tooManyEnquiries) } satisfies ContactUsResponse);
}

export async function communicationRoutes(app: FastifyInstance, options: { enquiries: EnquiryService }): Promise<void> {
  const { enquiries } = options;
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post("/api/communication/contactus", async (request, reply) => {
    const input = parseEnquiry(contactUsRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const outcome = await enquiries.contactUs(input.data, callerOf(request));
    switch (outcome.kind) {
      case "spam":
        return reply
          .status(400)
          .send({ result: failed(ENQUIRY_MESSAGES.spamSuspected), errors: { website: ENQUIRY_MESSAGES.spamSuspected } });
      case "throttled":
        return throttled(reply, outcome.retryAfterSeconds);
      case "unknownListing":
        return reply.status(400).send(fieldErrors({ listingId: "unknownListing" }));
      case "unknownAgent":
        return reply.status(400).send(fieldErrors({ agentId: "unknownAgent" }));
      case "stored":
        return {
          result: ok(ENQUIRY_MESSAGES.enquireSuccess),
          enquiryId: outcome.enquiryId,
          references: { HasAccount: outcome.hasAccount, LoginProvider: outcome.loginProvider },
        } satisfies ContactUsResponse;
    }
  });

  app.post("/api/communication/contactusmedia", async (request, reply) => {
    const input = parseEnquiry(contactUsMediaRequestSchema, request.body);
    if (!input.ok) return reply.status(400).send(input.failure);
    const outcome = await enquiries.contactUsMedia(input.data, callerOf(request));
    switch (outcome.kind) {
      case "throttled":
        return throttled(reply, outcome.retryAfterSeconds);
      case "unknownListing":
        return reply.status(400).send(fieldErrors({ listingId: "unknownListing" }));
      case "recorded":
        return { result: ok(ENQUIRY_MESSAGES.mediaRecorded), enquiryId: outcome.enquiryId } satisfies ContactUsResponse;
    }
  });
}
