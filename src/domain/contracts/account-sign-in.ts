// Sign-in, sign-up, social sign-in, sign-out and "who am I".
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { emailField, languageField, MAX_EXTERNAL_TOKEN_LENGTH, passwordInput } from "./account-fields.ts";
import { resultSchema, userSchema } from "./account-user.ts";

/** POST /api/account/login and /{lang}/api/account/login */
export const loginRequestSchema = z.strictObject({
  email: emailField,
  password: passwordInput,
  rememberMe: z.boolean().default(false),
  language: languageField,
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

export const loginResponseSchema = z.strictObject({
  user: userSchema.nullable(),
  result: resultSchema,
  /** Present and true when the account is locked: the browser shows /{lang}/account/lockout. */
  lockedOut: z.literal(true).optional(),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** POST /api/account/registerbyemail */
export const registerRequestSchema = z.strictObject({ email: emailField, language: languageField });
export type RegisterRequest = z.output<typeof registerRequestSchema>;

export const existingAccountSchema = z.strictObject({ email: z.string(), loginProvider: z.string().nullable() });
export type ExistingAccount = z.output<typeof existingAccountSchema>;

export const registerResponseSchema = z.strictObject({
  result: resultSchema,
  user: userSchema.nullable(),
  existingAccount: existingAccountSchema.optional(),
});
export type RegisterResponse = z.output<typeof registerResponseSchema>;

/** POST /api/account/externalLogin (+ /{lang}): externalToken is the provider's OIDC ID token. */
export const externalLoginRequestSchema = z.strictObject({
  provider: safeString(50).regex(/^[a-z0-9_-]+$/, { error: "invalidInput" }),
  externalToken: safeString(MAX_EXTERNAL_TOKEN_LENGTH).refine((s) => s !== "", { error: "required" }),
});
export type ExternalLoginRequest = z.output<typeof externalLoginRequestSchema>;

export const externalLoginResponseSchema = z.strictObject({ user: userSchema.nullable(), result: resultSchema });
export type ExternalLoginResponse = z.output<typeof externalLoginResponseSchema>;

/** GET /api/account/external/:provider?ReturnUrl=/path → 302 to the provider. */
export const externalStartQuerySchema = z.strictObject({ ReturnUrl: safeString(2000).optional() });

/** GET /api/account/providers: the configured social providers (empty hides the buttons). */
export const providersResponseSchema = z.strictObject({
  providers: z.array(z.strictObject({ id: z.string(), name: z.string() })),
});
export type ProvidersResponse = z.output<typeof providersResponseSchema>;

/** POST /api/account/logout (no body) */
export const logoutResponseSchema = z.strictObject({ result: resultSchema });

/** GET /api/account/me */
export const meResponseSchema = z.strictObject({ user: userSchema.nullable() });
export type MeResponse = z.output<typeof meResponseSchema>;
