import { z } from "zod";

// The e-mails the portal sends and the values each one needs (the account
// contract of issue 15). Links are absolute URLs on PUBLIC_URL.
const link = z.object({ link: z.url() });
/** What both enquiry e-mails show; `link` is the listing's page, or the enquiry page when there is none. */
const enquiryMail = z.object({
  enquiryId: z.number().int(),
  name: z.string(),
  message: z.string(),
  reference: z.string().nullable(),
  link: z.url(),
});

export const mailMessageSchema = z.discriminatedUnion("template", [
  z.object({ template: z.literal("verify-email"), data: link }),
  z.object({ template: z.literal("reset-password"), data: link }),
  z.object({ template: z.literal("password-changed"), data: z.object({}) }),
  z.object({ template: z.literal("email-change"), data: link }),
  // Issue 17: a new enquiry for the agent (or the office), and the enquirer's receipt.
  z.object({
    template: z.literal("enquiry-agent"),
    data: enquiryMail.extend({ email: z.string(), phone: z.string(), budget: z.string() }),
  }),
  z.object({ template: z.literal("enquiry-receipt"), data: enquiryMail }),
]);

export type MailMessage = z.infer<typeof mailMessageSchema>;
