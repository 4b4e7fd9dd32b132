// The member's own account pages: details, password, e-mail change, data, deletion.
import { z } from "zod";
import { emailField, languageField, nameField, newPasswordField, passwordInput, phoneField } from "./account-fields.ts";
import { dialCodeSchema, resultSchema, salutationSchema, userSchema } from "./account-user.ts";
import { withNormalisedPhone } from "../validation/phone-number.ts";

/** POST /api/profile/changepassword */
export const changePasswordRequestSchema = z
  .strictObject({ currentPassword: passwordInput, newPassword: newPasswordField, confirmPassword: z.string().max(200) })
  .superRefine((body, ctx) => {
    if (body.newPassword !== body.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: "passwordNotEquals" });
    }
  });
export type ChangePasswordRequest = z.output<typeof changePasswordRequestSchema>;

/** GET /api/profile/accountinfo */
export const accountInfoResponseSchema = z.strictObject({ user: userSchema });

/** POST /api/profile/accountinfo: the phone stored as normalised (a pasted dial code becomes the dial code). */
export const accountInfoRequestSchema = z
  .strictObject({
    salutation: salutationSchema,
    firstName: nameField,
    lastName: nameField,
    dialCode: dialCodeSchema,
    phone: phoneField,
    subscribed: z.boolean(),
  })
  .transform(withNormalisedPhone);
export type AccountInfoRequest = z.output<typeof accountInfoRequestSchema>;
export const accountInfoSaveResponseSchema = z.strictObject({ result: resultSchema, user: userSchema.nullable() });

/** POST /api/profile/reverifyemail: mails a link to the (new) address. */
export const reverifyEmailRequestSchema = z.strictObject({ email: emailField, language: languageField });
export type ReverifyEmailRequest = z.output<typeof reverifyEmailRequestSchema>;

/** POST /api/profile/deleteaccount: the password is required when the account has one. */
export const deleteAccountRequestSchema = z.strictObject({ password: passwordInput.optional() });
export type DeleteAccountRequest = z.output<typeof deleteAccountRequestSchema>;
