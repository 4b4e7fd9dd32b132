// One-click unsubscribe from the portal's list mail (RFC 8058): alerts and
// the newsletter. The link's token is the authority (random, stored hashed),
// so the mail client's POST needs no session or anti-forgery token: the
// routes live outside /api, where the anti-forgery check does not apply. A
// GET (a person clicking the link, or a link scanner) changes nothing; it
// shows a button that posts.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { AlertService } from "../services/alerts/alert-service.ts";
import type { NewsletterService } from "../services/enquiries/newsletter-service.ts";
import { ONE_CLICK_PATHS, type MailList } from "../mail/list-unsubscribe.ts";

const tokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

interface ListTexts {
  ask: string;
  done: string;
  doneBody: string;
  invalidBody: string;
}

const TEXTS: Record<MailList, ListTexts> = {
  alerts: {
    ask: "Stop these alerts?",
    done: "You are unsubscribed",
    doneBody: "We will not e-mail you these alerts again. You can turn them back on under Saved Searches.",
    invalidBody: "It may have expired. You can turn alerts off under Saved Searches.",
  },
  newsletter: {
    ask: "Stop the newsletter?",
    done: "You are unsubscribed",
    doneBody: "We will not send you the newsletter again. You can subscribe again at the foot of any page.",
    invalidBody: "It may have been used already. You can also unsubscribe under your account's settings.",
  },
};

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – Harbour Homes</title></head><body style="font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#172026"><h1 style="font-size:1.4rem">${title}</h1>${body}<p><a href="/" style="color:#0f5f5b">Harbour Homes</a></p></body></html>`;
}

export async function oneClickUnsubscribeRoutes(
  app: FastifyInstance,
  options: { alerts: AlertService; newsletter: NewsletterService },
): Promise<void> {
  // The mail client's one-click POST sends "List-Unsubscribe=One-Click" as a form; only the token in the address counts.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );
  const unsubscribe: Record<MailList, (token: string) => Promise<boolean>> = {
    alerts: (token) => options.alerts.unsubscribe(token),
    newsletter: (token) => options.newsletter.unsubscribe({ token }),
  };
  for (const list of Object.keys(ONE_CLICK_PATHS) as MailList[]) {
    const path = ONE_CLICK_PATHS[list];
    const texts = TEXTS[list];
    const invalid = page("This link is not valid", `<p>${texts.invalidBody}</p>`);
    app.get(path, async (request, reply) => {
      const query = tokenQuery.safeParse(request.query);
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      if (!query.success) return reply.status(404).send(invalid);
      return page(
        texts.ask,
        `<form method="post" action="${path}?token=${query.data.token}"><button type="submit" style="background:#0f5f5b;color:#fff;border:0;border-radius:6px;padding:.7rem 1.2rem;font-weight:700">Unsubscribe</button></form>`,
      );
    });
    app.post(path, async (request, reply) => {
      const query = tokenQuery.safeParse(request.query);
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      if (!query.success || !(await unsubscribe[list](query.data.token))) return reply.status(404).send(invalid);
      return page(texts.done, `<p>${texts.doneBody}</p>`);
    });
  }
}
