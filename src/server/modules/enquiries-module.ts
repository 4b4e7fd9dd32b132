import { enquiriesPolicy } from "../../domain/policy/enquiries-policy.ts";
import type { BrowseServices } from "../services/browse-services.ts";
import { createEnquiryService } from "../services/enquiries/enquiry-service.ts";
import { enquiryRoutes } from "../api/enquiry-routes.ts";
import { defineModule } from "./server-module.ts";

export const enquiriesModule = defineModule({
  name: "enquiries",
  purpose: "Enquiries and recorded WhatsApp and phone taps, the reply bar's offices, a member's history and the agent desk",
  build: (shared, built) =>
    createEnquiryService({
      database: shared.database,
      rateLimits: shared.rateLimits,
      now: shared.now,
      publicUrl: shared.config.publicUrl,
      // An enquiry about an overseas listing names it, with its photos.
      international: built.get<BrowseServices>("browse").international,
    }),
  pageServices: (enquiries) => ({ enquiries }),
  routes: enquiryRoutes,
  mail: ["enquiry-agent", "enquiry-receipt"],
  policy: enquiriesPolicy,
});
