// Walks every route the modules registered, so a route added later is
// covered the day it is added: it declares a contract, the API document
// shows it with who may call it and whether it needs the anti-forgery token,
// the access gate does what the contract says, and a route that names a
// record of the caller's own (a member's saved search, an agent's document, a
// signer's document, signing link or download URL, an owner's listing or
// photo as its owner or its reviewing agent sees it) answers another
// account's exactly as it answers an unknown one.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InjectOptions } from "fastify";
import { isApiPath } from "../../../src/server/http/csrf.ts";
import { needsToken, type OwnedRecord, type RouteContract } from "../../../src/server/http/route-contract.ts";
import type { RouteEntry } from "../../../src/server/http/route-table.ts";
import { openApiPath } from "../../../src/server/api/openapi-document.ts";
import { mailTemplateOwners, SERVER_MODULES } from "../../../src/server/modules/registry.ts";
import { mailMessageSchema } from "../../../src/server/mail/mail-templates-catalog.ts";
import { SAVED_SEARCH_SET } from "../saved/saved-search-set.ts";
import { PASSWORD, seedForDocuments, signedInAgent, tokenOfSigningUrl } from "../documents/document-fixtures.ts";
import { smallJpeg, uploadedKey } from "../owner-listings/owner-photo-fixtures.ts";
import {
  apiVisitor,
  latestMailLink,
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

  /**
   * One record of a kind: its owner, another account of the same standing, the value that names it, one that names
   * nothing, and other values that must answer as the unknown one does (a saved search's neighbouring ids).
   */
  type OwnedValue = string | number | Record<string, string>;
  type Made = { owner: ApiVisitor; other: ApiVisitor; value: OwnedValue; unknown: OwnedValue; alike?: OwnedValue[] };
  const UNKNOWN_KEY = "Q".repeat(22);
  const UNKNOWN_TOKEN = "Q".repeat(43);
  let people: Awaited<ReturnType<typeof documentPeople>> | null = null;
  /** Members, two agents and a listing for the documents' records, made once. */
  async function documentPeople() {
    const { listingId, agentId } = await seedForDocuments(t.database);
    const agent = await signedInAgent(t, agentId, "walk.agent@example.com");
    const [rival] = await t.database.query<{ id: number }>("select id from agents where id <> $1 order by id limit 1", [agentId]);
    const otherAgent = await signedInAgent(t, rival!.id, "walk.rival@example.com");
    const signer = await memberWithPassword(t.app, t.database, "walk.signer@example.com", PASSWORD);
    const otherMember = await memberWithPassword(t.app, t.database, "walk.stranger@example.com", PASSWORD);
    return { listingId, agentId, agent, otherAgent, signer, otherMember };
  }
  /** A fresh document from the walk's agent to its signer (parallel, so the signer's link works at once). */
  async function walkDocument() {
    people ??= await documentPeople();
    const issued = await people.agent.post("/api/agentdesk/documents/issue", {
      listingId: people.listingId,
      clientEmail: "walk.signer@example.com",
      template: "viewing-record",
      language: "en",
      order: "parallel",
    });
    if (issued.statusCode !== 200) throw new Error(`issue failed: ${issued.body}`);
    const token = tokenOfSigningUrl(await latestMailLink(t.database, "walk.signer@example.com", "document-to-sign"));
    return { ...people, documentKey: issued.json().data.documentKey as string, token };
  }
  /** A complete listing's form, in a building of the seeded market. */
  async function listingForm() {
    const [building] = await t.database.query<{ id: number }>("select id from buildings order by id limit 1");
    return {
      purpose: "rent",
      buildingId: building!.id,
      floor: "12",
      saleableArea: 520,
      bedrooms: 2,
      bathrooms: 1,
      rent: "28K",
      managementFeeIncluded: true,
      contactBy: ["phone"],
    };
  }
  /** Staff accounts by the agent they answer for: the documents' two agents, and any other an owner's listing goes to. */
  const staff = new Map<number, ApiVisitor>();
  async function staffOf(agentId: number): Promise<ApiVisitor> {
    people ??= await documentPeople();
    if (staff.size === 0) {
      staff.set(people.agentId, people.agent);
      const [rival] = await t.database.query<{ id: number }>("select agent_id as id from users where email = 'walk.rival@example.com'");
      staff.set(rival!.id, people.otherAgent);
    }
    let visitor = staff.get(agentId);
    if (!visitor) staff.set(agentId, (visitor = await signedInAgent(t, agentId, `walk.agent.${agentId}@example.com`)));
    return visitor;
  }
  /**
   * An owner's listing and one in an agent's queue, each with a photo, made once for every route that names one: a
   * step a listing may not take in its status still finds it (400), which is what the walk tells apart from an
   * unknown id (404).
   */
  let listings: Promise<{ draft: Made; submitted: Made; draftPhoto: Made; submittedPhoto: Made }> | null = null;
  async function walkListings() {
    const owner = await memberWithPassword(t.app, t.database, "walk.lister@example.com", PASSWORD);
    const other = await memberWithPassword(t.app, t.database, "walk.other.lister@example.com", PASSWORD);
    const photos = [await uploadedKey(owner, await smallJpeg()), await uploadedKey(owner, await smallJpeg())];
    const create = async () => {
      const created = await owner.post("/api/owner-listings", { ...(await listingForm()), photos: [photos.shift()] });
      if (created.statusCode !== 200) throw new Error(`listing failed: ${created.body}`);
      return created.json().data.id as number;
    };
    const draft = await create();
    const queued = await create();
    const sent = await owner.post(`/api/owner-listings/${queued}/submit`, {});
    if (sent.statusCode !== 200) throw new Error(`submit failed: ${sent.body}`);
    const agentId = sent.json().data.agent.id as number;
    const reviewer = await staffOf(agentId);
    const rival = staff.get([...staff.keys()].find((a) => a !== agentId)!)!;
    // Far-off ids; the draft's neighbours too (the queued listing is the owner's, none is the other member's).
    const far = [2 ** 31 - 1, Number.MAX_SAFE_INTEGER];
    const photoOf = async (id: number) => {
      const listing = await owner.inject({ method: "GET", url: `/api/owner-listings/${id}` });
      return (listing.json() as { data: { photos: { key: string }[] } }).data.photos[0]!.key;
    };
    // A key of the same shape that names nothing; a malformed one answers alike.
    const photoUnknown = "0".repeat(32);
    const photoAlike = ["f".repeat(32), "Not-A-Key", "x".repeat(41)];
    return {
      draft: { owner, other, value: draft, unknown: 2 ** 31 - 2, alike: [draft + 1, draft - 1, ...far].filter((n) => n > 0) },
      submitted: { owner: reviewer, other: rival, value: queued, unknown: 2 ** 31 - 2, alike: far },
      draftPhoto: { owner, other, value: await photoOf(draft), unknown: photoUnknown, alike: photoAlike },
      submittedPhoto: { owner: reviewer, other: rival, value: await photoOf(queued), unknown: photoUnknown, alike: photoAlike },
    };
  }

  const makers: Record<OwnedRecord, () => Promise<Made>> = {
    ownerListing: async () => (await (listings ??= walkListings())).draft,
    agentOwnerListing: async () => (await (listings ??= walkListings())).submitted,
    ownerPhoto: async () => (await (listings ??= walkListings())).draftPhoto,
    agentOwnerPhoto: async () => (await (listings ??= walkListings())).submittedPhoto,
    savedSearch: async () => {
      const owner = await memberWithPassword(t.app, t.database, `walk.owner.${randomUUID()}@example.com`, PASSWORD);
      const other = await memberWithPassword(t.app, t.database, `walk.other.${randomUUID()}@example.com`, PASSWORD);
      const saved = await owner.post("/api/saved-search/savesearchset", { ...SAVED_SEARCH_SET, name: "Route walk", forceSave: true });
      const id = saved.json().userSearchSetId as number;
      // Its neighbours and far-off ids (a malformed id, 0 or negative, is refused as input before any record is read).
      const alike = [id + 1, id - 1, 2 ** 31 - 1, Number.MAX_SAFE_INTEGER].filter((n) => n > 0 && n !== id);
      return { owner, other, value: id, unknown: 2 ** 31 - 2, alike };
    },
    agentDocument: async () => {
      const d = await walkDocument();
      return { owner: d.agent, other: d.otherAgent, value: d.documentKey, unknown: UNKNOWN_KEY };
    },
    signerDocument: async () => {
      const d = await walkDocument();
      return { owner: d.signer, other: d.otherMember, value: d.documentKey, unknown: UNKNOWN_KEY };
    },
    signingLink: async () => {
      const d = await walkDocument();
      return { owner: d.signer, other: d.otherMember, value: d.token, unknown: UNKNOWN_TOKEN };
    },
    downloadGrant: async () => {
      const d = await walkDocument();
      const url = (await d.signer.inject({ method: "GET", url: `/api/mydocument/getdownloadurl?key=${d.documentKey}` })).json().data;
      const grant = Object.fromEntries(new URL(url, "http://walk").searchParams);
      // The other member's own grant for a document they may not read cannot be had: an unknown key in the same shape.
      return { owner: d.signer, other: d.otherMember, value: grant, unknown: { ...grant, key: UNKNOWN_KEY } };
    },
  };

  /** A request as the route expects it: its example body (or none), with a fresh token from `visitor` when the route needs one. */
  async function call(
    visitor: ApiVisitor,
    route: RouteEntry,
    input: { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown } = {},
  ) {
    const body = input.body ?? route.contract?.example?.body ?? (route.method === "GET" ? undefined : {});
    const token = needsToken(route.method, route.contract) ? { "x-xsrf-token": await visitor.token() } : {};
    const options: InjectOptions = {
      method: route.method as "POST",
      url: input.query ? `${pathOf(route, input.params)}?${new URLSearchParams(input.query)}` : pathOf(route, input.params),
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

  it("answers another account's record exactly as an unknown one, on every route that takes one", async () => {
    const owning = routes.filter((r) => r.contract.ownedIds?.length);
    expect(owning.length).toBeGreaterThanOrEqual(11);
    for (const route of owning) {
      for (const owned of route.contract.ownedIds!) {
        const made = await makers[owned.record]();
        const named = (value: OwnedValue) => {
          if (owned.in === "params") return { params: { [owned.field]: value as string | number } };
          if (owned.in === "query") return { query: typeof value === "object" ? value : { [owned.field]: String(value) } };
          return { body: { ...(route.contract.example?.body as object), [owned.field]: owned.list ? [value] : value } };
        };
        const answer = async (value: OwnedValue) => {
          const response = await call(made.other, route, named(value));
          return { status: response.statusCode, body: response.body };
        };
        const unknown = await answer(made.unknown);
        expect({ route: route.url, ...(await answer(made.value)) }).toEqual({ route: route.url, ...unknown });
        for (const value of made.alike ?? []) {
          expect({ route: route.url, value, ...(await answer(value)) }).toEqual({ route: route.url, value, ...unknown });
        }
        // The walk can tell: the owner's own call is answered differently (it finds the record).
        const own = await call(made.owner, route, named(made.value));
        expect({ route: route.url, own: own.body }).not.toEqual({ route: route.url, own: unknown.body });
      }
    }
    // Each route gets records of its own, and a document's are PDFs rendered and sealed: 36 s on a quiet machine,
    // 178 s on PostgreSQL beside a lint run, so more than the integration tests' 180 s.
  }, 600_000);

  it("gives every mail template to exactly one module, and every module a policy", () => {
    const templates = mailMessageSchema.options.map((option) => option.shape.template.value);
    const owners = mailTemplateOwners();
    expect(templates.map((template) => [template, owners.get(template)?.length ?? 0])).toEqual(templates.map((template) => [template, 1]));
    expect(SERVER_MODULES.filter((module) => !module.policy).map((module) => module.name)).toEqual([]);
  });
});
