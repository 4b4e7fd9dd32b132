// An owners' listings test's world: the app on a test database with a seeded
// market (its own job runner off, so mail stays in the outbox to be read),
// owners made on demand, the staff account of whichever agent a listing is
// assigned to, and the calls a test repeats.
import type { LightMyRequestResponse } from "fastify";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import type { Database } from "../../../src/server/db/client.ts";
import type { RateLimitStore } from "../../../src/server/services/rate-limits/rate-limits.ts";
import { memberWithPassword, startAccountsApp, unlimitedRateLimits, type AccountsApp, type ApiVisitor } from "../accounts-app.ts";
import { latestCode, PASSWORD, signedInAgent, tokenOfSigningUrl } from "../documents/document-fixtures.ts";

export type Listing = {
  id: number;
  status: string;
  agent: { id: number } | null;
  agreement: { documentKey: string; status: string } | null;
  listing: { id: number; referenceId: string; available: boolean; path: string } | null;
  reviewNote: string | null;
  rejectReason: string | null;
  askingPrice: number | null;
  rent: number | null;
  stats: { views: number; saves: number; enquiries: number };
};

export interface ListingWorld {
  t: AccountsApp;
  /** A building of the seeded market, with its name. */
  building: { id: number; name: string };
  /** A verified member signed in (made once per address). */
  owner(email: string): Promise<ApiVisitor>;
  /** The staff account of an agent (made once per agent). */
  agent(agentId: number): Promise<ApiVisitor>;
  /** A complete form for a flat in `building`, changed by `patch`. */
  form(patch?: Record<string, unknown>): Record<string, unknown>;
  /** Creates and submits a listing as `owner`; answers it with its agent's staff account. */
  submitted(owner: ApiVisitor, patch?: Record<string, unknown>): Promise<{ listing: Listing; agent: ApiVisitor }>;
  /** The data of a 200 answer, or a thrown error naming what came instead. */
  data(response: LightMyRequestResponse): Listing;
  /** Signs the document at `url` (a signing path) as `visitor`, with the code mailed to `email`. */
  sign(visitor: ApiVisitor, url: string, email: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** `database`: one the caller made (and closes), e.g. for its own rate limit store; `rateLimitStore`: no limits unless given. */
export async function startListingWorld(options: { database?: Database; rateLimitStore?: RateLimitStore } = {}): Promise<ListingWorld> {
  const t = await startAccountsApp({
    rateLimitStore: options.rateLimitStore ?? unlimitedRateLimits,
    jobs: false,
    ...(options.database ? { database: options.database } : {}),
  });
  await seedMarket(t.database, { listings: 40, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
  const [building] = await t.database.query<{ id: number; name: string }>(
    "select b.id, b.name_en as name from buildings b where b.floors >= 10 order by b.id limit 1",
  );
  const owners = new Map<string, ApiVisitor>();
  const agents = new Map<number, ApiVisitor>();

  const world: ListingWorld = {
    t,
    building: building!,
    async owner(email) {
      let visitor = owners.get(email);
      if (!visitor) owners.set(email, (visitor = await memberWithPassword(t.app, t.database, email, PASSWORD)));
      return visitor;
    },
    async agent(agentId) {
      let visitor = agents.get(agentId);
      if (!visitor) agents.set(agentId, (visitor = await signedInAgent(t, agentId, `agent.${agentId}@example.com`)));
      return visitor;
    },
    form: (patch = {}) => ({
      purpose: "rent",
      buildingId: building!.id,
      floor: "12",
      unit: "B",
      saleableArea: 520,
      otherAreas: { bayWindow: 20 },
      grossArea: 700,
      bedrooms: 2,
      bathrooms: 1,
      rent: "28K",
      managementFeeIncluded: true,
      description: "Bright two-bedroom flat, five minutes from the MTR.",
      contactBy: ["phone", "whatsapp"],
      ...patch,
    }),
    async submitted(owner, patch) {
      const created = world.data(await owner.post("/api/owner-listings", world.form(patch)));
      const listing = world.data(await owner.post(`/api/owner-listings/${created.id}/submit`, {}));
      return { listing, agent: await world.agent(listing.agent!.id) };
    },
    data(response) {
      if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
      return response.json().data as Listing;
    },
    async sign(visitor, url, email) {
      const token = tokenOfSigningUrl(url);
      const sent = await visitor.post("/api/mydocument/sendcode", { token });
      if (sent.statusCode !== 200) throw new Error(`sendcode: ${sent.statusCode} ${sent.body}`);
      return visitor.post("/api/mydocument/sign", {
        token,
        code: await latestCode(t.database, email),
        typedName: "Chan Tai Man",
        consent: true,
      });
    },
    close: () => t.close(),
  };
  return world;
}
