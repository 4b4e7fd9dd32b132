import { labelled, withColon } from "../../domain/i18n/labelled.ts";
import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { LanguageCode } from "../../domain/i18n/languages.ts";
import { mailText, type MailTextKey } from "./mail-catalog.ts";
import type { MailMessage } from "./mail-templates-catalog.ts";
import { contentOf, fill, type MailSection } from "./mail-content.ts";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
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
