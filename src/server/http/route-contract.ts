// A route's contract, declared where the route is registered: what it is for,
// who may call it (a rule of its module's policy), whether it needs the
// anti-forgery token, and the zod contracts of what it takes and answers.
// The access gate enforces `access`, the OpenAPI document is generated from
// the contracts, and the route walks (anti-forgery, sign-in, 404 parity)
// read them, so a route added later is covered the day it is added.
import type { z } from "zod";
import type { Gate, Policy, Rule } from "../../domain/policy/policy.ts";

export interface Access {
  module: string;
  action: string;
  gate: Gate;
  says: string;
}

/**
 * Kinds of records a route may name that belong to the caller (the 404-parity walk makes one of each for an owner
 * and checks another account's call answers as an unknown one): a member's saved search (by id); a document by its
 * key, as its issuing agent sees it or as a signer does; a signer's signing link (its token); a download URL's
 * grant (its whole query, made for one account); an owner's listing (by id), as its owner sees it or as the agent
 * whose review queue holds it; an owner's photo not yet public (by key), likewise.
 */
export type OwnedRecord =
  | "savedSearch"
  | "agentDocument"
  | "signerDocument"
  | "signingLink"
  | "downloadGrant"
  | "ownerListing"
  | "agentOwnerListing"
  | "ownerPhoto"
  | "agentOwnerPhoto";

export interface RouteContract {
  summary: string;
  /** More than a line, where the answers need telling apart. */
  description?: string;
  access: Access;
  /** A GET that changes state (as the spec names some) still needs the token; other methods always do. */
  csrf?: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** A body of bytes rather than JSON (an upload): the content types it is sent as, and what it is. */
  bytes?: { contentTypes: readonly string[]; description: string };
  /** The 200 answer's contract, or a description where the answer is not JSON (a page, a file). */
  response: z.ZodType | string;
  /** Other answers the route gives on purpose (400, 404, 429…), described. */
  errors?: Partial<Record<400 | 401 | 403 | 404 | 429 | 503, string>>;
  /** A valid request (the API document shows it; the 404-parity walk puts another member's id into it). */
  example?: { params?: Record<string, string | number>; body?: unknown };
  /** Inputs that name one of the caller's own records: another member's id must answer as an unknown one. */
  ownedIds?: readonly { in: "params" | "query" | "body"; field: string; record: OwnedRecord; list?: boolean }[];
  /** A page or file route outside the JSON API: kept out of the API document. */
  page?: boolean;
}

declare module "fastify" {
  interface FastifyContextConfig {
    contract?: RouteContract;
  }
}

/** The access a policy's rule gives, for a route contract. */
export function accessOf<Rules extends Record<string, Rule<never>>>(policy: Policy<Rules>, action: keyof Rules & string): Access {
  const rule = policy.rules[action]!;
  return { module: policy.module, action, gate: rule.gate, says: rule.says };
}

/** Route options carrying a contract: `app.post(url, contract({...}), handler)`. */
export function contract(routeContract: RouteContract) {
  return { config: { contract: routeContract } };
}

/** The contract of the route a request matched, if it declared one. */
export function contractOf(request: { routeOptions: { config: { contract?: RouteContract } } }): RouteContract | undefined {
  return request.routeOptions.config.contract;
}

/** Methods that only read; every other method (POST, PUT, PATCH, DELETE, …) changes state. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/** Whether the route needs X-XSRF-TOKEN: every state-changing method, and a GET its contract says changes state. */
export function needsToken(method: string, routeContract: RouteContract | undefined): boolean {
  return isStateChanging(method) || routeContract?.csrf === true;
}
