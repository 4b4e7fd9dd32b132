// Shared string rule for every contract: bounded length, no NUL bytes and no
// lone surrogates (they break Postgres text, JSON logs and encodeURIComponent).
import { z } from "zod";

export const DEFAULT_MAX_TEXT_LENGTH = 200;

export function safeString(maxLength: number = DEFAULT_MAX_TEXT_LENGTH) {
  return z
    .string()
    .max(maxLength)
    .refine((s) => !s.includes("\u0000"), { error: "must not contain NUL bytes" })
    .refine((s) => s.isWellFormed(), { error: "must not contain lone surrogates" });
}
