import { contentPolicy } from "../../domain/policy/content-policy.ts";
import type { BrowseServices } from "../services/browse-services.ts";
import { createContentService } from "../services/content/content-service.ts";
import { preparedQueryable } from "../services/search/prepared-query.ts";
import { defineModule } from "./server-module.ts";

export const contentModule = defineModule({
  name: "content",
  purpose: "The agent team and profiles, news, guides, the fixed pages and the mega menus' places (pages only)",
  build: (shared, built) =>
    createContentService(preparedQueryable(shared.database), built.get<BrowseServices>("browse").search, shared.listingIndex),
  pageServices: (content) => ({ content }),
  policy: contentPolicy,
});
