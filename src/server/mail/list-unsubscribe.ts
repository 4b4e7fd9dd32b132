// The portal's list mail (alerts, the newsletter) can be left in one click
// from the mail client (RFC 8058): each mail names a link on PUBLIC_URL that
// unsubscribes on a POST, in List-Unsubscribe, with List-Unsubscribe-Post.
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import type { MailMessage } from "./mail-templates-catalog.ts";

/** Where each list's one-click link points (routes in api/one-click-unsubscribe-routes.ts). */
export const ONE_CLICK_PATHS = { alerts: "/alerts/unsubscribe", newsletter: "/newsletter/unsubscribe" } as const;
export type MailList = keyof typeof ONE_CLICK_PATHS;

/** The link carries the mail's language, so the page it opens (ask, done, not valid) speaks it too. */
export function oneClickLink(publicUrl: string, list: MailList, token: string, language: LanguageCode): string {
  return `${publicUrl}${ONE_CLICK_PATHS[list]}?token=${token}&lang=${language}`;
}

/** The one-click link a message carries, if it is list mail. */
function oneClickLinkOf(message: MailMessage): string | undefined {
  if (message.template === "alert") return message.data.unsubscribeAllLink;
  if (message.template === "newsletter-confirm") return message.data.oneClickLink;
  return undefined;
}

/** The RFC 8058 headers of a message: none for mail that is not list mail. */
export function listUnsubscribeHeaders(message: MailMessage): { headers?: Record<string, string> } {
  const link = oneClickLinkOf(message);
  if (!link) return {};
  return { headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
