import { newsletterPolicy } from "../../domain/policy/newsletter-policy.ts";
import type { AccountServices } from "../services/accounts/account-services.ts";
import { createNewsletterService } from "../services/enquiries/newsletter-service.ts";
import { newsletterRoutes } from "../api/newsletter-routes.ts";
import { oneClickUnsubscribeRoutes } from "../api/one-click-unsubscribe-routes.ts";
import { defineModule } from "./server-module.ts";

export const newsletterModule = defineModule({
  name: "newsletter",
  purpose: "The footer newsletter: double opt-in, a member's own switch, one-click unsubscribe",
  build: (shared, built) =>
    createNewsletterService({
      database: shared.database,
      rateLimits: shared.rateLimits,
      now: shared.now,
      publicUrl: shared.config.publicUrl,
      // An account's "subscribed" flag changed: its cached sessions must read it again.
      onUserChanged: (userId) => built.get<AccountServices>("accounts").sessions.forgetUser(userId),
    }),
  routes: async (app, options) => {
    await app.register(newsletterRoutes, options);
    const { services } = options;
    await app.register(oneClickUnsubscribeRoutes, { list: "newsletter", unsubscribe: (token) => services.unsubscribe({ token }) });
  },
  mail: ["newsletter-confirm"],
  policy: newsletterPolicy,
});
