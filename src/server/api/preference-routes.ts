import type { ModuleRoutes } from "../modules/server-module.ts";
import { platformPolicy } from "../../domain/policy/platform-policy.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { currencyPreferenceQuery } from "../../domain/contracts/preferences.ts";
import { validate } from "../http/validate.ts";
import { CURRENCY_COOKIE } from "../http/currency-cookie.ts";

/** Currency switch: the cookie holds the currency id; the page reloads in the new currency. */
export const preferenceRoutes: ModuleRoutes<unknown> = async (app, { shared }) => {
  app.get(
    "/preferences/currency",
    contract({
      summary: "Switch the currency: sets the cookie and sends the browser back to `return`",
      access: accessOf(platformPolicy, "preferences"),
      query: currencyPreferenceQuery,
      response: "303 to the page it came from",
    }),
    async (request, reply) => {
      const query = validate(currencyPreferenceQuery, request.query);
      reply.setCookie(CURRENCY_COOKIE, String(query.id), {
        path: "/",
        sameSite: "lax",
        httpOnly: false,
        secure: shared.config.publicUrl.startsWith("https:"),
        maxAge: 365 * 24 * 3600,
      });
      return reply.redirect(query.return, 303);
    },
  );
};
