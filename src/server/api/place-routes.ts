// GET /api/place/{kind}/{id}: data for building, block, estate, phase,
// district and development pages.
import type { FastifyInstance } from "fastify";
import type { BrowseServices } from "../services/browse-services.ts";
import { browsePolicy } from "../../domain/policy/browse-policy.ts";
import { placeResponseSchema } from "../../domain/contracts/browse-responses.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { placeParamsSchema, placeQuerySchema } from "../../domain/contracts/place-request.ts";
import { currencyIdFromCode } from "../../domain/money/currency.ts";
import { validate } from "../http/validate.ts";
import { currencyOf } from "../http/currency-cookie.ts";
import { AppError } from "../http/errors.ts";

export async function placeRoutes(app: FastifyInstance, options: { services: BrowseServices }) {
  app.get(
    "/api/place/:kind/:id",
    contract({
      summary: "Place page data: building, block, estate, phase, district or development",
      access: accessOf(browsePolicy, "read"),
      params: placeParamsSchema,
      query: placeQuerySchema,
      response: placeResponseSchema,
      errors: { 404: "No such place" },
    }),
    async (request) => {
      const { kind, id } = validate(placeParamsSchema, request.params);
      const query = validate(placeQuerySchema, request.query);
      const currencyId = (query.currency ? currencyIdFromCode(query.currency) : null) ?? currencyOf(request);
      const data = await options.services.places.place(kind, id, {
        currencyId,
        languageId: query.languageId,
        transactionsPage: query.transactionsPage,
      });
      if (!data) throw new AppError(404, "not_found", `No such ${kind}.`);
      return data;
    },
  );
}
