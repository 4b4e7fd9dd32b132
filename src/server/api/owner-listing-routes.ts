// The owners' listings calls: thin — validate, ask the service, answer. Whose
// listing it is comes from the session; a listing the caller may not see
// answers exactly as an unknown one (404). Bad input is a 400 with the errors
// by field; a step the listing may not take now is a 400 naming why; a photo
// refused is a 400 naming its limit.
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import {
  agentOwnerListingResponseSchema,
  agentQueueResponseSchema,
  approveRequestSchema,
  emptyRequestSchema,
  issueAgreementRequestSchema,
  listingFieldsSchema,
  ownerListingListResponseSchema,
  ownerListingParamsSchema,
  ownerListingResponseSchema,
  priceChangeRequestSchema,
  rejectRequestSchema,
  requestChangesRequestSchema,
  uploadedPhotoResponseSchema,
  type AgentQueueResponse,
  type OwnerListingListResponse,
} from "../../domain/contracts/owner-listings.ts";
import { MAX_PHOTO_BYTES } from "../../domain/listings/photo-limits.ts";
import { listingsPolicy } from "../../domain/policy/listings-policy.ts";
import { passGate } from "../../domain/policy/policy.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import type { ListingAnswer } from "../services/owner-listings/owner-listing-deps.ts";
import type { OwnerListingsService } from "../services/owner-listings/owner-listings-service.ts";
import { refuse } from "../http/access-gate.ts";
import { AppError } from "../http/errors.ts";
import { accessOf, contract, type RouteContract } from "../http/route-contract.ts";
import { validate } from "../http/validate.ts";
import { noStore, tooManyAttempts, TOO_MANY_ATTEMPTS } from "./account-http.ts";
import { BUSY_RETRY_SECONDS, photoRefused } from "./photo-refusals.ts";

const own = accessOf(listingsPolicy, "own");
const manage = accessOf(listingsPolicy, "manage");
const queue = accessOf(listingsPolicy, "queue");
const review = accessOf(listingsPolicy, "review");

const NOT_FOUND = "Unknown, or not the caller's: the same answer for both";
const INVALID = "Invalid input, or a step the listing may not take now: { error: { code, message, fields? } }";
const EXAMPLE_ID = { id: 1 };
const ownerOwned = [{ in: "params", field: "id", record: "ownerListing" }] as const;
const agentOwned = [{ in: "params", field: "id", record: "agentOwnerListing" }] as const;

/** A service's answer as HTTP: the data, 404 as for an unknown id, 400 naming the refusal, or 429. */
function reply<T>(reply: FastifyReply, answer: ListingAnswer<T>) {
  switch (answer.kind) {
    case "done":
      return { data: answer.data };
    case "notFound":
      return refuse(reply, "not_found");
    case "throttled":
      return tooManyAttempts(reply, answer.retryAfterSeconds);
    case "refused":
      throw new AppError(400, answer.reason, "The listing cannot take this step now.", answer.fields);
  }
}

const idOf = (params: unknown) => validate(ownerListingParamsSchema, params).id;

/** The content types a photo may be sent as; what it is comes from its bytes alone. */
const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "application/octet-stream"] as const;

/** The access gate, before the body is read: a guest's 20 MB is not received to be refused. */
async function verifiedBeforeBody(request: FastifyRequest, reply: FastifyReply) {
  const decision = passGate(request.viewer, own.gate);
  if (decision !== "allow") return refuse(reply, decision);
}

export const ownerListingRoutes: ModuleRoutes<OwnerListingsService> = async (app, { services: listings }) => {
  noStore(app);

  /** One of the owner's calls on their listing by id. */
  const ownerCall = (path: string, summary: string, body: RouteContract["body"], example: unknown, throttled = false) => ({
    path: `/api/owner-listings/:id${path}`,
    options: contract({
      summary,
      access: manage,
      params: ownerListingParamsSchema,
      ...(body ? { body } : {}),
      response: ownerListingResponseSchema,
      errors: { 400: INVALID, 404: NOT_FOUND, ...(throttled ? { 429: TOO_MANY_ATTEMPTS } : {}) },
      ownedIds: ownerOwned,
      example: { params: EXAMPLE_ID, body: example },
    }),
  });

  app.get(
    "/api/owner-listings",
    contract({
      summary: "The member's own listings, the latest change first, with views, saves and enquiries once live",
      access: own,
      response: ownerListingListResponseSchema,
    }),
    async (request) => ({ results: await listings.owner.list(request.viewer) }) satisfies OwnerListingListResponse,
  );

  app.post(
    "/api/owner-listings",
    contract({
      summary: "Starts a listing as a draft with what the form holds so far (a member whose e-mail is confirmed)",
      access: own,
      body: listingFieldsSchema,
      response: ownerListingResponseSchema,
      errors: { 400: INVALID, 429: TOO_MANY_ATTEMPTS },
      example: { body: { purpose: "rent", buildingId: 1, floor: "12", saleableArea: 520, rent: "28K" } },
    }),
    async (request, response) =>
      reply(response, await listings.owner.create(request.viewer, validate(listingFieldsSchema, request.body ?? {}))),
  );

  app.get(
    "/api/owner-listings/:id",
    contract({
      summary: "One of the member's listings",
      access: manage,
      params: ownerListingParamsSchema,
      response: ownerListingResponseSchema,
      errors: { 400: INVALID, 404: NOT_FOUND },
      ownedIds: ownerOwned,
      example: { params: EXAMPLE_ID },
    }),
    async (request, response) => reply(response, await listings.owner.get(request.viewer, idOf(request.params))),
  );

  const save = ownerCall("/save", "Replaces the form of a draft, or of a listing sent back for changes", listingFieldsSchema, {
    purpose: "rent",
    floor: "12",
  });
  app.post(save.path, save.options, async (request, response) =>
    reply(response, await listings.owner.save(request.viewer, idOf(request.params), validate(listingFieldsSchema, request.body ?? {}))),
  );

  const submit = ownerCall(
    "/submit",
    "Sends a complete listing to an agent's review queue (rate-limited per member)",
    emptyRequestSchema,
    {},
    true,
  );
  app.post(submit.path, submit.options, async (request, response) => {
    validate(emptyRequestSchema, request.body ?? {});
    return reply(response, await listings.owner.submit(request.viewer, idOf(request.params)));
  });

  const price = ownerCall("/price", "A live listing's new asking price or rent (recorded in its price history)", priceChangeRequestSchema, {
    rent: "26K",
  });
  app.post(price.path, price.options, async (request, response) =>
    reply(
      response,
      await listings.owner.changePrice(request.viewer, idOf(request.params), validate(priceChangeRequestSchema, request.body ?? {})),
    ),
  );

  for (const [path, summary, act] of [
    ["/withdraw", "Withdraws the listing (a live one leaves search within seconds)", listings.owner.withdraw],
    ["/let", "Marks a live listing let: it leaves search within seconds", listings.owner.markLet],
    ["/sold", "Marks a live listing sold: it leaves search within seconds", listings.owner.markSold],
  ] as const) {
    const call = ownerCall(path, summary, emptyRequestSchema, {});
    app.post(call.path, call.options, async (request, response) => {
      validate(emptyRequestSchema, request.body ?? {});
      return reply(response, await act(request.viewer, idOf(request.params)));
    });
  }

  // In a plugin context of its own: the body is the photo's bytes, whatever content type is sent (the pipeline
  // tells the type from the bytes), up to MAX_PHOTO_BYTES; a larger one is refused as a photo is, not as Fastify's 413.
  await app.register(async (photos) => {
    photos.removeAllContentTypeParsers();
    photos.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) => done(null, body));
    photos.setErrorHandler((error: FastifyError) => {
      if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") throw photoRefused({ ok: false, reason: "too_many_bytes", limit: MAX_PHOTO_BYTES });
      throw error;
    });
    photos.post(
      "/api/owner-listings/photos",
      {
        ...contract({
          summary: "Uploads one photo for the member's listings: checked, turned upright, stripped of metadata, kept as WebP renditions",
          description:
            "The body is the file's bytes (JPEG, PNG or WebP; the type is told from the bytes, never from the content type or a name), " +
            "at most 20 MB. The answer's key goes into a listing form's `photos`; unused photos are removed a day after their upload. " +
            "A refused photo is a 400 whose code and `fields.photo` name the refusal (PHOTO_REFUSAL_REASONS), nothing kept of it.",
          access: own,
          bytes: { contentTypes: PHOTO_TYPES, description: "The photo file's bytes as they are" },
          response: uploadedPhotoResponseSchema,
          errors: {
            400: "The photo is refused: { error: { code: reason, message, fields: { photo: reason } } }",
            429: TOO_MANY_ATTEMPTS,
            503: "Too many photos being processed (code busy): Retry-After header",
          },
        }),
        bodyLimit: MAX_PHOTO_BYTES,
        onRequest: verifiedBeforeBody,
      },
      async (request, response) => {
        const bytes = Buffer.isBuffer(request.body) ? request.body : new Uint8Array(0);
        const answer = await listings.photos.upload(request.viewer, bytes);
        switch (answer.kind) {
          case "done":
            return { data: answer.data };
          case "throttled":
            return tooManyAttempts(response, answer.retryAfterSeconds);
          case "refused":
            if (answer.refusal.reason === "busy") response.header("retry-after", String(BUSY_RETRY_SECONDS));
            throw photoRefused(answer.refusal);
        }
      },
    );
  });

  // ---------------------------------------------------------------- the agent's review queue

  /** One of the agent's calls on a listing in their queue. */
  const agentCall = (path: string, summary: string, body: RouteContract["body"], example: unknown) => ({
    path: `/api/agent/owner-listings/:id${path}`,
    options: contract({
      summary,
      access: review,
      params: ownerListingParamsSchema,
      ...(body ? { body } : {}),
      response: agentOwnerListingResponseSchema,
      errors: { 400: INVALID, 404: NOT_FOUND },
      ownedIds: agentOwned,
      example: { params: EXAMPLE_ID, body: example },
    }),
  });

  app.get(
    "/api/agent/owner-listings",
    contract({
      summary: "The owners' listings in the agent's review queue, the longest waiting first",
      access: queue,
      response: agentQueueResponseSchema,
    }),
    async (request) => ({ results: await listings.agent.queue(request.viewer) }) satisfies AgentQueueResponse,
  );

  app.get(
    "/api/agent/owner-listings/:id",
    contract({
      summary: "One listing in the agent's review queue, with its owner's contact",
      access: review,
      params: ownerListingParamsSchema,
      response: agentOwnerListingResponseSchema,
      errors: { 400: INVALID, 404: NOT_FOUND },
      ownedIds: agentOwned,
      example: { params: EXAMPLE_ID },
    }),
    async (request, response) => reply(response, await listings.agent.get(request.viewer, idOf(request.params))),
  );

  const agreement = agentCall(
    "/agreement",
    "Issues the estate agency agreement (vendor's or landlord's) for the owner to sign as the client",
    issueAgreementRequestSchema,
    { language: "en" },
  );
  app.post(agreement.path, agreement.options, async (request, response) =>
    reply(
      response,
      await listings.agent.issueAgreement(request.viewer, idOf(request.params), validate(issueAgreementRequestSchema, request.body ?? {})),
    ),
  );

  const changes = agentCall(
    "/changes",
    "Sends the listing back to its owner for changes, with a note (the owner is mailed)",
    requestChangesRequestSchema,
    {
      note: "Please add the gross area.",
    },
  );
  app.post(changes.path, changes.options, async (request, response) =>
    reply(
      response,
      await listings.agent.requestChanges(
        request.viewer,
        idOf(request.params),
        validate(requestChangesRequestSchema, request.body ?? {}).note,
      ),
    ),
  );

  const approve = agentCall(
    "/approve",
    "Publishes a listing whose agreement is signed: it is found by search within seconds",
    approveRequestSchema,
    {},
  );
  app.post(approve.path, approve.options, async (request, response) =>
    reply(
      response,
      await listings.agent.approve(request.viewer, idOf(request.params), validate(approveRequestSchema, request.body ?? {}).buildingId),
    ),
  );

  const reject = agentCall("/reject", "Rejects the listing with a reason (the owner is mailed)", rejectRequestSchema, {
    reason: "The flat is not the owner's to let.",
  });
  app.post(reject.path, reject.options, async (request, response) =>
    reply(
      response,
      await listings.agent.reject(request.viewer, idOf(request.params), validate(rejectRequestSchema, request.body ?? {}).reason),
    ),
  );
};
