import type { FastifyInstance } from "fastify";
import { currencyPreferenceQuery } from "../../domain/contracts/preferences.ts";
import { validate } from "../http/validate.ts";
import { CURRENCY_COOKIE } from "../http/currency-cookie.ts";

/** Currency switch: the cookie holds the currency id; the page reloads in the new currency. */
export async function preferenceRoutes(app: FastifyInstance, options: { secureCookies: boolean }) {
  app.get("/preferences/currency", async (request, reply) => {
    const query = validate(currencyPreferenceQuery, request.query);
    reply.setCookie(CURRENCY_COOKIE, String(query.id), {
      path: "/",
      sameSite: "lax",
      httpOnly: false,
      secure: options.secureCookies,
      maxAge: 365 * 24 * 3600,
    });
    return reply.redirect(query.return, 303);
  });
}
