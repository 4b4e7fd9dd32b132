import { browsePolicy } from "../../domain/policy/browse-policy.ts";
import { createBrowseServices } from "../services/browse-services.ts";
import { browseRoutes } from "../api/browse-routes.ts";
import { defineModule } from "./server-module.ts";

export const browseModule = defineModule({
  name: "browse",
  purpose: "Search, map pins, suggestions, listing and place pages, transactions, photos and maps",
  build: (shared) => createBrowseServices(shared),
  pageServices: (services) => services,
  routes: browseRoutes,
  policy: browsePolicy,
});
