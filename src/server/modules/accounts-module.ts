import { accountsPolicy } from "../../domain/policy/accounts-policy.ts";
import { createAccountServices } from "../services/accounts/account-services.ts";
import { sweepAccountRows } from "../services/accounts/account-housekeeping.ts";
import { accountRoutes } from "../api/account-routes.ts";
import { profileRoutes } from "../api/profile-routes.ts";
import { defineModule } from "./server-module.ts";

export const accountsModule = defineModule({
  name: "accounts",
  purpose: "Sign-up, sign-in (password and social), sessions, recovery, profile, data export and deletion",
  build: (shared) =>
    createAccountServices({
      database: shared.database,
      rateLimits: shared.rateLimits,
      publicUrl: shared.config.publicUrl,
      oidcProviders: shared.config.oidcProviders,
      now: shared.now,
      onBackgroundError: (error) => shared.log.warn({ err: error }, "session bookkeeping failed"),
    }),
  routes: async (app, options) => {
    await app.register(accountRoutes, options);
    await app.register(profileRoutes, options);
  },
  housekeeping: async (_services, shared) => {
    await sweepAccountRows(shared.database);
  },
  mail: ["verify-email", "reset-password", "password-changed", "email-change"],
  policy: accountsPolicy,
});
