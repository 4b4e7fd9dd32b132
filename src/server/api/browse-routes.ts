// The browse side's routes: the property, data and place calls, and the
// generated photos and static maps.
import type { ModuleRoutes } from "../modules/server-module.ts";
import type { BrowseServices } from "../services/browse-services.ts";
import { propertyRoutes } from "./property-routes.ts";
import { dataRoutes } from "./data-routes.ts";
import { placeRoutes } from "./place-routes.ts";
import { photoRoutes } from "./photo-routes.ts";
import { staticMapRoutes } from "./static-map-routes.ts";

export const browseRoutes: ModuleRoutes<BrowseServices> = async (app, { services, shared }) => {
  await app.register(propertyRoutes, { services });
  await app.register(dataRoutes, { services });
  await app.register(placeRoutes, { services });
  await app.register(photoRoutes, { dataDir: shared.config.dataDir });
  await app.register(staticMapRoutes);
};
