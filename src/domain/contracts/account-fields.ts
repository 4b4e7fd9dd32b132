// Field schemas of the account calls, each failing with its field message key.
import { z } from "zod";
import { safeString } from "./safe-string.ts";
import { email as emailRule, password as passwordRule, phone as phoneRule } from "../validation/rules.ts";
import { normalisePhone } from "../validation/phone-number.ts";
import { LANGUAGES, type LanguageCode } from "../i18n/languages.ts";

export const MAX_EMAIL_LENGTH = 254;
/** Generous for a passphrase but bounded, so hashing cost stays bounded. */
export const MAX_PASSWORD_INPUT_LENGTH = 200;
export const MAX_NAME_LENGTH = 100;
export const MAX_TOKEN_LENGTH = 200;
export const MAX_EXTERNAL_TOKEN_LENGTH = 8000;

/** Required e-mail, trimmed: 'required' when empty, 'emailFormat' when malformed. */
export const emailField = safeString(MAX_EMAIL_LENGTH)
  .transform((s) => s.trim())
  .refine((s) => s !== "", { error: "required" })
  .refine((s) => emailRule(s) === null, { error: "emailFormat", abort: true });

/** A password being checked (sign-in, current password): only required. */
export const passwordInput = safeString(MAX_PASSWORD_INPUT_LENGTH).refine((s) => s !== "", { error: "required" });

/** A new password: the spec rule (6–59 characters, at least 2 distinct). */
export const newPasswordField = safeString(MAX_PASSWORD_INPUT_LENGTH)
  .refine((s) => s !== "", { error: "required", abort: true })
  .refine((s) => passwordRule(s) === null, { error: "passwordStrength" });

export const languageField = z.enum(Object.keys(LANGUAGES) as [LanguageCode, ...LanguageCode[]]).default("en");

export const oneTimeTokenField = safeString(MAX_TOKEN_LENGTH).refine((s) => s !== "", { error: "required" });

export const nameField = safeString(MAX_NAME_LENGTH).transform((s) => s.trim());

/** A typed phone, checked as normalised (spaces, hyphens and a pasted dial code are fine); its form replaces it with withNormalisedPhone. */
export const phoneField = safeString(30)
  .transform((s) => s.trim())
  .refine((s) => phoneRule(normalisePhone(s).phone) === null, { error: "phoneFormat" });
