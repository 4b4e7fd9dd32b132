import { z } from "zod";

// The e-mails the portal sends and the values each one needs (the
// account calls' contract). Links are absolute URLs on PUBLIC_URL.
const link = z.object({ link: z.url() });
/** What both enquiry e-mails show; `link` is the listing's page, or the enquiry page when there is none. */
const enquiryMail = z.object({
  enquiryId: z.number().int(),
  name: z.string(),
  message: z.string(),
  reference: z.string().nullable(),
  link: z.url(),
});

/** A listing as an alert shows it (texts already in the member's language and currency). */
const alertListing = z.object({ title: z.string(), detail: z.string(), price: z.string(), image: z.url().nullable(), link: z.url() });

export const mailMessageSchema = z.discriminatedUnion("template", [
  z.object({ template: z.literal("verify-email"), data: link }),
  z.object({ template: z.literal("reset-password"), data: link }),
  z.object({ template: z.literal("password-changed"), data: z.object({}) }),
  z.object({ template: z.literal("email-change"), data: link }),
  // Alerts: the listings of each saved search, and news of the saved properties.
  z.object({
    template: z.literal("alert"),
    data: z.object({
      searches: z.array(
        z.object({
          name: z.string(),
          link: z.url(),
          unsubscribeLink: z.url(),
          more: z.number().int().min(0),
          listings: z.array(alertListing.extend({ priceCut: z.boolean() })),
        }),
      ),
      // The saved properties' news: a price drop (with the price before), off or back on the market.
      properties: z
        .object({
          link: z.url(),
          unsubscribeLink: z.url(),
          listings: z.array(alertListing.extend({ event: z.number().int().min(1).max(4), previousPrice: z.string().nullable() })),
        })
        .nullable()
        .default(null),
      unsubscribeAllLink: z.url(),
    }),
  }),
  // Issue 17: a new enquiry for the agent (or the office), and the enquirer's receipt.
  z.object({
    template: z.literal("enquiry-agent"),
    data: enquiryMail.extend({
      email: z.string(),
      phone: z.string(),
      budget: z.string(),
      /** The listing's sale price and monthly rent as the site writes them (absent in mail queued before they were added). */
      salePrice: z.string().optional(),
      rent: z.string().optional(),
      /** The references of the enquirer's favourites and recently viewed sent with it. */
      savedReferences: z.array(z.string()).optional(),
    }),
  }),
  z.object({ template: z.literal("enquiry-receipt"), data: enquiryMail }),
  // The footer newsletter's double opt-in, with its unsubscribe page and the one-click link for the mail client
  // (optional: mail queued before the link existed still goes out).
  // Documents to sign: the invitation (a non-member's link leads to sign-up first), the one-time code, the reminder,
  // the completed document (the signed PDF attached), and a document closed unsigned (declined, cancelled, expired).
  z.object({
    template: z.literal("document-to-sign"),
    data: z.object({ link: z.url(), title: z.string(), agentName: z.string(), expiresOn: z.string(), invited: z.boolean() }),
  }),
  z.object({ template: z.literal("document-code"), data: z.object({ code: z.string().regex(/^\d{6}$/), title: z.string() }) }),
  z.object({
    template: z.literal("document-reminder"),
    data: z.object({ link: z.url(), title: z.string(), agentName: z.string(), expiresOn: z.string() }),
  }),
  z.object({ template: z.literal("document-completed"), data: z.object({ link: z.url(), verifyLink: z.url(), title: z.string() }) }),
  z.object({
    template: z.literal("document-closed"),
    data: z.object({ link: z.url(), title: z.string(), outcome: z.enum(["declined", "cancelled", "expired"]), reason: z.string() }),
  }),
  // An owner's listing sent back by its agent: changes asked for (with the agent's note), or not to be listed (the reason).
  z.object({
    template: z.literal("owner-listing-review"),
    data: z.object({ link: z.url(), title: z.string(), outcome: z.enum(["changes", "rejected"]), note: z.string() }),
  }),
  z.object({
    template: z.literal("newsletter-confirm"),
    data: z.object({ link: z.url(), unsubscribeLink: z.url(), oneClickLink: z.url().optional() }),
  }),
]);

export type MailMessage = z.infer<typeof mailMessageSchema>;
export type MailTemplate = MailMessage["template"];
