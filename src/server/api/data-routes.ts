// /api/data/*: keyword suggestions for the search overlay and filter panel, and
// the buildings behind a suggestion for the owners' listing form.
import type { FastifyInstance } from "fastify";
import type { BrowseServices } from "../services/browse-services.ts";
import { browsePolicy } from "../../domain/policy/browse-policy.ts";
import { keywordSuggestionsResponseSchema } from "../../domain/contracts/browse-responses.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { keywordSuggestionsRequestSchema } from "../../domain/contracts/keyword-suggestions-request.ts";
import { buildingChoicesRequestSchema, buildingChoicesResponseSchema } from "../../domain/contracts/building-choices.ts";
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

  app.get(
    "/api/data/buildingsofplace",
    contract({
      summary: "The buildings of a building, block, phase or estate suggestion (an unknown id: none), by English name",
      access: accessOf(browsePolicy, "read"),
      query: buildingChoicesRequestSchema,
      response: buildingChoicesResponseSchema,
    }),
    async (request) => {
      const { kind, id } = validate(buildingChoicesRequestSchema, request.query);
      return { data: { buildings: await options.services.buildingChoices.of(kind, id) } };
    },
  );
}
