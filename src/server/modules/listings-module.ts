import { listingsPolicy } from "../../domain/policy/listings-policy.ts";
import type { DocumentService } from "../services/documents/document-service.ts";
import { createOwnerListingsService } from "../services/owner-listings/owner-listings-service.ts";
import { ownerListingRoutes } from "../api/owner-listing-routes.ts";
import { ownerPhotoRoutes } from "../api/owner-photo-routes.ts";
import { defineModule } from "./server-module.ts";

export const listingsModule = defineModule({
  name: "listings",
  purpose: "Owners list their flats: a draft, an agent's review, the signed estate agency agreement, then live in search",
  build: (shared, built) =>
    createOwnerListingsService({
      database: shared.database,
      files: shared.files,
      rateLimits: shared.rateLimits,
      now: shared.now,
      publicUrl: shared.config.publicUrl,
      // The agent desk issues the agreement; a completed document moves its listing on.
      documents: built.get<DocumentService>("documents"),
      listingIndex: shared.listingIndex,
    }),
  // The API answers are never stored by a cache (ownerListingRoutes says so for its context); the photos are.
  routes: async (app, options) => {
    await app.register(ownerListingRoutes, options);
    await app.register(ownerPhotoRoutes, options);
  },
  // Photos no listing named within a day of their upload go, rows and files.
  housekeeping: async (listings) => {
    await listings.sweepPhotos();
  },
  mail: ["owner-listing-review"],
  policy: listingsPolicy,
});
