// GET /api/openapi.json: an OpenAPI 3.1 document generated from the zod
// contracts in src/domain, so the documented input is the validated input.
import type { FastifyInstance } from "fastify";
import { buildOpenApiDocument } from "./openapi-document.ts";

export async function openapiRoutes(app: FastifyInstance) {
  const document = buildOpenApiDocument();
  app.get("/api/openapi.json", async () => document);
}
