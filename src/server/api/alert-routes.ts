// One-click unsubscribe from alert e-mails (RFC 8058). The link's token is
// the authority (random, stored hashed, expiring), so the mail client's POST
// needs no session or anti-forgery token: the route lives outside /api,
// where the anti-forgery check does not apply. A GET (a person clicking the
// link, or a link scanner) changes nothing; it shows a button that posts.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AlertService } from "../services/alerts/alert-service.ts";

const tokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – Harbour Homes</title></head><body style="font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#172026"><h1 style="font-size:1.4rem">${title}</h1>${body}<p><a href="/" style="color:#0f5f5b">Harbour Homes</a></p></body></html>`;
}

export async function alertRoutes(app: FastifyInstance, options: { alerts: AlertService }): Promise<void> {
  // The mail client's one-click POST sends "List-Unsubscribe=One-Click" as a form; only the token in the address counts.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );
  app.get("/alerts/unsubscribe", async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    if (!query.success)
      return reply
        .status(404)
        .send(page("This link is not valid", "<p>It may have expired. You can turn alerts off under Saved Searches.</p>"));
    return page(
      "Stop these alerts?",
      `<form method="post" action="/alerts/unsubscribe?token=${query.data.token}"><button type="submit" style="background:#0f5f5b;color:#fff;border:0;border-radius:6px;padding:.7rem 1.2rem;font-weight:700">Unsubscribe</button></form>`,
    );
  });

  app.post("/alerts/unsubscribe", async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    if (!query.success || !(await options.alerts.unsubscribe(query.data.token))) {
      return reply
        .status(404)
        .send(page("This link is not valid", "<p>It may have expired. You can turn alerts off under Saved Searches.</p>"));
    }
    return page(
      "You are unsubscribed",
      "<p>We will not e-mail you these alerts again. You can turn them back on under Saved Searches.</p>",
    );
  });
}
