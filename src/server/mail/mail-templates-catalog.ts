import { z } from "zod";

// The e-mails the portal sends and the values each one needs (the
// account calls' contract). Links are absolute URLs on PUBLIC_URL.
const link = z.object({ link: z.url() });

export const mailMessageSchema = z.discriminatedUnion("template", [
  z.object({ template: z.literal("verify-email"), data: link }),
  z.object({ template: z.literal("reset-password"), data: link }),
  z.object({ template: z.literal("password-changed"), data: z.object({}) }),
  z.object({ template: z.literal("email-change"), data: link }),
]);

export type MailMessage = z.infer<typeof mailMessageSchema>;
