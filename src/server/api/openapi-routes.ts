// GET /api/openapi.json: the OpenAPI 3.1 document generated from the routes
// the modules registered and their contracts, so the documented input is the
// validated input. Built once, on the first request (every route is
// registered by then).
import { platformPolicy } from "../../domain/policy/platform-policy.ts";
import type { ModuleRoutes } from "../modules/server-module.ts";
import { accessOf, contract } from "../http/route-contract.ts";
import { buildOpenApiDocument } from "./openapi-document.ts";

export const openapiRoutes: ModuleRoutes<unknown> = async (app) => {
  let document: ReturnType<typeof buildOpenApiDocument> | null = null;
  app.get(
    "/api/openapi.json",
    contract({ summary: "This document", access: accessOf(platformPolicy, "read"), response: "OpenAPI 3.1" }),
    async (request) => (document ??= buildOpenApiDocument(request.server.routeTable)),
  );
};
