// What the enquiry and newsletter calls share: a body checked against its
// contract, with the enquiry form's own message key per field
// (nameRequired, phoneOrEmailRequired, …) and the account keys otherwise.
import type { z } from "zod";
import { ENQUIRY_ERRORS } from "../../domain/enquiry/enquiry-form.ts";
import { accountFieldErrors, ACCOUNT_MESSAGES } from "../../domain/contracts/account-user.ts";
import { failed } from "./account-http.ts";

const ENQUIRY_KEYS = new Set<string>([...Object.values(ENQUIRY_ERRORS), "invalidEmail", "tokenInvalid"]);

export function parseCommunication<S extends z.ZodType>(schema: S, body: unknown) {
  const input = body ?? {};
  const result = schema.safeParse(input);
  if (result.success) return { ok: true as const, data: result.data as z.output<S> };
  const errors = accountFieldErrors(result.error, input);
  for (const issue of result.error.issues) {
    if (ENQUIRY_KEYS.has(issue.message)) errors[issue.path.map(String).join(".")] = issue.message;
  }
  return { ok: false as const, failure: { result: failed(ACCOUNT_MESSAGES.invalidInput), errors } };
}
