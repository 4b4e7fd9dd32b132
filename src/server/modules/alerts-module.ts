import { alertsPolicy } from "../../domain/policy/alerts-policy.ts";
import type { BrowseServices } from "../services/browse-services.ts";
import { createAlertService } from "../services/alerts/alert-service.ts";
import { alertJobs, scheduleAlerts } from "../services/alerts/alert-jobs.ts";
import { oneClickUnsubscribeRoutes } from "../api/one-click-unsubscribe-routes.ts";
import { defineModule } from "./server-module.ts";

export const alertsModule = defineModule({
  name: "alerts",
  purpose: "E-mails of new matches and price cuts for saved searches, follows and saved properties, with one-click unsubscribe",
  build: (shared, built) =>
    createAlertService({
      database: shared.database,
      listingIndex: shared.listingIndex,
      search: built.get<BrowseServices>("browse").search,
      keywords: shared.keywordBuildings,
      publicUrl: shared.config.publicUrl,
      now: shared.now,
    }),
  routes: async (app, { services }) => {
    await app.register(oneClickUnsubscribeRoutes, { list: "alerts", unsubscribe: (token) => services.unsubscribe(token) });
  },
  jobs: (alerts, shared) => alertJobs(shared.database, alerts, shared.now),
  schedule: (_alerts, shared) => scheduleAlerts(shared.database, shared.now()),
  mail: ["alert"],
  policy: alertsPolicy,
});
