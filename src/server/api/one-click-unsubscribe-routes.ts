// One-click unsubscribe from the portal's list mail (RFC 8058): alerts and
// the newsletter. The link's token is the authority (random, stored hashed),
// so the mail client's POST needs no session or anti-forgery token: the
// routes live outside /api, where the anti-forgery check does not apply. A
// GET (a person clicking the link, or a link scanner) changes nothing; it
// shows a button that posts.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { alertsPolicy } from "../../domain/policy/alerts-policy.ts";
import { newsletterPolicy } from "../../domain/policy/newsletter-policy.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { ONE_CLICK_PATHS, type MailList } from "../mail/list-unsubscribe.ts";
import { mailText, type MailTextKey } from "../mail/mail-catalog.ts";
import { DEFAULT_LANGUAGE, LANGUAGES, parseLanguageCode, type LanguageCode } from "../../domain/i18n/languages.ts";

const tokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** The mail's language from the link (`lang`); a link without one, or with an unknown one, reads as English. */
function languageOf(query: unknown): LanguageCode {
  const lang = (query as { lang?: unknown } | null)?.lang;
  return (typeof lang === "string" && parseLanguageCode(lang)) || DEFAULT_LANGUAGE;
}

/** The page's texts in `language` for `list` (the mail catalog's, as the mail that linked here). */
function textsOf(language: LanguageCode, list: MailList) {
  const t = (key: MailTextKey) => mailText(language, key);
  return {
    button: t("unsubscribe-page.button"),
    done: t("unsubscribe-page.done"),
    invalid: t("unsubscribe-page.invalid"),
    ask: t(`unsubscribe-page.${list}.ask`),
    doneBody: t(`unsubscribe-page.${list}.doneBody`),
    invalidBody: t(`unsubscribe-page.${list}.invalidBody`),
    site: t("site.name"),
  };
}

function page(language: LanguageCode, site: string, title: string, body: string): string {
  return `<!doctype html><html lang="${LANGUAGES[language].locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} – ${site}</title></head><body style="font-family:system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#172026"><main><h1 style="font-size:1.4rem">${title}</h1>${body}<p><a href="/${language}" style="color:#0f5f5b">${site}</a></p></main></body></html>`;
}

/** The two pages of one list's unsubscribe link; each module that sends list mail registers its own. */
export async function oneClickUnsubscribeRoutes(
  app: FastifyInstance,
  options: { list: MailList; unsubscribe: (token: string) => Promise<boolean> },
): Promise<void> {
  const { list, unsubscribe } = options;
  // The mail client's one-click POST sends "List-Unsubscribe=One-Click" as a form; only the token in the address counts.
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );
  const path = ONE_CLICK_PATHS[list];
  const access = list === "alerts" ? accessOf(alertsPolicy, "unsubscribeByToken") : accessOf(newsletterPolicy, "subscribe");
  const pageContract = (summary: string) =>
    contract({ summary, access, query: tokenQuery, response: "HTML", errors: { 404: "Unknown, used or expired token" } });
  app.get(
    path,
    pageContract(`The page of a ${list} e-mail's unsubscribe link: changes nothing, shows a button that posts`),
    async (request, reply) => {
      const language = languageOf(request.query);
      const texts = textsOf(language, list);
      const query = tokenQuery.safeParse(request.query);
      reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
      if (!query.success) return reply.status(404).send(page(language, texts.site, texts.invalid, `<p>${texts.invalidBody}</p>`));
      return page(
        language,
        texts.site,
        texts.ask,
        `<form method="post" action="${path}?token=${query.data.token}&amp;lang=${language}"><button type="submit" style="background:#0f5f5b;color:#fff;border:0;border-radius:6px;padding:.7rem 1.2rem;font-weight:700">${texts.button}</button></form>`,
      );
    },
  );
  // RFC 8058: the token is the authority, so neither a session nor the anti-forgery token is asked for (the path is outside /api).
  app.post(path, pageContract(`One-click unsubscribe from ${list} e-mails (RFC 8058)`), async (request, reply) => {
    const language = languageOf(request.query);
    const texts = textsOf(language, list);
    const query = tokenQuery.safeParse(request.query);
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    if (!query.success || !(await unsubscribe(query.data.token)))
      return reply.status(404).send(page(language, texts.site, texts.invalid, `<p>${texts.invalidBody}</p>`));
    return page(language, texts.site, texts.done, `<p>${texts.doneBody}</p>`);
  });
}
