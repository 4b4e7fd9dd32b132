// The documents calls: thin — validate, ask the service, answer. Who the
// caller is comes from the session; a document the caller may not see answers
// exactly as an unknown one (404).
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  agentDocumentActionResponseSchema,
  agentDocumentListRequestSchema,
  agentDocumentListResponseSchema,
  cancelDocumentRequestSchema,
  declineRequestSchema,
  documentListRequestSchema,
  documentListResponseSchema,
  downloadQuerySchema,
  downloadUrlQuerySchema,
  downloadUrlResponseSchema,
  issueDocumentRequestSchema,
  issueDocumentResponseSchema,
  MAX_VERIFY_PDF_BYTES,
  pendingCountResponseSchema,
  previewDocumentResponseSchema,
  resendDocumentRequestSchema,
  sendCodeRequestSchema,
  sendCodeResponseSchema,
  SIGNING_MESSAGES,
  signingOutcomeResponseSchema,
  signingQuerySchema,
  signingViewSchema,
  signRequestSchema,
  verifyDocumentResponseSchema,
  type AgentDocumentActionResponse,
  type DeclineRequest,
  type DownloadUrlResponse,
  type IssueDocumentResponse,
  type PendingCountResponse,
  type SendCodeResponse,
  type SigningOutcomeResponse,
} from "../../domain/contracts/documents.ts";
import { documentsPolicy } from "../../domain/policy/documents-policy.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import type { DocumentService } from "../services/documents/document-service.ts";
import type { AgentAction } from "../services/documents/agent-desk.ts";
import type { SigningAnswer, SigningCaller } from "../services/documents/signing.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { refuse } from "../http/access-gate.ts";
import {
  failed,
  fieldErrors,
  INVALID_INPUT,
  memberOf,
  noStore,
  ok,
  parseAccountInput,
  tooManyAttempts,
  TOO_MANY_ATTEMPTS,
} from "./account-http.ts";

const own = accessOf(documentsPolicy, "own");
const sign = accessOf(documentsPolicy, "sign");
const desk = accessOf(documentsPolicy, "agentDesk");
const manage = accessOf(documentsPolicy, "manage");
const verify = accessOf(documentsPolicy, "verify");
const NOT_FOUND = "Unknown, or not the caller's: the same answer for both";
const TOKEN_EXAMPLE = "A".repeat(43);
const KEY_EXAMPLE = "A".repeat(22);

const notFound = (reply: FastifyReply) => refuse(reply, "not_found");
const callerOf = (request: FastifyRequest): SigningCaller => {
  const agent = request.headers["user-agent"];
  return { viewer: request.viewer, ip: request.ip, userAgent: typeof agent === "string" ? agent : "" };
};

/** The signing calls' answers: 404 for a link that is not the caller's, 429 with Retry-After, 400 with the reason. */
function signingReply<T>(reply: FastifyReply, answer: SigningAnswer<T>, done: (answer: T) => unknown) {
  switch (answer.kind) {
    case "notFound":
      return notFound(reply);
    case "throttled":
      return reply
        .status(429)
        .header("retry-after", String(answer.retryAfterSeconds))
        .send({ result: failed(SIGNING_MESSAGES.tooManyCodes) });
    case "refused":
      return reply.status(400).send({
        result: failed(answer.message),
        ...(answer.status ? { status: answer.status } : {}),
        ...(answer.attemptsLeft !== undefined ? { attemptsLeft: answer.attemptsLeft } : {}),
      });
    case "done":
      return done(answer);
  }
}

function agentReply<T>(reply: FastifyReply, answer: AgentAction<T>, done: (data: T) => unknown) {
  switch (answer.kind) {
    case "notFound":
      return notFound(reply);
    case "refused":
      return reply.status(400).send(answer.field ? fieldErrors({ [answer.field]: answer.message }) : { result: failed(answer.message) });
    case "done":
      return done(answer.data);
  }
}

export const documentRoutes: ModuleRoutes<DocumentService> = async (app, { services: documents }) => {
  noStore(app);
  // The verify call takes the PDF itself.
  app.addContentTypeParser("application/pdf", { parseAs: "buffer", bodyLimit: MAX_VERIFY_PDF_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  for (const list of ["pending", "signed"] as const) {
    app.post(
      `/api/mydocument/get${list}documents`,
      contract({
        summary:
          list === "pending" ? "The member's documents still awaiting their signature" : "The member's completed documents they signed",
        access: own,
        body: documentListRequestSchema,
        response: documentListResponseSchema,
        errors: { 400: INVALID_INPUT },
        example: { body: { page: 1, listOrderEnum: 4, listOrderIsAsc: false } },
      }),
      async (request, reply) => {
        const input = parseAccountInput(documentListRequestSchema, request.body);
        if (!input.ok) return reply.status(400).send(input.failure);
        return documents.member.list(memberOf(request).user, list, input.data);
      },
    );
  }

  app.post(
    "/api/mydocument/getpendingcount",
    contract({
      summary: "How many documents await the member's signature (the pending alert)",
      access: own,
      response: pendingCountResponseSchema,
    }),
    async (request) => ({ data: { count: await documents.member.pendingCount(memberOf(request).user) } }) satisfies PendingCountResponse,
  );

  app.get(
    "/api/mydocument/getdownloadurl",
    contract({
      summary: "A signed URL to the document's PDF, valid 5 minutes, for this account only",
      ownedIds: [{ in: "query", field: "key", record: "signerDocument" }],
      access: own,
      query: downloadUrlQuerySchema,
      response: downloadUrlResponseSchema,
      errors: { 400: INVALID_INPUT, 404: NOT_FOUND },
    }),
    async (request, reply) => {
      const input = downloadUrlQuerySchema.safeParse(request.query);
      if (!input.success) return reply.status(400).send(fieldErrors({ key: "invalidInput" }));
      const url = await documents.member.downloadUrl(request.viewer, input.data.key);
      return url ? ({ data: url } satisfies DownloadUrlResponse) : notFound(reply);
    },
  );

  app.get(
    "/api/mydocument/download",
    contract({
      summary: "The PDF a signed download URL names, to the account it was made for, before it expires",
      ownedIds: [{ in: "query", field: "key", record: "downloadGrant" }],
      access: own,
      query: downloadQuerySchema,
      response: "application/pdf",
      errors: { 404: "Expired, altered, another account's, or unknown: the same answer" },
    }),
    async (request, reply) => {
      const input = downloadQuerySchema.safeParse(request.query);
      if (!input.success) return notFound(reply);
      const file = await documents.member.download(request.viewer, input.data);
      if (!file) return notFound(reply);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .send(Buffer.from(file.bytes));
    },
  );

  app.get(
    "/api/mydocument/signing",
    contract({
      summary: "What the signing screen shows (records that the signer opened it)",
      ownedIds: [{ in: "query", field: "token", record: "signingLink" }],
      access: sign,
      query: signingQuerySchema,
      response: signingViewSchema,
      errors: { 400: INVALID_INPUT, 404: NOT_FOUND },
    }),
    async (request, reply) => {
      const input = signingQuerySchema.safeParse(request.query);
      if (!input.success) return notFound(reply);
      return signingReply(reply, await documents.signing.view(callerOf(request), input.data.token, input.data.lang), (a) => ({
        data: a.view,
      }));
    },
  );

  app.post(
    "/api/mydocument/sendcode",
    contract({
      summary: "Mails the signer a one-time code (6 digits, single-use, 10 minutes, 5 tries)",
      ownedIds: [{ in: "body", field: "token", record: "signingLink" }],
      access: sign,
      body: sendCodeRequestSchema,
      response: sendCodeResponseSchema,
      errors: {
        400: "Not the signer's turn, already signed, or the document is closed: result.message says which",
        404: NOT_FOUND,
        429: TOO_MANY_ATTEMPTS,
      },
      example: { body: { token: TOKEN_EXAMPLE } },
    }),
    async (request, reply) => {
      const input = parseAccountInput(sendCodeRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      return signingReply(
        reply,
        await documents.signing.sendCode(callerOf(request), input.data.token),
        (a) => ({ result: ok(SIGNING_MESSAGES.codeSent), expiresAt: a.expiresAt }) satisfies SendCodeResponse,
      );
    },
  );

  app.post(
    "/api/mydocument/sign",
    contract({
      summary: "Signs with the code, a typed name or drawn signature, and consent: a PAdES signature on the PDF",
      ownedIds: [{ in: "body", field: "token", record: "signingLink" }],
      access: sign,
      body: signRequestSchema,
      response: signingOutcomeResponseSchema,
      errors: {
        400: "Invalid input, or a wrong or expired code (attemptsLeft), not the signer's turn, already signed, closed",
        404: NOT_FOUND,
      },
      example: { body: { token: TOKEN_EXAMPLE, code: "123456", typedName: "陳大文", consent: true } },
    }),
    async (request, reply) => {
      const input = parseAccountInput(signRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      return signingReply(
        reply,
        await documents.signing.sign(callerOf(request), input.data),
        (a) => ({ result: ok(SIGNING_MESSAGES.signed), status: a.status }) satisfies SigningOutcomeResponse,
      );
    },
  );

  app.post(
    "/api/mydocument/decline",
    contract({
      summary: "Declines to sign, with a reason: the document closes and the agent and other signers are told",
      ownedIds: [{ in: "body", field: "token", record: "signingLink" }],
      access: sign,
      body: declineRequestSchema,
      response: signingOutcomeResponseSchema,
      errors: { 400: INVALID_INPUT, 404: NOT_FOUND },
      example: { body: { token: TOKEN_EXAMPLE, reason: "Terms changed" } },
    }),
    async (request, reply) => {
      const input = parseAccountInput(declineRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const { token, reason }: DeclineRequest = input.data;
      return signingReply(
        reply,
        await documents.signing.decline(callerOf(request), token, reason),
        (a) => ({ result: ok(SIGNING_MESSAGES.declined), status: a.status }) satisfies SigningOutcomeResponse,
      );
    },
  );

  app.post(
    "/api/agentdesk/documents/list",
    contract({
      summary: "The agent's own documents, newest change first, optionally of one status",
      access: desk,
      body: agentDocumentListRequestSchema,
      response: agentDocumentListResponseSchema,
      errors: { 400: INVALID_INPUT },
      example: { body: { page: 1 } },
    }),
    async (request, reply) => {
      const input = parseAccountInput(agentDocumentListRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      return documents.agentDesk.list(request.viewer, input.data);
    },
  );

  const issueExample = {
    body: { listingId: 1, clientEmail: "client@example.com", template: "tenant-agreement", language: "en", order: "sequential" },
  };
  app.post(
    "/api/agentdesk/documents/preview",
    contract({
      summary: "The document as it would be issued (its HTML and page count), without saving or sending it",
      access: desk,
      body: issueDocumentRequestSchema,
      response: previewDocumentResponseSchema,
      errors: { 400: INVALID_INPUT },
      example: issueExample,
    }),
    async (request, reply) => {
      const input = parseAccountInput(issueDocumentRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      return agentReply(reply, await documents.agentDesk.preview(request.viewer, input.data), (data) => ({ data }));
    },
  );

  app.post(
    "/api/agentdesk/documents/issue",
    contract({
      summary: "Issues a document: renders the PDF, keeps it with its SHA-256 and mails each signer (a non-member is invited to sign up)",
      access: desk,
      body: issueDocumentRequestSchema,
      response: issueDocumentResponseSchema,
      errors: { 400: INVALID_INPUT },
      example: issueExample,
    }),
    async (request, reply) => {
      const input = parseAccountInput(issueDocumentRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const answer = await documents.agentDesk.issue(request.viewer, input.data);
      return agentReply(reply, answer, (data) => ({ result: ok("documentIssued"), data }) satisfies IssueDocumentResponse);
    },
  );

  app.post(
    "/api/agentdesk/documents/resend",
    contract({
      summary: "Mails the invitation again to one signer, or to every signer whose turn it is",
      ownedIds: [{ in: "body", field: "documentKey", record: "agentDocument" }],
      access: manage,
      body: resendDocumentRequestSchema,
      response: agentDocumentActionResponseSchema,
      errors: { 400: INVALID_INPUT, 404: NOT_FOUND },
      example: { body: { documentKey: KEY_EXAMPLE } },
    }),
    async (request, reply) => {
      const input = parseAccountInput(resendDocumentRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const answer = await documents.agentDesk.resend(request.viewer, input.data.documentKey, input.data.signerId);
      return agentReply(reply, answer, (data) => ({ result: ok("documentResent"), data }) satisfies AgentDocumentActionResponse);
    },
  );

  app.post(
    "/api/agentdesk/documents/cancel",
    contract({
      summary: "Cancels a pending document, with a reason; its signers are told",
      ownedIds: [{ in: "body", field: "documentKey", record: "agentDocument" }],
      access: manage,
      body: cancelDocumentRequestSchema,
      response: agentDocumentActionResponseSchema,
      errors: { 400: INVALID_INPUT, 404: NOT_FOUND },
      example: { body: { documentKey: KEY_EXAMPLE, reason: "Client changed their mind" } },
    }),
    async (request, reply) => {
      const input = parseAccountInput(cancelDocumentRequestSchema, request.body);
      if (!input.ok) return reply.status(400).send(input.failure);
      const answer = await documents.agentDesk.cancel(request.viewer, input.data.documentKey, input.data.reason);
      return agentReply(reply, answer, (data) => ({ result: ok("documentCancelled"), data }) satisfies AgentDocumentActionResponse);
    },
  );

  app.post(
    "/api/documents/verify",
    {
      bodyLimit: MAX_VERIFY_PDF_BYTES,
      ...contract({
        summary: "Whether a PDF (the request body, application/pdf, at most 10 MB) is one of ours and unaltered",
        access: verify,
        body: z.instanceof(Buffer).describe("The PDF's bytes (application/pdf)"),
        response: verifyDocumentResponseSchema,
        errors: { 400: "Not a PDF", 429: TOO_MANY_ATTEMPTS },
      }),
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || !body.subarray(0, 5).equals(Buffer.from("%PDF-"))) {
        return reply.status(400).send(fieldErrors({ file: "notPdf" }));
      }
      const limit = await documents.verifyLimit(request.ip);
      if (!limit.allowed) return tooManyAttempts(reply, limit.retryAfterSeconds);
      return documents.verify(new Uint8Array(body.buffer, body.byteOffset, body.byteLength));
    },
  );
};
