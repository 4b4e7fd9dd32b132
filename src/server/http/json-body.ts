import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * JSON bodies are decoded strictly: invalid UTF-8, NUL characters and lone
 * surrogates are refused with 400 here, once, for every route; the route's
 * zod contract then checks shapes and values.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body: Buffer, done) => {
    let text: string;
    try {
      text = strictUtf8.decode(body);
    } catch {
      return done(new AppError(400, "invalid_encoding", "The request body is not valid UTF-8."));
    }
    if (text.trim() === "") return done(new AppError(400, "empty_body", "The request body is empty."));
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(new AppError(400, "invalid_json", "The request body is not valid JSON."));
    }
    const bad = findBadString(value, "");
    if (bad !== undefined) {
      return done(
        new AppError(400, "invalid_characters", "The request contains characters that are not allowed.", {
          [bad || "body"]: "Contains a NUL character or an unpaired surrogate",
        }),
      );
    }
    done(null, value);
  });
}

// U+0000 and unpaired UTF-16 surrogates (from \uD800-style escapes) cannot be
// stored in PostgreSQL text and are never meaningful input.
const forbidden = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function findBadString(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return forbidden.test(value) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = findBadString(value[i], path ? `${path}.${i}` : String(i));
      if (bad !== undefined) return bad;
    }
    return undefined;
  }
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (forbidden.test(key)) return path || "body";
      const bad = findBadString(child, path ? `${path}.${key}` : key);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}
