// The account contract shared by the server and the browser: the
// public user shape, the result envelope and the 400 validation body. Never a
// secret in here: no hash, no token, no session id.
import { z } from "zod";
import { DIAL_CODES } from "../validation/rules.ts";

/** 0 none, 1 Mr., 2 Mrs., 3 Miss., 4 Dr. */
export const SALUTATIONS = [0, 1, 2, 3, 4] as const;
export type Salutation = (typeof SALUTATIONS)[number];
export const salutationSchema = z.union(SALUTATIONS.map((s) => z.literal(s)) as [z.ZodLiteral<0>, ...z.ZodLiteral<Salutation>[]]);

export const dialCodeSchema = z.enum(DIAL_CODES);
export type DialCode = z.output<typeof dialCodeSchema>;

export const userSchema = z.strictObject({
  userId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  salutation: salutationSchema,
  dialCode: dialCodeSchema,
  phone: z.string(),
  subscribed: z.boolean(),
  isConfirmed: z.boolean(),
  /** null: signs in with e-mail and password; otherwise the social provider id. */
  loginProvider: z.string().nullable(),
  hasPassword: z.boolean(),
});
export type User = z.output<typeof userSchema>;

/** `message` is a message key the browser translates. */
export const resultSchema = z.strictObject({ hasError: z.boolean(), message: z.string() });
export type Result = z.output<typeof resultSchema>;

export const ACCOUNT_MESSAGES = {
  invalidInput: "invalidInput",
  loginFailed: "loginFailed",
  loginSuccess: "loginSuccess",
  tooManyAttempts: "tooManyAttempts",
  lockedOut: "lockedOut",
  accountExists: "accountExists",
  signupSuccess: "signupSuccess",
  verificationSent: "verificationSent",
  resetSent: "resetSent",
  tokenInvalid: "tokenInvalid",
  emailConfirmed: "emailConfirmed",
  emailChanged: "emailChanged",
  passwordChanged: "passwordChanged",
  passwordReset: "passwordReset",
  passwordStrength: "passwordStrength",
  passwordNotEquals: "passwordNotEquals",
  passwordIncorrect: "passwordIncorrect",
  passwordAlreadySet: "passwordAlreadySet",
  detailsSaved: "detailsSaved",
  emailInUse: "emailInUse",
  deleteUser: "deleteUser",
  logoutSuccess: "logoutSuccess",
  signInRequired: "signInRequired",
  verificationRequired: "verificationRequired",
  forbidden: "forbidden",
  externalLoginFailed: "externalLoginFailed",
  externalEmailUnverified: "externalEmailUnverified",
  unknownProvider: "unknownProvider",
  alreadyConfirmed: "alreadyConfirmed",
} as const;
export type AccountMessage = (typeof ACCOUNT_MESSAGES)[keyof typeof ACCOUNT_MESSAGES];

/** 400: `{ result: { hasError: true, message: "invalidInput" }, errors: { field: key } }`. */
export const validationFailureSchema = z.strictObject({
  result: resultSchema,
  errors: z.record(z.string(), z.string()),
});
export type ValidationFailure = z.output<typeof validationFailureSchema>;

const FIELD_KEYS = new Set(["required", "emailFormat", "phoneFormat", "passwordStrength", "passwordNotEquals"]);

/**
 * Zod issues → the field's message key: the contracts below put the
 * key in the issue message; a missing field is 'required', an unknown one
 * 'unknownField', anything else (wrong type, too long, NUL bytes) 'invalidInput'.
 */
export function accountFieldErrors(error: z.ZodError, input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.map(String).join(".") : "body";
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) errors[path === "body" ? key : `${path}.${key}`] ??= "unknownField";
    } else if (FIELD_KEYS.has(issue.message)) {
      errors[path] ??= issue.message;
    } else if (issue.code === "invalid_type" && valueAt(input, issue.path) === undefined) {
      errors[path] ??= "required";
    } else {
      errors[path] ??= ACCOUNT_MESSAGES.invalidInput;
    }
  }
  return errors;
}

export function validationFailure(error: z.ZodError, input: unknown): ValidationFailure {
  return { result: { hasError: true, message: ACCOUNT_MESSAGES.invalidInput }, errors: accountFieldErrors(error, input) };
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}
