import { createElement as h, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { z } from "zod";
import { parseLanguageCode } from "../../domain/i18n/languages.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import { validate } from "../http/validate.ts";
import { mailMessageSchema } from "../mail/mail-templates-catalog.ts";
import { latestOutboxRows, outboxRowById, type OutboxRow } from "../mail/outbox-queries.ts";
import { renderMail } from "../mail/render-mail.ts";

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();
const LIST_SIZE = 100;

// The message itself is shown in a frame of its own with a CSP sandbox: no
// scripts, no forms, nothing from elsewhere, and a link opens in the whole
// window (so the verification link works like in a mail client).
const MESSAGE_BODY_POLICY =
  "sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation; default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

/**
 * The local mailbox (no SMTP_URL): the outbox as a list, newest first, and
 * each message as it would arrive, so a newcomer can follow a verification
 * link after `npm start`. Not registered when SMTP_URL is set.
 */
export const mailboxRoutes: ModuleRoutes<unknown> = async (app, { shared }) => {
  const { database } = shared;
  const { publicUrl } = shared.config;
  const rendered = (row: OutboxRow) =>
    renderMail(mailMessageSchema.parse({ template: row.template, data: row.data }), parseLanguageCode(row.language) ?? "en", publicUrl);
  const page = (title: string, body: ReactNode) =>
    `<!doctype html>${renderToStaticMarkup(
      h(
        "html",
        { lang: "en" },
        h(
          "head",
          null,
          h("meta", { charSet: "utf-8" }),
          h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
          h("meta", { name: "robots", content: "noindex" }),
          h("title", null, title),
        ),
        h(
          "body",
          { style: { fontFamily: "system-ui, sans-serif", margin: "0 auto", maxWidth: "960px", padding: "16px", color: "#172026" } },
          body,
        ),
      ),
    )}`;

  app.get("/mailbox", async (_request, reply) => {
    const rows = await latestOutboxRows(database, LIST_SIZE);
    const items = rows.map((row) =>
      h(
        "tr",
        { key: row.id },
        h("td", null, new Date(row.created_at).toISOString().replace("T", " ").slice(0, 19)),
        h("td", null, row.recipient),
        h("td", null, h("a", { href: `/mailbox/${row.id}` }, rendered(row).subject)),
        h("td", null, row.language),
      ),
    );
    const body = [
      h("h1", { key: "h" }, "Local mailbox"),
      h(
        "p",
        { key: "p" },
        "Without SMTP_URL the portal keeps its e-mail here instead of sending it. Newest first; set SMTP_URL to deliver mail.",
      ),
      rows.length === 0
        ? h("p", { key: "empty" }, "No e-mail yet.")
        : h(
            "table",
            { key: "t", style: { borderCollapse: "collapse", width: "100%" }, cellPadding: 6 },
            h(
              "thead",
              null,
              h(
                "tr",
                { style: { textAlign: "left" } },
                h("th", null, "Created (UTC)"),
                h("th", null, "To"),
                h("th", null, "Subject"),
                h("th", null, "Language"),
              ),
            ),
            h("tbody", null, items),
          ),
    ];
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page("Local mailbox", body));
  });

  app.get("/mailbox/:id", async (request, reply) => {
    const { id } = validate(idParams, request.params);
    const row = await outboxRowById(database, id);
    if (!row)
      return reply
        .status(404)
        .type("text/html; charset=utf-8")
        .send(page("Not found", h("p", null, "No such message. ", h("a", { href: "/mailbox" }, "Back to the mailbox"))));
    const mail = rendered(row);
    const links = [...new Set(mail.text.match(/https?:\/\/\S+/g) ?? [])].filter((link) => !link.endsWith(`/${row.language}`));
    const body = [
      h("p", { key: "back" }, h("a", { href: "/mailbox" }, "← Local mailbox")),
      h("h1", { key: "h", style: { fontSize: "20px" } }, mail.subject),
      h(
        "dl",
        { key: "meta" },
        h("dt", null, "To"),
        h("dd", null, row.recipient),
        h("dt", null, "Created"),
        h("dd", null, new Date(row.created_at).toISOString()),
      ),
      links.length
        ? h(
            "p",
            { key: "links" },
            "Links: ",
            links.map((link) => h("a", { key: link, href: link, style: { wordBreak: "break-all", marginRight: "8px" } }, link)),
          )
        : null,
      h("iframe", {
        key: "frame",
        title: mail.subject,
        src: `/mailbox/${row.id}/body`,
        sandbox: "allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation",
        style: { width: "100%", height: "640px", border: "1px solid #d9dfe3" },
      }),
      h("details", { key: "text" }, h("summary", null, "Plain text"), h("pre", { style: { whiteSpace: "pre-wrap" } }, mail.text)),
    ];
    return reply.type("text/html; charset=utf-8").header("cache-control", "no-store").send(page(mail.subject, body));
  });

  app.get("/mailbox/:id/body", async (request, reply) => {
    const { id } = validate(idParams, request.params);
    const row = await outboxRowById(database, id);
    if (!row) return reply.status(404).type("text/plain; charset=utf-8").send("No such message.");
    // <base target=_top>: the frame's links open in the whole window.
    const html = rendered(row).html.replace("<head>", '<head><base target="_top"/>');
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .header("content-security-policy", MESSAGE_BODY_POLICY)
      .send(html);
  });
};
