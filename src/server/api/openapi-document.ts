// The OpenAPI 3.1 document: request bodies and parameters straight from the
// zod contracts (z.toJSONSchema, input side, so defaults are optional).
import { z } from "zod";
import { searchQueryRequestSchema } from "../../domain/contracts/search-query-request.ts";
import { searchCountRequestSchema } from "../../domain/contracts/search-count-request.ts";
import { keywordSuggestionsRequestSchema } from "../../domain/contracts/keyword-suggestions-request.ts";
import { propertiesByIdsRequestSchema } from "../../domain/contracts/properties-by-ids-request.ts";
import { baseLayerQuerySchema, mapPinsRequestSchema } from "../../domain/contracts/map-pins-request.ts";
import { listingDetailParamsSchema, listingDetailQuerySchema } from "../../domain/contracts/listing-detail-request.ts";
import { placeParamsSchema, placeQuerySchema } from "../../domain/contracts/place-request.ts";
import { accountPaths } from "./openapi-accounts.ts";
import { savedPaths } from "./openapi-saved.ts";
import { contactUsMediaRequestSchema, contactUsRequestSchema } from "../../domain/contracts/enquiry-request.ts";
import { officeInfoRequestSchema } from "../../domain/contracts/office-info.ts";

type Schema = Record<string, unknown>;

const json = (schema: z.ZodType): Schema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Schema;
  return rest;
};

const errorResponse = { description: "Invalid input: { error: { code, message, fields } }" };
// Every state-changing call carries a token from /api/communication/getcsrftoken (decision 0010).
const tokenHeader = {
  name: "X-XSRF-TOKEN",
  in: "header",
  required: true,
  schema: { type: "string" },
  description: "A fresh token from GET /api/communication/getcsrftoken",
};
const tokenFailed = { description: 'Missing or foreign anti-forgery token: { result: { hasError: true, message: "tokenFailed" } }' };

function post(summary: string, body: z.ZodType, answer: string) {
  return {
    post: {
      summary,
      parameters: [tokenHeader],
      requestBody: { required: true, content: { "application/json": { schema: json(body) } } },
      responses: { 200: { description: answer }, 400: errorResponse, 403: tokenFailed },
    },
  };
}

function parameters(path: z.ZodObject, query: z.ZodObject) {
  const list = (schema: z.ZodObject, where: "path" | "query") =>
    Object.entries(json(schema).properties as Record<string, Schema>).map(([name, s]) => ({
      name,
      in: where,
      required: where === "path",
      schema: s,
    }));
  return [...list(path, "path"), ...list(query, "query")];
}

export function buildOpenApiDocument() {
  return {
    openapi: "3.1.0",
    info: { title: "Harbour Homes property API", version: "1.0.0" },
    paths: {
      ...accountPaths(),
      ...savedPaths(),
      "/api/communication/contactus": post(
        "Send an enquiry: stored with the agent's e-mail and the receipt before the answer; 429 tooManyEnquiries past the limits",
        contactUsRequestSchema,
        "{ result: { hasError: false, message: 'enquireSuccess' }, enquiryId, references: { HasAccount, LoginProvider } }",
      ),
      "/api/communication/contactusmedia": post(
        "Record a WhatsApp or phone tap (enquiryCommMediaType 3 or 4) before its link opens",
        contactUsMediaRequestSchema,
        "{ result: { hasError: false, message: 'mediaRecorded' }, enquiryId }",
      ),
      "/api/general/getofficeinfo": post(
        "The reply bar: each office open (9) or closed (10) now, its messages and its form, phone and WhatsApp",
        officeInfoRequestSchema,
        "{ offices: [{ officeId, status, messageContainer: { messages: [{ title, caption }] }, commMedias: [{ type, status, mediaData }] }] }",
      ),
      "/api/communication/getcsrftoken": {
        get: {
          summary:
            "A fresh anti-forgery token for this visitor (also under /{lang}/api/...); sets the visitor's secret cookie on the first call",
          responses: { 200: { description: "{ data: token }, to send as X-XSRF-TOKEN with the next state-changing call" } },
        },
      },
      "/api/property/search": post(
        "Search listings: one page and the exact total",
        searchQueryRequestSchema,
        "{ pager: { currentPage, totalPages, totalItems }, properties }",
      ),
      "/api/property/search/count": post("Count the listings a filter matches", searchCountRequestSchema, "{ totalItems }"),
      "/api/data/getkeywordsuggestions": post(
        "Grouped place suggestions for a keyword",
        keywordSuggestionsRequestSchema,
        "{ data: { groups: [{ key, items: [{ resultId, result, type, count, names }] }] } }",
      ),
      "/api/property/getpropertiesbyids": post(
        "Result items by listing id",
        propertiesByIdsRequestSchema,
        "{ data: { properties } } (unknown ids left out, off-market ones with isAvaliable false)",
      ),
      "/api/property/mappins": post(
        "Map pins for a viewport and zoom",
        mapPinsRequestSchema,
        "{ layer, pins, outsideSelectedDistricts, bounds, focus }",
      ),
      "/api/map/baselayer": {
        get: {
          summary: "The map's offline base layer: council areas, localities, MTR lines and stations, named in a language",
          parameters: parameters(z.strictObject({}), baseLayerQuerySchema),
          responses: { 200: { description: "{ councils, localities, lines, stations }" }, 400: errorResponse },
        },
      },
      "/api/property/{id}": {
        get: {
          summary: "Listing detail",
          parameters: parameters(listingDetailParamsSchema, listingDetailQuerySchema),
          responses: { 200: { description: "The listing detail" }, 400: errorResponse, 404: { description: "No such listing" } },
        },
      },
      "/api/place/{kind}/{id}": {
        get: {
          summary: "Place page data",
          parameters: parameters(placeParamsSchema, placeQuerySchema),
          responses: { 200: { description: "The place data" }, 400: errorResponse, 404: { description: "No such place" } },
        },
      },
    },
  };
}
