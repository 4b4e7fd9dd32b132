// /api/data/*: keyword suggestions for the search overlay and filter panel.
import type { FastifyInstance } from "fastify";
import type { BrowseServices } from "../services/browse-services.ts";
import { browsePolicy } from "../../domain/policy/browse-policy.ts";
import { keywordSuggestionsResponseSchema } from "../../domain/contracts/browse-responses.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { keywordSuggestionsRequestSchema } from "../../domain/contracts/keyword-suggestions-request.ts";
import { validate } from "../http/validate.ts";

export async function dataRoutes(app: FastifyInstance, options: { services: BrowseServices }) {
  app.post(
    "/api/data/getkeywordsuggestions",
    contract({
      summary: "Grouped place suggestions for a keyword",
      access: accessOf(browsePolicy, "read"),
      body: keywordSuggestionsRequestSchema,
      response: keywordSuggestionsResponseSchema,
    }),
    async (request) => {
      const { keyword, listingTypeId } = validate(keywordSuggestionsRequestSchema, request.body);
      return { data: { groups: await options.services.suggestions.suggest(keyword, listingTypeId) } };
    },
  );
}
