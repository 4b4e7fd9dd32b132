// Walks every route the modules registered, so a route added later is
// covered the day it is added: it declares a contract, the API document
// shows it with who may call it and whether it needs the anti-forgery token,
// the access gate does what the contract says, and a route that takes the id
// of a member's own record answers another member's id exactly as it answers
// an unknown one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { isApiPath } from "../../../src/server/http/csrf.ts";
import { needsToken, type OwnedRecord, type RouteContract } from "../../../src/server/http/route-contract.ts";
import type { RouteEntry } from "../../../src/server/http/route-table.ts";
import { openApiPath } from "../../../src/server/api/openapi-document.ts";
import { mailTemplateOwners, SERVER_MODULES } from "../../../src/server/modules/registry.ts";
import { mailMessageSchema } from "../../../src/server/mail/mail-templates-catalog.ts";
import { SAVED_SEARCH_SET } from "../saved/saved-search-set.ts";
import {
  apiVisitor,
  memberWithPassword,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
  type ApiVisitor,
} from "../accounts-app.ts";

type Operation = { "x-gate": string; "x-csrf": boolean; "x-policy": string; parameters: { name: string; in: string }[] };

/** A concrete path for a route pattern: the contract's example parameters, else placeholders. */
const pathOf = (route: RouteEntry, params: Record<string, string | number> = {}) =>
  route.url
    .replace(/:lang\b/g, "en")
    .replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => String(params[name] ?? route.contract?.example?.params?.[name] ?? 1))
    .replace(/\*/g, "anything");

/** The API's routes: every route under /api but the catch-all that answers 404 for unknown ones. */
const apiRoutes = (table: RouteEntry[]) => table.filter((r) => r.method !== "HEAD" && isApiPath(pathOf(r)) && !r.url.endsWith("*"));

describe("every registered route", () => {
  let t: AccountsApp;
  let routes: Array<RouteEntry & { contract: RouteContract }>;
  beforeAll(async () => {
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits });
    routes = t.app.routeTable.filter((r): r is RouteEntry & { contract: RouteContract } => r.contract !== undefined && r.method !== "HEAD");
  });
  afterAll(async () => {
    await t.close();
  });

  /** A request as the route expects it: its example body (or none), with a fresh token from `visitor` when the route needs one. */
  async function call(visitor: ApiVisitor, route: RouteEntry, input: { params?: Record<string, string | number>; body?: unknown } = {}) {
    const body = input.body ?? route.contract?.example?.body ?? (route.method === "GET" ? undefined : {});
    const token = needsToken(route.method, route.contract) ? { "x-xsrf-token": await visitor.token() } : {};
    const options: InjectOptions = {
      method: route.method as "POST",
      url: pathOf(route, input.params),
      headers: { cookie: visitor.cookieHeader(), ...token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { payload: body as object }),
    };
    return t.app.inject(options);
  }

  it("declares a contract on every API route, and the API document shows each with its gate and token", async () => {
    const withoutContract = apiRoutes(t.app.routeTable).filter((r) => !r.contract);
    expect(withoutContract.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    const doc = (await t.app.inject("/api/openapi.json")).json() as { paths: Record<string, Record<string, Operation>> };
    const documented = routes.filter((r) => !r.contract.page);
    expect(documented.length).toBeGreaterThan(40);
    for (const route of documented) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      const where = `${route.method} ${route.url}`;
      expect(op, where).toBeDefined();
      expect([where, op!["x-gate"], op!["x-csrf"], op!["x-policy"]]).toEqual([
        where,
        route.contract.access.gate,
        needsToken(route.method, route.contract),
        `${route.contract.access.module}.${route.contract.access.action}`,
      ]);
      const tokenHeader = op!.parameters.some((p) => p.name === "X-XSRF-TOKEN" && p.in === "header");
      expect([where, tokenHeader]).toEqual([where, needsToken(route.method, route.contract)]);
    }
  });

  it("asks a guest to sign in on every route gated for members, before anything runs", async () => {
    const guest = apiVisitor(t.app);
    const gated = routes.filter((r) => r.contract.access.gate !== "anyone");
    expect(gated.length).toBeGreaterThan(15);
    for (const route of gated) {
      const answer = await call(guest, route);
      expect([route.method, route.url, answer.statusCode, answer.json()]).toEqual([
        route.method,
        route.url,
        401,
        { result: { hasError: true, message: "signInRequired" } },
      ]);
    }
  });

  it("asks a member whose e-mail is not confirmed to confirm it on every route gated for verified members", async () => {
    const unverified = apiVisitor(t.app);
    expect(
      (await unverified.post("/api/account/registerbyemail", { email: "walk.unverified@example.com", language: "en" })).statusCode,
    ).toBe(200);
    const verifiedOnly = routes.filter((r) => r.contract.access.gate === "verified");
    expect(verifiedOnly.length).toBeGreaterThan(2);
    for (const route of verifiedOnly) {
      const answer = await call(unverified, route);
      expect([route.method, route.url, answer.statusCode, answer.json()]).toEqual([
        route.method,
        route.url,
        403,
        { result: { hasError: true, message: "verificationRequired" } },
      ]);
    }
  });

  it("answers another member's record exactly as an unknown id, on every route that takes one", async () => {
    const owner = await memberWithPassword(t.app, t.database, "walk.owner@example.com", "harbour-lights-7");
    const other = await memberWithPassword(t.app, t.database, "walk.other@example.com", "harbour-lights-7");
    const makers: Record<OwnedRecord, (member: ApiVisitor) => Promise<number>> = {
      savedSearch: async (member) => {
        const saved = await member.post("/api/saved-search/savesearchset", { ...SAVED_SEARCH_SET, name: "Route walk", forceSave: true });
        return saved.json().userSearchSetId as number;
      },
    };
    const owning = routes.filter((r) => r.contract.ownedIds?.length);
    expect(owning.length).toBeGreaterThanOrEqual(3);
    for (const route of owning) {
      for (const owned of route.contract.ownedIds!) {
        const theirs = await makers[owned.record](owner);
        // Its neighbours and far-off ids (a malformed id, 0 or negative, is refused as input before any record is read).
        const neighbours = [theirs + 1, theirs - 1, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER].filter((id) => id > 0 && id !== theirs);
        const named = (id: number) => {
          const value = owned.list ? [id] : id;
          if (owned.in === "params") return { params: { [owned.field]: id } };
          return { body: { ...(route.contract.example?.body as object), [owned.field]: value } };
        };
        const answer = async (id: number) => {
          const response = await call(other, route, named(id));
          return { status: response.statusCode, body: response.body };
        };
        const unknown = await answer(2 ** 31 - 2);
        expect({ route: route.url, ...(await answer(theirs)) }).toEqual({ route: route.url, ...unknown });
        for (const id of neighbours) expect({ route: route.url, id, ...(await answer(id)) }).toEqual({ route: route.url, id, ...unknown });
        // The walk can tell: the owner's own call is answered differently (it finds the record).
        const own = await call(owner, route, named(theirs));
        expect({ route: route.url, own: own.body }).not.toEqual({ route: route.url, own: unknown.body });
      }
    }
  });

  it("gives every mail template to exactly one module, and every module a policy", () => {
    const templates = mailMessageSchema.options.map((option) => option.shape.template.value);
    const owners = mailTemplateOwners();
    expect(templates.map((template) => [template, owners.get(template)?.length ?? 0])).toEqual(templates.map((template) => [template, 1]));
    expect(SERVER_MODULES.filter((module) => !module.policy).map((module) => module.name)).toEqual([]);
  });
});
