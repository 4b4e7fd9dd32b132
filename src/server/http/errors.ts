import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { isCsrfError, TOKEN_FAILED } from "./csrf.ts";

/** A client mistake or a known refusal: becomes a 4xx with a stable code. */
export class AppError extends Error {
  override name = "AppError";
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

/** Field path → first message, e.g. { "priceMin": "Too small: expected number to be >=0" }. */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.join(".") : "body";
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[path === "body" ? key : `${path}.${key}`] ??= "Unknown field";
    } else {
      fields[path] ??= issue.message;
    }
  }
  return fields;
}

/**
 * The one error handler: clients get { error: { code, message, fields? } }, a
 * 4xx for their mistakes and a bare 500 for ours (no stack, no database text;
 * the detail goes to the log with the request id).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } };
      return reply.status(error.status).send(body);
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({ error: { code: "invalid_input", message: "The request is not valid.", fields: zodFields(error) } });
    }
    // The browser's API client shows tokenFailed for this answer.
    if (isCsrfError(error as FastifyError)) return reply.status(403).send(TOKEN_FAILED);
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = (error as FastifyError).code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" ? "unsupported_media_type" : "bad_request";
      return reply.status(status).send({ error: { code, message: clientMessage(error as FastifyError) } });
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send({ error: { code: "internal", message: "Something went wrong on our side." } });
  });
}

// Fastify's own 4xx messages are safe to show (they describe the request), but
// keep them short and free of internals.
function clientMessage(error: FastifyError): string {
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return "The request body is too large.";
  if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") return "The request body is empty.";
  return error.message.slice(0, 200);
}
