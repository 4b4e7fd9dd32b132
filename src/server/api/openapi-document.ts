// The OpenAPI 3.1 document, generated from the routes the modules registered
// and their contracts: request and response bodies straight from the zod
// contracts in src/domain (z.toJSONSchema; requests on the input side, so
// defaults are optional), who may call each route from its policy rule, and
// the anti-forgery header wherever the route needs it.
import { z } from "zod";
import type { RouteEntry } from "../http/route-table.ts";
import { needsToken, type RouteContract } from "../http/route-contract.ts";

type Schema = Record<string, unknown>;

const json = (schema: z.ZodType, io: "input" | "output"): Schema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Schema;
  return rest;
};

const tokenHeader = {
  name: "X-XSRF-TOKEN",
  in: "header",
  required: true,
  schema: { type: "string" },
  description: "A fresh token from GET /api/communication/getcsrftoken",
};

const GATE_REFUSALS: Record<string, Record<number, { description: string }>> = {
  anyone: {},
  member: { 401: { description: "Not signed in: { result: { hasError: true, message: 'signInRequired' } }" } },
  verified: {
    401: { description: "Not signed in: signInRequired" },
    403: { description: "E-mail not confirmed yet: { result: { hasError: true, message: 'verificationRequired' } }" },
  },
  agent: {
    401: { description: "Not signed in: signInRequired" },
    403: { description: "Not an agent: { result: { hasError: true, message: 'forbidden' } }" },
  },
  admin: {
    401: { description: "Not signed in: signInRequired" },
    403: { description: "Not an administrator: { result: { hasError: true, message: 'forbidden' } }" },
  },
};

/** Fastify's `/:id` as OpenAPI's `/{id}`. */
export const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, "{$1}");

function parameters(route: RouteEntry, contract: RouteContract) {
  const list: Schema[] = [];
  const names = (schema: z.ZodObject | undefined) => (schema ? (json(schema, "input").properties as Record<string, Schema>) : {});
  const pathParams = names(contract.params);
  for (const [, name] of route.url.matchAll(/:([A-Za-z_]+)/g)) {
    list.push({ name, in: "path", required: true, schema: pathParams[name!] ?? { type: "string" } });
  }
  const required = contract.query ? ((json(contract.query, "input").required as string[] | undefined) ?? []) : [];
  for (const [name, schema] of Object.entries(names(contract.query))) {
    list.push({ name, in: "query", required: required.includes(name), schema });
  }
  if (needsToken(route.method, contract)) list.push(tokenHeader);
  return list;
}

function operation(route: RouteEntry, contract: RouteContract) {
  const { access } = contract;
  const csrf = needsToken(route.method, contract);
  const ok =
    typeof contract.response === "string"
      ? { description: contract.response }
      : { description: "OK", content: { "application/json": { schema: json(contract.response, "output") } } };
  const refusals: Record<number, { description: string }> = { ...GATE_REFUSALS[access.gate] };
  if (contract.body || contract.query || contract.params) refusals[400] = { description: "Invalid input, with the fields' errors" };
  if (csrf) {
    const gate = refusals[403] ? `${refusals[403].description}; or ` : "";
    refusals[403] = { description: `${gate}missing or foreign anti-forgery token: tokenFailed` };
  }
  for (const [status, description] of Object.entries(contract.errors ?? {})) refusals[Number(status)] = { description };
  return {
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    tags: [access.module],
    parameters: parameters(route, contract),
    ...(contract.body
      ? {
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: json(contract.body, "input"),
                ...(contract.example?.body === undefined ? {} : { example: contract.example.body }),
              },
            },
          },
        }
      : {}),
    ...(contract.bytes
      ? {
          requestBody: {
            required: true,
            description: contract.bytes.description,
            content: Object.fromEntries(
              contract.bytes.contentTypes.map((type) => [type, { schema: { type: "string", format: "binary" } }]),
            ),
          },
        }
      : {}),
    responses: { 200: ok, ...refusals },
    ...(access.gate === "anyone" ? {} : { security: [{ session: [] }] }),
    "x-policy": `${access.module}.${access.action}`,
    "x-gate": access.gate,
    "x-who": access.says,
    "x-csrf": csrf,
  };
}

/** The document of every registered route with a contract, pages and files left out. */
export function buildOpenApiDocument(routes: readonly RouteEntry[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const contract = route.contract;
    if (!contract || contract.page || route.method === "HEAD") continue;
    const path = openApiPath(route.url);
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route, contract);
  }
  return {
    openapi: "3.1.0",
    info: { title: "Harbour Homes property API", version: "1.0.0" },
    components: {
      securitySchemes: { session: { type: "apiKey", in: "cookie", name: "__Host-hh_session" } },
    },
    paths,
  };
}
