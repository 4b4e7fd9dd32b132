import { savedPolicy } from "../../domain/policy/saved-policy.ts";
import type { BrowseServices } from "../services/browse-services.ts";
import { createSavedServices } from "../services/saved/saved-services.ts";
import { savedPropertyRoutes } from "../api/saved-property-routes.ts";
import { savedSearchRoutes } from "../api/saved-search-routes.ts";
import { defineModule } from "./server-module.ts";

export const savedModule = defineModule({
  name: "saved",
  purpose: "A member's saved and recently viewed properties, saved searches and follows",
  build: (shared, built) => createSavedServices(shared.database, built.get<BrowseServices>("browse").search, shared.now),
  pageServices: (services) => ({ savedProperties: services.properties, savedSearches: services.searches }),
  routes: async (app, options) => {
    await app.register(savedPropertyRoutes, options);
    await app.register(savedSearchRoutes, options);
  },
  policy: savedPolicy,
});
