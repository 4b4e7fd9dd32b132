// /api/data/*: keyword suggestions for the search overlay and filter panel.
import type { FastifyInstance } from "fastify";
import type { PortalServices } from "../services/portal-services.ts";
import { keywordSuggestionsRequestSchema } from "../../domain/contracts/keyword-suggestions-request.ts";
import { validate } from "../http/validate.ts";

export async function dataRoutes(app: FastifyInstance, options: { services: Pick<PortalServices, "suggestions"> }) {
  app.post("/api/data/getkeywordsuggestions", async (request) => {
    const { keyword, listingTypeId } = validate(keywordSuggestionsRequestSchema, request.body);
    return { data: { groups: await options.services.suggestions.suggest(keyword, listingTypeId) } };
  });
}
