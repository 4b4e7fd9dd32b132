import { labelled, withColon } from "../../domain/i18n/labelled.ts";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import { PROPERTY_ALERT_EVENT } from "../../domain/saved/property-alert-events.ts";
import { mailText, type MailTextKey } from "./mail-catalog.ts";
import type { MailMessage } from "./mail-templates-catalog.ts";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What a template says, in order; HTML and plain text are both made from it. */
interface MailContent {
  heading: string;
  paragraphs: string[];
  action?: { label: string; link: string };
  notes: string[];
  /** Alerts: listings under each saved search's name. */
  sections?: MailSection[];
  /** Why the e-mail came (default: an action on the person's account). */
  footer?: string;
}

interface MailSection {
  heading: string;
  items: { title: string; detail: string; price: string; image: string | null; link: string; badge: string | null }[];
  links: { label: string; link: string }[];
}

/** `{name}` placeholders of a mail text filled in. */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

function contentOf(message: MailMessage, t: (key: MailTextKey) => string): MailContent {
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

function sectionHtml(section: MailSection): ReactNode {
  return h(
    "div",
    { key: section.heading, style: { margin: "0 0 24px" } },
    h("h2", { style: { margin: "0 0 12px", fontSize: "17px", color: "#172026" } }, section.heading),
    section.items.map((item) =>
      h(
        "table",
        {
          key: item.link,
          role: "presentation",
          width: "100%",
          cellPadding: 0,
          cellSpacing: 0,
          style: { margin: "0 0 12px", border: "1px solid #d9dfe3", borderRadius: "6px" },
        },
        h(
          "tbody",
          null,
          h(
            "tr",
            null,
            item.image
              ? h(
                  "td",
                  { width: 120, style: { padding: "8px", verticalAlign: "top" } },
                  h(
                    "a",
                    { href: item.link },
                    h("img", {
                      src: item.image,
                      width: 112,
                      height: 84,
                      alt: item.title,
                      style: { display: "block", borderRadius: "4px" },
                    }),
                  ),
                )
              : null,
            h(
              "td",
              { style: { padding: "8px 12px", verticalAlign: "top", fontSize: "14px", color: "#172026" } },
              h("a", { href: item.link, style: { color: ACCENT, fontWeight: 700, textDecoration: "none" } }, item.title),
              h("div", { style: { color: "#53606a", fontSize: "13px", margin: "2px 0 4px" } }, item.detail),
              h(
                "div",
                { style: { fontWeight: 700 } },
                item.price,
                item.badge ? h("span", { style: { marginLeft: "8px", color: "#b42318", fontSize: "12px" } }, item.badge) : null,
              ),
            ),
          ),
        ),
      ),
    ),
    h(
      "p",
      { style: { margin: "4px 0 0", fontSize: "13px" } },
      section.links.map((l, i) => [i > 0 ? " · " : null, h("a", { key: l.link, href: l.link, style: { color: ACCENT } }, l.label)]),
    ),
  );
}

// The portal's look in what mail clients understand: one centred table,
// inline styles, the accent colour of src/web/ui/tokens.css, system fonts
// with the CJK faces the pages use.
const ACCENT = "#0f5f5b";
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, "PingFang HK", "Noto Sans CJK TC", "Microsoft JhengHei", sans-serif';
const HTML_LANG: Record<LanguageCode, string> = { en: "en", "zh-hk": "zh-Hant-HK", "zh-cn": "zh-Hans-CN" };

/** Subject, HTML and plain text of one e-mail in one language, from the one catalog. */
export function renderMail(message: MailMessage, language: LanguageCode, publicUrl: string): RenderedMail {
  const t = (key: MailTextKey) => mailText(language, key);
  const content = contentOf(message, t);
  // An enquiry's subject names the enquirer, so an agent's inbox tells enquiries apart.
  // Control characters (a line break typed into a name) never reach a header.
  const subjectValues: Record<string, string> =
    "name" in message.data ? { name: message.data.name.replace(/[\p{Cc}\s]+/gu, " ").trim() } : {};
  const subjectKey =
    message.template === "alert" && message.data.searches.length === 0 ? "alert.subjectProperties" : `${message.template}.subject`;
  const subject = `${fill(t(subjectKey as MailTextKey), subjectValues)} – ${t("site.name")}`;
  const home = `${publicUrl}/${language}`;

  const p = (text: string, muted = false): ReactNode =>
    h(
      "p",
      {
        key: text,
        style: { margin: "0 0 16px", fontSize: muted ? "13px" : "15px", lineHeight: 1.55, color: muted ? "#53606a" : "#172026" },
      },
      text,
    );
  const body = h(
    "table",
    { role: "presentation", width: "100%", cellPadding: 0, cellSpacing: 0, style: { background: "#f4f6f7", fontFamily: FONT } },
    h(
      "tbody",
      null,
      h(
        "tr",
        null,
        h(
          "td",
          { align: "center", style: { padding: "24px 12px" } },
          h(
            "table",
            {
              role: "presentation",
              width: "100%",
              cellPadding: 0,
              cellSpacing: 0,
              style: { maxWidth: "560px", background: "#ffffff", border: "1px solid #d9dfe3", borderRadius: "8px" },
            },
            h(
              "tbody",
              null,
              h(
                "tr",
                null,
                h(
                  "td",
                  { style: { background: ACCENT, padding: "16px 24px", borderRadius: "8px 8px 0 0" } },
                  h(
                    "a",
                    { href: home, style: { color: "#ffffff", fontSize: "20px", fontWeight: 700, textDecoration: "none" } },
                    t("site.name"),
                  ),
                  h("div", { style: { color: "#e3f1ef", fontSize: "13px" } }, t("site.tagline")),
                ),
              ),
              h(
                "tr",
                null,
                h(
                  "td",
                  { style: { padding: "24px" } },
                  h("h1", { style: { margin: "0 0 16px", fontSize: "22px", color: "#172026" } }, content.heading),
                  p(t("common.greeting")),
                  content.paragraphs.map((text) => p(text)),
                  content.sections ? content.sections.map(sectionHtml) : null,
                  content.action
                    ? [
                        h(
                          "p",
                          { key: "action", style: { margin: "24px 0" } },
                          h(
                            "a",
                            {
                              href: content.action.link,
                              style: {
                                background: ACCENT,
                                color: "#ffffff",
                                padding: "12px 20px",
                                borderRadius: "6px",
                                fontWeight: 700,
                                textDecoration: "none",
                                display: "inline-block",
                              },
                            },
                            content.action.label,
                          ),
                        ),
                        h(
                          "p",
                          { key: "fallback", style: { margin: "0 0 16px", fontSize: "13px", color: "#53606a", wordBreak: "break-all" } },
                          t("common.linkFallback"),
                          h("br"),
                          h("a", { href: content.action.link, style: { color: ACCENT } }, content.action.link),
                        ),
                      ]
                    : null,
                  content.notes.map((text) => p(text, true)),
                ),
              ),
              h(
                "tr",
                null,
                h(
                  "td",
                  { style: { padding: "16px 24px", borderTop: "1px solid #d9dfe3", fontSize: "12px", color: "#53606a" } },
                  content.footer ?? t("common.footer"),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  );
  const html = `<!doctype html>${renderToStaticMarkup(
    h(
      "html",
      { lang: HTML_LANG[language] },
      h(
        "head",
        null,
        h("meta", { charSet: "utf-8" }),
        h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
        h("title", null, subject),
      ),
      h("body", { style: { margin: 0, padding: 0 } }, body),
    ),
  )}`;

  const text = [
    t("site.name"),
    "",
    content.heading,
    "",
    t("common.greeting"),
    "",
    ...content.paragraphs.flatMap((line) => [line, ""]),
    ...(content.sections ?? []).flatMap((section) => [
      section.heading,
      "",
      ...section.items.flatMap((item) => [
        `${item.title} – ${item.price}${item.badge ? ` (${item.badge})` : ""}`,
        item.detail,
        item.link,
        "",
      ]),
      ...section.links.flatMap((l) => [labelled(language, l.label, l.link)]),
      "",
    ]),
    ...(content.action ? [withColon(language, content.action.label), content.action.link, ""] : []),
    ...content.notes.flatMap((line) => [line, ""]),
    "--",
    content.footer ?? t("common.footer"),
    home,
    "",
  ].join("\n");
  return { subject, html, text };
}
