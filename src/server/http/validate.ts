import type { z } from "zod";
import { AppError } from "./errors.ts";
import { zodFields } from "./errors.ts";

/** Parse route input with its zod contract from src/domain; a mismatch is a 400 with field errors. */
export function validate<S extends z.ZodType>(contract: S, input: unknown): z.output<S> {
  const result = contract.safeParse(input);
  if (!result.success) {
    throw new AppError(400, "invalid_input", "The request is not valid.", zodFields(result.error));
  }
  return result.data;
}
