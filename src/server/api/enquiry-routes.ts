// The enquiry calls: thin — validate, service, answer.
import type { FastifyReply } from "fastify";
import {
  contactUsMediaRequestSchema,
  contactUsRequestSchema,
  contactUsResponseSchema,
  ENQUIRY_MESSAGES,
  type ContactUsResponse,
} from "../../domain/contracts/enquiry-request.ts";
import { officeInfoRequestSchema, officeInfoResponseSchema, type OfficeInfoResponse } from "../../domain/contracts/office-info.ts";
import { enquiriesPolicy } from "../../domain/policy/enquiries-policy.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import type { EnquiryService } from "../services/enquiries/enquiry-service.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { callerOf, failed, fieldErrors, INVALID_INPUT, noStore, ok } from "./account-http.ts";
import { parseCommunication } from "./communication-input.ts";

const anyone = accessOf(enquiriesPolicy, "send");
const TOO_MANY = "Too many enquiries: Retry-After header, result.message 'tooManyEnquiries'";

function throttled(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .status(429)
    .header("retry-after", String(retryAfterSeconds))
    .send({ result: failed(ENQUIRY_MESSAGES.tooManyEnquiries) } satisfies ContactUsResponse);
}

export const enquiryRoutes: ModuleRoutes<EnquiryService> = async (app, { services: enquiries }) => {
  noStore(app);

  app.post(
    "/api/communication/contactus",
    contract({
      summary: "Send an enquiry: stored with the agent's e-mail and the receipt before the answer",
      access: anyone,
      body: contactUsRequestSchema,
      response: contactUsResponseSchema,
      errors: { 400: INVALID_INPUT, 429: TOO_MANY },
    }),
    async (request, reply) => {
      const input = parseCommunication(contactUsRequestSchema, request.body);
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
    },
  );

  app.post(
    "/api/communication/contactusmedia",
    contract({
      summary: "Record a WhatsApp or phone tap (enquiryCommMediaType 3 or 4) before its link opens",
      access: anyone,
      body: contactUsMediaRequestSchema,
      response: contactUsResponseSchema,
      errors: { 400: INVALID_INPUT, 429: TOO_MANY },
    }),
    async (request, reply) => {
      const input = parseCommunication(contactUsMediaRequestSchema, request.body);
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
    },
  );

  app.post(
    "/api/general/getofficeinfo",
    contract({
      summary: "The reply bar: each office open (9) or closed (10) now, its messages and its form, phone and WhatsApp",
      access: anyone,
      body: officeInfoRequestSchema,
      response: officeInfoResponseSchema,
      errors: { 400: INVALID_INPUT },
    }),
    async (request, reply) => {
      const input = parseCommunication(officeInfoRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      return (await enquiries.officeInfo(input.data.officeIds)) satisfies OfficeInfoResponse;
    },
  );
};
