// What each mail template says, in order: heading, paragraphs, action, notes, sections and footer, in the
// reader's language. render-mail.ts writes HTML and plain text from it.
import { PROPERTY_ALERT_EVENT } from "../../domain/saved/property-alert-events.ts";
import type { MailTextKey } from "./mail-catalog.ts";
import type { MailMessage } from "./mail-templates-catalog.ts";

/** What a template says, in order; HTML and plain text are both made from it. */
export interface MailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; link: string };
  notes: string[];
  /** Alerts: listings under each saved search's name. */
  sections?: MailSection[];
  /** Why the e-mail came (default: an action on the person's account). */
  footer?: string;
}

export interface MailSection {
  heading: string;
  items: { title: string; detail: string; price: string; image: string | null; link: string; badge: string | null }[];
  links: { label: string; link: string }[];
}

/** `{name}` placeholders of a mail text filled in. */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

export function contentOf(message: MailMessage, t: (key: MailTextKey) => string): MailContent {
  switch (message.template) {
    case "verify-email":
      return {
        heading: t("verify-email.heading"),
        paragraphs: [t("verify-email.body")],
        action: { label: t("verify-email.action"), link: message.data.link },
        notes: [t("verify-email.expiry"), t("common.notYou")],
      };
    case "reset-password":
      return {
        heading: t("reset-password.heading"),
        paragraphs: [t("reset-password.body")],
        action: { label: t("reset-password.action"), link: message.data.link },
        notes: [t("reset-password.expiry"), t("common.notYou")],
      };
    case "password-changed":
      return { heading: t("password-changed.heading"), paragraphs: [t("password-changed.body"), t("password-changed.warning")], notes: [] };
    case "enquiry-agent": {
      const d = message.data;
      const lines = [
        fill(t("enquiry-agent.body"), { id: String(d.enquiryId), name: d.name }),
        ...(d.reference ? [fill(t("enquiry-agent.listing"), { reference: d.reference })] : []),
        ...(d.salePrice ? [fill(t("enquiry-agent.salePrice"), { price: d.salePrice })] : []),
        ...(d.rent ? [fill(t("enquiry-agent.rent"), { price: d.rent })] : []),
        ...(d.savedReferences?.length ? [fill(t("enquiry-agent.saved"), { references: d.savedReferences.join(", ") })] : []),
        ...(d.email ? [fill(t("enquiry-agent.email"), { email: d.email })] : []),
        ...(d.phone ? [fill(t("enquiry-agent.phone"), { phone: d.phone })] : []),
        ...(d.budget ? [fill(t("enquiry-agent.budget"), { budget: d.budget })] : []),
        d.message ? `${t("enquiry-agent.message")}\n${d.message}` : t("enquiry-agent.noMessage"),
      ];
      return {
        heading: fill(t("enquiry-agent.heading"), { id: String(d.enquiryId) }),
        paragraphs: lines,
        action: { label: t(d.reference ? "enquiry-agent.action" : "enquiry-agent.actionGeneral"), link: d.link },
        notes: [t("enquiry-agent.note")],
        footer: t("enquiry-agent.footer"),
      };
    }
    case "enquiry-receipt": {
      const d = message.data;
      return {
        heading: t("enquiry-receipt.heading"),
        paragraphs: [
          fill(t("enquiry-receipt.body"), { name: d.name }),
          ...(d.reference ? [fill(t("enquiry-receipt.listing"), { reference: d.reference })] : []),
          ...(d.message ? [`${t("enquiry-receipt.message")}\n${d.message}`] : []),
        ],
        action: { label: t(d.reference ? "enquiry-receipt.action" : "enquiry-receipt.actionGeneral"), link: d.link },
        notes: [fill(t("enquiry-receipt.reference"), { id: String(d.enquiryId) })],
        footer: t("enquiry-receipt.footer"),
      };
    }
    case "newsletter-confirm":
      return {
        heading: t("newsletter-confirm.heading"),
        paragraphs: [t("newsletter-confirm.body")],
        action: { label: t("newsletter-confirm.action"), link: message.data.link },
        notes: [t("common.notYou"), `${t("newsletter-confirm.unsubscribe")} ${message.data.unsubscribeLink}`],
        footer: t("newsletter-confirm.footer"),
      };
    case "document-to-sign": {
      const d = message.data;
      return {
        heading: t("document-to-sign.heading"),
        paragraphs: [
          fill(t("document-to-sign.body"), { agent: d.agentName, title: d.title }),
          ...(d.invited ? [t("document-to-sign.invited")] : []),
        ],
        action: { label: t("document-to-sign.action"), link: d.link },
        notes: [fill(t("document-to-sign.expiry"), { date: d.expiresOn })],
        footer: t("document.footer"),
      };
    }
    case "document-code":
      return {
        heading: fill(t("document-code.heading"), { code: message.data.code }),
        paragraphs: [fill(t("document-code.body"), { title: message.data.title })],
        notes: [t("document-code.expiry"), t("common.notYou")],
        footer: t("document.footer"),
      };
    case "document-reminder": {
      const d = message.data;
      return {
        heading: t("document-reminder.heading"),
        paragraphs: [fill(t("document-reminder.body"), { agent: d.agentName, title: d.title })],
        action: { label: t("document-to-sign.action"), link: d.link },
        notes: [fill(t("document-reminder.expiry"), { date: d.expiresOn })],
        footer: t("document.footer"),
      };
    }
    case "document-completed":
      return {
        heading: t("document-completed.heading"),
        paragraphs: [fill(t("document-completed.body"), { title: message.data.title })],
        action: { label: t("document-completed.action"), link: message.data.link },
        notes: [fill(t("document-completed.verify"), { link: message.data.verifyLink })],
        footer: t("document-closed.footer"),
      };
    case "document-closed": {
      const d = message.data;
      return {
        heading: fill(t("document-closed.heading"), { title: d.title }),
        paragraphs: [fill(t(`document-closed.${d.outcome}`), { reason: d.reason })],
        action: { label: t("document-closed.action"), link: d.link },
        notes: [],
        footer: t("document-closed.footer"),
      };
    }
    case "owner-listing-review": {
      const d = message.data;
      return {
        heading: fill(t(`owner-listing-review.${d.outcome}.heading`), { title: d.title }),
        paragraphs: [
          fill(t(`owner-listing-review.${d.outcome}.body`), { note: d.note }),
          ...(d.outcome === "changes" ? [t("owner-listing-review.changes.next")] : []),
        ],
        action: { label: t("owner-listing-review.action"), link: d.link },
        notes: [],
        footer: t("owner-listing-review.footer"),
      };
    }
    case "email-change":
      return {
        heading: t("email-change.heading"),
        paragraphs: [t("email-change.body")],
        action: { label: t("email-change.action"), link: message.data.link },
        notes: [t("email-change.expiry"), t("common.notYou")],
      };
    case "alert": {
      const { searches, properties } = message.data;
      // An e-mail with saved searches reads as one about them; one with saved properties only says so.
      const aboutSearches = searches.length > 0;
      return {
        heading: t(aboutSearches ? "alert.heading" : "alert.headingProperties"),
        paragraphs: [t("alert.body"), ...(properties ? [t("alert.bodyProperties")] : [])].slice(aboutSearches ? 0 : 1),
        notes: [],
        sections: [
          ...(properties
            ? [
                {
                  heading: t("alert.savedProperties"),
                  items: properties.listings.map((l) => ({ ...l, badge: propertyBadge(l.event, l.previousPrice, t) })),
                  links: [
                    { label: t("alert.savedLink"), link: properties.link },
                    { label: t("alert.unsubscribeProperties"), link: properties.unsubscribeLink },
                  ],
                },
              ]
            : []),
          ...searches.map((search) => ({
            heading: search.name,
            items: search.listings.map((l) => ({ ...l, badge: l.priceCut ? t("alert.priceCut") : null })),
            links: [
              { label: search.more > 0 ? `${t("alert.more")} (+${String(search.more)})` : t("alert.more"), link: search.link },
              { label: t("alert.unsubscribeSearch"), link: search.unsubscribeLink },
            ],
          })),
        ],
        action: { label: t("alert.unsubscribeAll"), link: message.data.unsubscribeAllLink },
        footer: t(aboutSearches ? "alert.footer" : "alert.footerProperties"),
      };
    }
  }
}

/** A saved property's news as its badge. */
function propertyBadge(event: number, previousPrice: string | null, t: (key: MailTextKey) => string): string {
  if (event === PROPERTY_ALERT_EVENT.OffMarket) return t("alert.offMarket");
  if (event === PROPERTY_ALERT_EVENT.BackOnMarket) return t("alert.backOnMarket");
  return previousPrice ? fill(t("alert.priceDrop"), { price: previousPrice }) : t("alert.priceCut");
}
