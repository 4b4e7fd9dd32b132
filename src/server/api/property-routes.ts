// /api/property/*: search, count, properties by ids, map pins and listing
// detail. Each route: validate with the domain contract → convert the
// request once into domain terms → service → JSON.
import type { FastifyInstance } from "fastify";
import type { BrowseServices } from "../services/browse-services.ts";
import { browsePolicy } from "../../domain/policy/browse-policy.ts";
import {
  baseLayerResponseSchema,
  listingDetailResponseSchema,
  mapPinsResponseSchema,
  propertiesByIdsResponseSchema,
  searchCountResponseSchema,
  searchResponseSchema,
} from "../../domain/contracts/browse-responses.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { searchQueryRequestSchema } from "../../domain/contracts/search-query-request.ts";
import { searchCountRequestSchema } from "../../domain/contracts/search-count-request.ts";
import { propertiesByIdsRequestSchema } from "../../domain/contracts/properties-by-ids-request.ts";
import { baseLayerQuerySchema, mapPinsRequestSchema } from "../../domain/contracts/map-pins-request.ts";
import { placeLabelsQuerySchema, placeLabelsResponseSchema } from "../../domain/contracts/place-labels-request.ts";
import { listingDetailParamsSchema, listingDetailQuerySchema } from "../../domain/contracts/listing-detail-request.ts";
import { validate } from "../http/validate.ts";
import { currencyOf } from "../http/currency-cookie.ts";
import { AppError } from "../http/errors.ts";
import { currencyIdFromCode } from "../../domain/money/currency.ts";
import { searchFilters } from "../../domain/search/search-filters.ts";
import { searchSpecOf } from "../../domain/search/search-spec.ts";

const anyone = accessOf(browsePolicy, "read");
/** Reference data, the same until the next deploy: browsers and proxies may keep it a day. */
const REFERENCE_DATA_CACHING = "public, max-age=86400";

export async function propertyRoutes(app: FastifyInstance, options: { services: BrowseServices }) {
  const { search, mapPins, listingDetail } = options.services;

  // Sent as bytes: the cards' JSON is kept with their rows (see ListingCards.derived).
  app.post(
    "/api/property/search",
    contract({
      summary: "Search listings: one page and the exact total",
      access: anyone,
      body: searchQueryRequestSchema,
      response: searchResponseSchema,
    }),
    async (request, reply) => {
      const { spec, presentation } = searchSpecOf(validate(searchQueryRequestSchema, request.body));
      return reply.type("application/json; charset=utf-8").send(await search.searchJson(spec, presentation));
    },
  );

  app.post(
    "/api/property/search/count",
    contract({
      summary: "Count the listings a filter matches",
      access: anyone,
      body: searchCountRequestSchema,
      response: searchCountResponseSchema,
    }),
    async (request) => ({
      totalItems: await search.count(searchFilters(validate(searchCountRequestSchema, request.body))),
    }),
  );

  app.post(
    "/api/property/getpropertiesbyids",
    contract({
      summary: "Result items by listing id (unknown ids left out, off-market ones with isAvaliable false)",
      access: anyone,
      body: propertiesByIdsRequestSchema,
      response: propertiesByIdsResponseSchema,
    }),
    async (request) => {
      const body = validate(propertiesByIdsRequestSchema, request.body);
      // A caller that names no language (the saved lists) gets English names.
      return {
        data: {
          properties: await search.byIds(body.PropertyListingIds, { currencyId: body.CurrencyType, languageId: body.LanguageId ?? 1 }),
        },
      };
    },
  );

  app.post(
    "/api/property/mappins",
    contract({
      summary: "Map pins for a viewport and zoom",
      access: anyone,
      body: mapPinsRequestSchema,
      response: mapPinsResponseSchema,
    }),
    async (request) => {
      const body = validate(mapPinsRequestSchema, request.body);
      return mapPins.pins(
        searchFilters(body),
        { bounds: body.bounds, zoom: body.zoom },
        { currencyId: body.currencyId, languageId: body.languageId || 1 },
      );
    },
  );

  app.get(
    "/api/map/baselayer",
    contract({
      summary: "The map's offline base layer: council areas, localities, MTR lines and stations, named in a language",
      access: anyone,
      query: baseLayerQuerySchema,
      response: baseLayerResponseSchema,
    }),
    async (request, reply) => {
      const { languageId } = validate(baseLayerQuerySchema, request.query);
      void reply.header("cache-control", REFERENCE_DATA_CACHING);
      return mapPins.baseLayer(languageId);
    },
  );

  app.get(
    "/api/map/placelabels",
    contract({
      summary: "The offline map's names of estates and buildings inside a rectangle (street zoom), the most homes first",
      access: anyone,
      query: placeLabelsQuerySchema,
      response: placeLabelsResponseSchema,
      errors: { 400: "Bounds missing, not numbers, reversed, or wider than the street-zoom span" },
    }),
    async (request, reply) => {
      const query = validate(placeLabelsQuerySchema, request.query);
      void reply.header("cache-control", REFERENCE_DATA_CACHING);
      return mapPins.placeLabels(query);
    },
  );

  app.get(
    "/api/property/:id",
    contract({
      summary: "Listing detail",
      access: anyone,
      params: listingDetailParamsSchema,
      query: listingDetailQuerySchema,
      response: listingDetailResponseSchema,
      errors: { 404: "No such listing" },
    }),
    async (request) => {
      const { id } = validate(listingDetailParamsSchema, request.params);
      const query = validate(listingDetailQuerySchema, request.query);
      const currencyId = (query.currency ? currencyIdFromCode(query.currency) : null) ?? currencyOf(request);
      const detail = await listingDetail.byId(id, currencyId, query.languageId, { transactionsPage: query.transactionsPage });
      if (!detail) throw new AppError(404, "not_found", "No such listing.");
      return detail;
    },
  );
}
