// The e-mails the portal sends and the values each one needs (the account
// contract of issue 15). Links are absolute URLs on PUBLIC_URL.
export type MailMessage =
  | { template: "verify-email"; data: { link: string } }
  | { template: "reset-password"; data: { link: string } }
  | { template: "password-changed"; data: Record<string, never> }
  | { template: "email-change"; data: { link: string } };

export type MailTemplateName = MailMessage["template"];

export const MAIL_TEMPLATE_NAMES: readonly MailTemplateName[] = ["verify-email", "reset-password", "password-changed", "email-change"];
