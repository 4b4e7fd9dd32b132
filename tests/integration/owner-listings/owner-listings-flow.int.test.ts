// An owner's listing from the form to search and off the market again, on
// the real PDF engine: the owner submits it, the agent it was assigned to
// issues the landlord's agreement, the owner signs it from their documents
// and the agent countersigns, the listing moves to the agent's approval, the
// agent approves it and search finds it within two seconds; a price change
// goes to the price history; marked let, it leaves search. Then the other
// ways back: changes asked for and a new submission, a rejection.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiVisitor } from "../accounts-app.ts";
import { apiVisitor, mailCount } from "../accounts-app.ts";
import { createListingIndex, type ListingIndex } from "../../../src/server/services/listing-index/listing-index.ts";
import { naughtyStrings } from "../naughty-strings.ts";
import { startListingWorld, type Listing, type ListingWorld } from "./owner-listing-world.ts";

const OWNER = "owner.chan@example.com";

/** Searches by reference id until `found` holds, for at most `ms`: how long it took, or null when it never did. */
async function searchUntil(w: ListingWorld, referenceId: string, found: (ids: number[]) => boolean, ms = 2000): Promise<number | null> {
  const guest = apiVisitor(w.t.app);
  const started = Date.now();
  for (;;) {
    const response = await guest.post("/api/property/search", { keyword: referenceId, listingTypeId: 2 });
    if (response.statusCode !== 200) throw new Error(`search: ${response.statusCode} ${response.body}`);
    const ids = (response.json() as { properties: { id: number }[] }).properties.map((p) => p.id);
    if (found(ids)) return Date.now() - started;
    if (Date.now() - started > ms) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Asks `holds` every 100 ms for at most `ms`: how long it took, or null when it never held. */
async function until(holds: () => Promise<boolean>, ms = 2000): Promise<number | null> {
  const started = Date.now();
  for (;;) {
    if (await holds()) return Date.now() - started;
    if (Date.now() - started > ms) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("an owner's listing from draft to live and let", { timeout: 180_000 }, () => {
  let w: ListingWorld;
  let owner: ApiVisitor;
  let agent: ApiVisitor;
  let listing: Listing;
  /** Another server process's listing index over the same database: it learns of changes from the change feed alone. */
  let elsewhere: ListingIndex;

  beforeAll(async () => {
    w = await startListingWorld();
    owner = await w.owner(OWNER);
    elsewhere = createListingIndex(w.t.database);
    await elsewhere.refresh();
  }, 120_000);
  afterAll(async () => {
    await w.close();
  });

  it("is saved as a draft, completed and submitted to the agent with the fewest open reviews", async () => {
    const draft = w.data(await owner.post("/api/owner-listings", { purpose: "rent", floor: "12" }));
    expect(draft).toMatchObject({ status: "draft", agent: null, listing: null, rent: null });
    const incomplete = await owner.post(`/api/owner-listings/${draft.id}/submit`, {});
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error).toMatchObject({ code: "incomplete", fields: { saleableArea: "required", rent: "required" } });

    const saved = w.data(await owner.post(`/api/owner-listings/${draft.id}/save`, w.form()));
    expect(saved).toMatchObject({ status: "draft", rent: 28_000 });
    listing = w.data(await owner.post(`/api/owner-listings/${draft.id}/submit`, {}));
    expect(listing.status).toBe("submitted");
    // Every agent had no open review: the lowest id.
    const [first] = await w.t.database.query<{ id: number }>("select min(id) as id from agents");
    expect(listing.agent!.id).toBe(first!.id);
    agent = await w.agent(listing.agent!.id);
    const queue = (await agent.inject({ method: "GET", url: "/api/agent/owner-listings" })).json().results as Listing[];
    expect(queue.map((l) => l.id)).toEqual([listing.id]);
  });

  it("is refused approval while no agreement is signed", async () => {
    const early = await agent.post(`/api/agent/owner-listings/${listing.id}/approve`, {});
    expect([early.statusCode, early.json().error.code]).toEqual([400, "wrongStatus"]);
  });

  it("is issued the landlord's agreement, which the owner finds among their documents to sign", async () => {
    const issued = w.data(await agent.post(`/api/agent/owner-listings/${listing.id}/agreement`, { language: "en" }));
    expect(issued).toMatchObject({ status: "agreement", agreement: { status: "pending" } });
    const again = await agent.post(`/api/agent/owner-listings/${listing.id}/agreement`, { language: "en" });
    expect([again.statusCode, again.json().error.code]).toEqual([400, "agreementPending"]);
    const pending = (await owner.post("/api/mydocument/getpendingdocuments", {})).json();
    expect(pending.total).toBe(1);
    expect(pending.results[0]).toMatchObject({ documentTemplate: "landlord-agreement", status: "pending" });
    expect(pending.results[0].properties[0]).toMatchObject({ propertyId: 50_000_000 + listing.id, buildingNameEng: w.building.name });
    listing = issued;
  });

  it("moves to the agent's approval once the owner signed and the agent countersigned", async () => {
    const pending = (await owner.post("/api/mydocument/getpendingdocuments", {})).json();
    const signed = await w.sign(owner, pending.results[0].signers[0].signingURL, OWNER);
    expect(signed.json()).toMatchObject({ result: { hasError: false }, status: "pending" });
    expect(w.data(await owner.inject({ method: "GET", url: `/api/owner-listings/${listing.id}` })).status).toBe("agreement");
    const stillRefused = await agent.post(`/api/agent/owner-listings/${listing.id}/approve`, {});
    expect([stillRefused.statusCode, stillRefused.json().error.code]).toEqual([400, "wrongStatus"]);

    const desk = (await agent.post("/api/agentdesk/documents/list", { page: 1 })).json();
    const own = desk.results.find((d: { documentKey: string }) => d.documentKey === listing.agreement!.documentKey);
    const [staff] = await w.t.database.query<{ email: string }>("select email from users where agent_id = $1", [listing.agent!.id]);
    const countersigned = await w.sign(agent, own.signers[1].signingURL, staff!.email);
    expect(countersigned.json()).toMatchObject({ status: "signed" });
    listing = w.data(await owner.inject({ method: "GET", url: `/api/owner-listings/${listing.id}` }));
    expect(listing).toMatchObject({ status: "review", agreement: { status: "signed" } });
  });

  it("goes live on approval and is found by search within two seconds", async () => {
    listing = w.data(await agent.post(`/api/agent/owner-listings/${listing.id}/approve`, {}));
    expect(listing).toMatchObject({ status: "live", listing: { id: 50_000_000 + listing.id, available: true } });
    const referenceId = listing.listing!.referenceId;
    expect(referenceId).toMatch(/^HK\d{8}$/);
    const took = await searchUntil(w, referenceId, (ids) => ids.includes(listing.listing!.id));
    expect(took, "found by search within 2 s").not.toBeNull();
    const heard = await until(async () => (await elsewhere.buildingOf(listing.listing!.id)) === w.building.id);
    expect(heard, "in another process's index within 2 s").not.toBeNull();
    const [row] = await w.t.database.query<Record<string, unknown>>(
      "select l.rent_price, l.sale_price, l.district_id = b.district_id as same_district, l.lat = b.lat as same_lat, l.floor_name, l.management_fee, l.agent_id from listings l join buildings b on b.id = l.building_id where l.id = $1",
      [listing.listing!.id],
    );
    expect(row).toMatchObject({
      rent_price: 28_000,
      sale_price: null,
      same_district: true,
      same_lat: true,
      management_fee: "I",
      agent_id: listing.agent!.id,
    });
    expect(["High Floor", "Middle Floor", "Low Floor"]).toContain(row!.floor_name);
    const detail = await w.t.app.inject({ method: "GET", url: `/api/property/${listing.listing!.id}` });
    expect(detail.statusCode).toBe(200);
  });

  it("takes a new rent into the public listing and its price history; other changes are refused once live", async () => {
    const changed = w.data(await owner.post(`/api/owner-listings/${listing.id}/price`, { rent: "26.5K" }));
    expect(changed.rent).toBe(26_500);
    const history = await w.t.database.query("select seq, purpose, old_price, new_price from price_history where listing_id = $1", [
      listing.listing!.id,
    ]);
    expect(history).toEqual([{ seq: 1, purpose: 2, old_price: 28_000, new_price: 26_500 }]);
    const sale = await owner.post(`/api/owner-listings/${listing.id}/price`, { askingPrice: "8M" });
    expect(sale.json().error.fields).toEqual({ askingPrice: "notForThisPurpose" });
    const edit = await owner.post(`/api/owner-listings/${listing.id}/save`, w.form({ bedrooms: 3 }));
    expect([edit.statusCode, edit.json().error.code]).toEqual([400, "wrongStatus"]);
    expect((await owner.post(`/api/owner-listings/${listing.id}/sold`, {})).json().error.code).toBe("wrongPurpose");
  });

  it("leaves search within two seconds once marked let", async () => {
    const let_ = w.data(await owner.post(`/api/owner-listings/${listing.id}/let`, {}));
    expect(let_).toMatchObject({ status: "let", listing: { available: false } });
    const took = await searchUntil(w, listing.listing!.referenceId, (ids) => !ids.includes(listing.listing!.id));
    expect(took, "gone from search within 2 s").not.toBeNull();
    const heard = await until(async () => (await elsewhere.buildingOf(listing.listing!.id)) === null);
    expect(heard, "gone from another process's index within 2 s").not.toBeNull();
    const mine = (await owner.inject({ method: "GET", url: "/api/owner-listings" })).json().results as Listing[];
    expect(mine.find((l) => l.id === listing.id)).toMatchObject({ status: "let", stats: { views: 0, saves: 0, enquiries: 0 } });
  });
});

describe("an owner's listing sent back by its agent", { timeout: 180_000 }, () => {
  let w: ListingWorld;
  beforeAll(async () => {
    w = await startListingWorld();
  }, 120_000);
  afterAll(async () => {
    await w.close();
  });

  it("comes back for changes with the agent's note, is edited and submitted again to the same agent", async () => {
    const owner = await w.owner("owner.lee@example.com");
    const { listing, agent } = await w.submitted(owner);
    const back = w.data(
      await agent.post(`/api/agent/owner-listings/${listing.id}/changes`, { note: "Please add the gross area of the flat." }),
    );
    expect(back).toMatchObject({ status: "changes", reviewNote: "Please add the gross area of the flat." });
    expect(await mailCount(w.t.database, "owner.lee@example.com", "owner-listing-review")).toBe(1);
    const [mail] = await w.t.database.query<{ data: { outcome: string; note: string } }>(
      "select data from mail_outbox where template = 'owner-listing-review' order by id desc limit 1",
    );
    expect(mail!.data).toMatchObject({ outcome: "changes", note: "Please add the gross area of the flat." });

    const edited = w.data(await owner.post(`/api/owner-listings/${listing.id}/save`, w.form({ grossArea: 690 })));
    expect(edited.status).toBe("changes");
    const again = w.data(await owner.post(`/api/owner-listings/${listing.id}/submit`, {}));
    expect(again).toMatchObject({ status: "submitted", reviewNote: null, agent: { id: listing.agent!.id } });
  });

  it("is rejected with a reason the owner is mailed, and can no longer be edited", async () => {
    const owner = await w.owner("owner.wong@example.com");
    const { listing, agent } = await w.submitted(owner, { purpose: "sale", rent: null, managementFeeIncluded: null, askingPrice: "850萬" });
    expect(listing.askingPrice).toBe(8_500_000);
    const rejected = w.data(await agent.post(`/api/agent/owner-listings/${listing.id}/reject`, { reason: "Not the owner's to sell." }));
    expect(rejected).toMatchObject({ status: "rejected", rejectReason: "Not the owner's to sell." });
    expect(await mailCount(w.t.database, "owner.wong@example.com", "owner-listing-review")).toBe(1);
    const edit = await owner.post(`/api/owner-listings/${listing.id}/save`, w.form());
    expect([edit.statusCode, edit.json().error.code]).toEqual([400, "wrongStatus"]);
    expect((await agent.post(`/api/agent/owner-listings/${listing.id}/approve`, {})).json().error.code).toBe("wrongStatus");
  });

  it("refuses bad input with 400 and the errors by field, never a 5xx, and stores nothing of it", async () => {
    const owner = await w.owner("owner.naughty@example.com");
    const nul = await owner.post("/api/owner-listings", w.form({ description: "a\u0000b" }));
    expect([nul.statusCode, nul.json().error.code]).toEqual([400, "invalid_characters"]);
    const huge = await owner.post("/api/owner-listings", w.form({ description: "字".repeat(100_000) }));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toHaveProperty("description");
    expect((await owner.inject({ method: "GET", url: "/api/owner-listings/abc" })).statusCode).toBe(400);
    expect((await owner.inject({ method: "GET", url: "/api/owner-listings" })).json().results).toEqual([]);
    const statuses = new Set<number>();
    for (const text of naughtyStrings(3)) {
      for (const field of ["address", "floor", "unit", "description", "rent"]) {
        const patch = field === "address" ? { buildingId: null, address: text } : { [field]: text };
        const response = await owner.post("/api/owner-listings", w.form(patch));
        statuses.add(response.statusCode);
        expect([200, 400], `${field} ${JSON.stringify(text)} → ${response.body.slice(0, 200)}`).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().error.fields ?? response.json().error.code).toBeTruthy();
        else expect(response.json().data[field === "rent" ? "rent" : field]).toEqual(field === "rent" ? expect.any(Number) : text.trim());
      }
    }
    expect(statuses).toEqual(new Set([200, 400]));
  });

  it("answers another owner and another agent 404 on every id route, as for an unknown id", async () => {
    const owner = await w.owner("owner.ho@example.com");
    const stranger = await w.owner("owner.stranger@example.com");
    const { listing, agent } = await w.submitted(owner);
    const [other] = await w.t.database.query<{ id: number }>("select id from agents where id <> $1 order by id limit 1", [
      listing.agent!.id,
    ]);
    const rival = await w.agent(other!.id);
    const ownerCalls = ["", "/save", "/submit", "/price", "/withdraw", "/let", "/sold"];
    const agentCalls = ["", "/agreement", "/changes", "/approve", "/reject"];
    const bodies: Record<string, object> = {
      "/save": w.form(),
      "/price": { rent: "20K" },
      "/changes": { note: "x" },
      "/reject": { reason: "x" },
    };
    const call = (visitor: ApiVisitor, base: string, id: number, path: string) =>
      path === "" ? visitor.inject({ method: "GET", url: `${base}/${id}` }) : visitor.post(`${base}/${id}${path}`, bodies[path] ?? {});
    for (const path of ownerCalls) {
      const theirs = await call(stranger, "/api/owner-listings", listing.id, path);
      const unknown = await call(stranger, "/api/owner-listings", 2 ** 31 - 2, path);
      expect([path, theirs.statusCode, theirs.body]).toEqual([path, 404, unknown.body]);
      // An agent is a member too, and it is not their listing either.
      expect([path, (await call(agent, "/api/owner-listings", listing.id, path)).statusCode]).toEqual([path, 404]);
    }
    for (const path of agentCalls) {
      const theirs = await call(rival, "/api/agent/owner-listings", listing.id, path);
      const unknown = await call(rival, "/api/agent/owner-listings", 2 ** 31 - 2, path);
      expect([path, theirs.statusCode, theirs.body]).toEqual([path, 404, unknown.body]);
      expect([path, (await call(owner, "/api/agent/owner-listings", listing.id, path)).statusCode]).toEqual([path, 403]);
    }
    expect(w.data(await owner.inject({ method: "GET", url: `/api/owner-listings/${listing.id}` })).status).toBe("submitted");
  });
});
