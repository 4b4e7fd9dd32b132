// Confirming the address, resending the link, forgetting and resetting the password.
import { z } from "zod";
import { emailField, languageField, newPasswordField, oneTimeTokenField } from "./account-fields.ts";
import { resultSchema, userSchema } from "./account-user.ts";

/** POST /api/account/confirmemail: with a password it also sets the first password. */
export const confirmEmailRequestSchema = z
  .strictObject({
    token: oneTimeTokenField,
    password: newPasswordField.optional(),
    confirmPassword: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password !== undefined && body.password !== body.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordNotEquals" });
    }
  });
export type ConfirmEmailRequest = z.output<typeof confirmEmailRequestSchema>;
export const confirmEmailResponseSchema = z.strictObject({ result: resultSchema, user: userSchema.nullable() });
export type ConfirmEmailResponse = z.output<typeof confirmEmailResponseSchema>;

/** POST /api/account/resendverification: a signed-in unverified member sends no e-mail. */
export const resendVerificationRequestSchema = z.strictObject({
  email: emailField.optional(),
  language: languageField,
});
export type ResendVerificationRequest = z.output<typeof resendVerificationRequestSchema>;

/** POST /api/account/forgotpassword */
export const forgotPasswordRequestSchema = z.strictObject({ email: emailField, language: languageField });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

/** POST /api/account/resetpassword */
export const resetPasswordRequestSchema = z
  .strictObject({ token: oneTimeTokenField, password: newPasswordField, confirmPassword: z.string().max(200) })
  .superRefine((body, ctx) => {
    if (body.password !== body.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordNotEquals" });
    }
  });
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;

/** Every answer that is only a result: resend, forgot, reset, change password, reverify, delete. */
export const resultResponseSchema = z.strictObject({ result: resultSchema });
export type ResultResponse = z.output<typeof resultResponseSchema>;
