// The owners' listings service on a real database, with the documents side
// played by a stand-in that records an agreement as the agent desk does (in
// its transaction, with the listing's own write) and completes it as the
// seal does (telling the listeners inside its transaction): which agent a
// submission goes to, the photos a listing names and the clean-up of the
// others, the public listing an approval writes, and that an approval or a
// photo's upload that fails half-way leaves nothing behind.
import { randomBytes, randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingFieldsSchema } from "../../../domain/contracts/owner-listings.ts";
import type { User } from "../../../domain/contracts/account-user.ts";
import type { Viewer } from "../../../domain/policy/viewer.ts";
import type { Database, Executor } from "../../db/client.ts";
import { seedMarket } from "../../db/seed/seed-market.ts";
import { createTestDatabase } from "../../../../tests/integration/db.ts";
import { unlimitedRateLimits } from "../../../../tests/integration/accounts-app.ts";
import { databaseFileStore, type FileStore } from "../files/file-store.ts";
import { createRateLimits } from "../rate-limits/rate-limits.ts";
import type { SignedListener } from "../documents/sealing.ts";
import type { OwnerListingDeps } from "./owner-listing-deps.ts";
import { createOwnerListingsService, type OwnerListingsService } from "./owner-listings-service.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("the owners' listings service", { timeout: 120_000 }, () => {
  let database: Database;
  let service: OwnerListingsService;
  let signed: SignedListener | null = null;
  let at = new Date("2026-03-01T02:00:00Z").getTime();
  let agentIds: number[];
  let buildingId: number;

  /** A verified member (or an agent's staff account) as the session would give it. */
  async function person(agentId: number | null = null): Promise<Viewer> {
    const userId = randomUUID();
    const email = `${userId}@example.com`;
    // The seeded agent's own staff account steps aside for this one.
    if (agentId !== null) await database.query("update users set agent_id = null where agent_id = $1", [agentId]);
    await database.query("insert into users (id, email, email_confirmed_at, roles, agent_id) values ($1, $2, now(), $3, $4)", [
      userId,
      email,
      agentId === null ? "{member}" : "{member,agent}",
      agentId,
    ]);
    const user: User = {
      userId,
      email,
      firstName: "",
      lastName: "",
      salutation: 0,
      dialCode: "852",
      phone: "",
      subscribed: false,
      isConfirmed: true,
      loginProvider: null,
      hasPassword: true,
    };
    return { user, roles: agentId === null ? ["member"] : ["member", "agent"], agentId };
  }
  const staff = new Map<number, Viewer>();
  const agentViewer = async (agentId: number) => staff.get(agentId) ?? staff.set(agentId, await person(agentId)).get(agentId)!;

  const form = (patch: Record<string, unknown> = {}) =>
    listingFieldsSchema.parse({
      purpose: "sale",
      buildingId,
      floor: "30",
      unit: "A",
      saleableArea: 800,
      bedrooms: 3,
      bathrooms: 2,
      askingPrice: "12.8M",
      contactBy: ["email"],
      ...patch,
    });
  const done = <T>(answer: { kind: string; data?: T }): T => {
    if (answer.kind !== "done") throw new Error(`not done: ${JSON.stringify(answer)}`);
    return answer.data!;
  };

  /** A stand-in agent desk: a pending document recorded in the transaction that also moves the listing. */
  const issueFor: OwnerListingDeps["documents"]["agentDesk"]["issueFor"] = async (viewer, _request, property, alongside) => {
    const documentKey = randomBytes(16).toString("base64url");
    await database.transaction(async (tx) => {
      await tx.query(
        `insert into documents (document_key, agent_id, template, language, title, title_chi, caption, caption_chi, signing_order,
           status, body_html, original_file_key, original_sha256, current_file_key, issued_at, expires_at, updated_at)
         values ($1, $2, 'vendor-agreement', 'en', 'Agreement', '協議', $3, $3, 'sequential', 'pending', '{}', 'f/x', 'x', 'f/x', $4, $5, $4)`,
        [documentKey, viewer.agentId, property.buildingEn, new Date(at), new Date(at + 14 * DAY_MS)],
      );
      await alongside(tx, documentKey);
    });
    return { kind: "done", data: {} as never };
  };
  /** Completes a document as the seal does: its status, then the listeners, in one transaction. */
  async function complete(documentKey: string, listener = signed!) {
    await database.transaction(async (tx: Executor) => {
      await tx.query("update documents set status = 'signed' where document_key = $1", [documentKey]);
      await listener(tx, { id: 0, documentKey }, new Date(at));
    });
  }

  /** A listing taken as far as its agent's approval. */
  async function inReview(owner: Viewer, fields = form()) {
    const draft = done(await service.owner.create(owner, fields));
    const submitted = done(await service.owner.submit(owner, draft.id));
    const agent = await agentViewer(submitted.agent!.id);
    const issued = done(await service.agent.issueAgreement(agent, draft.id, { language: "en", terms: {} as never }));
    await complete(issued.agreement!.documentKey);
    return { id: draft.id, agent };
  }

  /** The service's dependencies, with `files` in place of the database store when given. */
  const depsWith = (files?: FileStore): OwnerListingDeps => ({
    database,
    files: files ?? databaseFileStore(database),
    rateLimits: createRateLimits(unlimitedRateLimits),
    now: () => new Date(at),
    publicUrl: "http://portal.test",
    documents: { agentDesk: { issueFor } as never, onSigned: (listener) => void (signed = listener) },
    listingIndex: { refresh: async () => {} },
  });
  const counts = async () =>
    (
      await database.query<{ photos: number; files: number }>(
        "select (select count(*)::int from owner_listing_photos) as photos, (select count(*)::int from stored_files) as files",
      )
    )[0]!;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedMarket(database, { listings: 30, seed: 3, now: new Date("2026-01-15T00:00:00Z") });
    agentIds = (await database.query<{ id: number }>("select id from agents order by id")).map((r) => r.id);
    buildingId = (await database.query<{ id: number }>("select id from buildings order by id limit 1"))[0]!.id;
    service = createOwnerListingsService(depsWith());
  });
  afterAll(async () => {
    await database.close();
  });

  it("gives each submission to the agent with the fewest open reviews, ties to the lowest id", async () => {
    const assigned: number[] = [];
    for (let i = 0; i < 3; i++) {
      const owner = await person();
      const draft = done(await service.owner.create(owner, form()));
      assigned.push(done(await service.owner.submit(owner, draft.id)).agent!.id);
    }
    expect(assigned).toEqual(agentIds.slice(0, 3));
    // The first agent's review ends (rejected): they have the fewest open reviews again, with the lowest id.
    const [first] = await database.query<{ id: number }>("select id from owner_listings where agent_id = $1", [agentIds[0]]);
    done(await service.agent.reject(await agentViewer(agentIds[0]!), first!.id, "Duplicate of another listing."));
    const owner = await person();
    const draft = done(await service.owner.create(owner, form()));
    expect(done(await service.owner.submit(owner, draft.id)).agent!.id).toBe(agentIds[0]);
  });

  it("attaches the owner's own free photos in order with a cover, and never another owner's", async () => {
    const owner = await person();
    const files = databaseFileStore(database);
    const keys = ["ph-one", "ph-two", "ph-three"];
    for (const imageKey of keys) {
      await service.addPhoto(owner.user!.userId, {
        imageKey,
        fileKeys: [await files.put(new Uint8Array([1, 2, 3]), "image/webp")],
        width: 1280,
        height: 960,
      });
    }
    const draft = done(await service.owner.create(owner, form({ photos: ["ph-two", "ph-one"], coverPhoto: "ph-one" })));
    expect(draft.photos.map((p) => [p.key, p.cover, p.path])).toEqual([
      ["ph-two", false, "/media/owner/ph-two/640.webp"],
      ["ph-one", true, "/media/owner/ph-one/640.webp"],
    ]);
    const stranger = await person();
    expect(await service.owner.create(stranger, form({ photos: ["ph-three"] }))).toMatchObject({
      kind: "refused",
      fields: { "photos.0": "unknownPhoto" },
    });
    // One listing's photo is not another's, even the same owner's.
    expect(await service.owner.create(owner, form({ photos: ["ph-two"] }))).toMatchObject({ kind: "refused" });
    // Dropped from the form, a photo is let go; a day after its upload it is removed with its files.
    done(await service.owner.save(owner, draft.id, form({ photos: ["ph-two"] })));
    const [dropped] = await database.query<{ file_keys: string[] }>(
      "select file_keys from owner_listing_photos where image_key = 'ph-one'",
    );
    expect(await service.sweepPhotos()).toBe(0);
    at += DAY_MS + 1000;
    expect(await service.sweepPhotos()).toBe(2);
    const left = await database.query<{ image_key: string }>(
      "select image_key from owner_listing_photos where owner_user_id = $1 order by image_key",
      [owner.user!.userId],
    );
    expect(left.map((r) => r.image_key)).toEqual(["ph-two"]);
    expect(await files.get(dropped!.file_keys[0]!)).toBeNull();
  });

  it("moves a listing to its agent's approval when its agreement is completed, and no other", async () => {
    const owner = await person();
    const { id } = await inReview(owner);
    expect(done(await service.owner.get(owner, id)).status).toBe("review");
    // A completed document no listing waits for changes nothing.
    const before = await database.query("select id, status from owner_listings order by id");
    await complete("unrelated-document-key");
    expect(await database.query("select id, status from owner_listings order by id")).toEqual(before);
  });

  it("approves into a public listing copied from its building, with the photos as the owner's, the cover first", async () => {
    const owner = await person();
    await service.addPhoto(owner.user!.userId, { imageKey: "live-a", fileKeys: [], width: 800, height: 600 });
    await service.addPhoto(owner.user!.userId, { imageKey: "live-b", fileKeys: [], width: 800, height: 600 });
    const { id, agent } = await inReview(owner, form({ photos: ["live-a", "live-b"], coverPhoto: "live-b" }));
    const live = done(await service.agent.approve(agent, id, undefined));
    expect(live).toMatchObject({ status: "live", listing: { id: 50_000_000 + id, available: true } });
    const [listing] = await database.query<Record<string, unknown>>(
      `select l.sale_price, l.rent_price, l.photo_count, l.floor_level, l.purpose, l.district_id = b.district_id as same_district
       from listings l join buildings b on b.id = l.building_id where l.id = $1`,
      [50_000_000 + id],
    );
    expect(listing).toEqual({ sale_price: 12_800_000, rent_price: null, photo_count: 2, floor_level: 30, purpose: 1, same_district: true });
    // Advertised from the day it was approved: that is the advertisement date its page shows.
    const [dates] = await database.query<{ listed_at: Date | string; updated_at: Date | string }>(
      "select listed_at, updated_at from listings where id = $1",
      [50_000_000 + id],
    );
    expect([new Date(dates!.listed_at).getTime(), new Date(dates!.updated_at).getTime()]).toEqual([at, at]);
    const photos = await database.query("select position, kind, image_key from listing_photos where listing_id = $1 order by position", [
      50_000_000 + id,
    ]);
    expect(photos).toEqual([
      { position: 1, kind: "owner", image_key: "live-b" },
      { position: 2, kind: "owner", image_key: "live-a" },
    ]);
  });

  it("asks for the building of a listing typed as an address before it goes live", async () => {
    const owner = await person();
    const { id, agent } = await inReview(owner, form({ buildingId: null, address: "8 Tai Hang Drive" }));
    expect(await service.agent.approve(agent, id, undefined)).toMatchObject({ kind: "refused", fields: { buildingId: "required" } });
    expect(done(await service.agent.approve(agent, id, buildingId))).toMatchObject({ status: "live", building: { id: buildingId } });
  });

  it("keeps nothing of an approval that fails half-way: no public listing, the listing still in review", async () => {
    const owner = await person();
    await service.addPhoto(owner.user!.userId, { imageKey: "crash-a", fileKeys: [], width: 800, height: 600 });
    const { id, agent } = await inReview(owner, form({ photos: ["crash-a"] }));
    // The public listing's row is written, then its photos fail.
    await database.query(`create function fail_photo() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`);
    await database.query("create trigger fail_photo before insert on listing_photos for each row execute function fail_photo()");
    try {
      await expect(service.agent.approve(agent, id, undefined)).rejects.toThrow();
    } finally {
      await database.query("drop trigger fail_photo on listing_photos");
      await database.query("drop function fail_photo()");
    }
    expect(await database.query("select id from listings where id = $1", [50_000_000 + id])).toEqual([]);
    expect(done(await service.owner.get(owner, id))).toMatchObject({ status: "review", listing: null });
    expect(done(await service.agent.approve(agent, id, undefined)).status).toBe("live");
  });

  it("keeps no row and no file of an upload whose second rendition cannot be written", async () => {
    const owner = await person();
    const store = databaseFileStore(database);
    let writes = 0;
    const failing: FileStore = {
      ...store,
      putAt: async (key, bytes, type) => {
        if (++writes === 2) throw new Error("disk full");
        await store.putAt(key, bytes, type);
      },
    };
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#80a0c0" } })
      .jpeg()
      .toBuffer();
    const before = await counts();
    await expect(createOwnerListingsService(depsWith(failing)).photos.upload(owner, photo)).rejects.toThrow("disk full");
    expect(writes).toBe(2);
    expect(await counts()).toEqual(before);
  });

  it("leaves the row of an upload whose clean-up failed too, and the day-later sweep removes it with its files", async () => {
    const owner = await person();
    const store = databaseFileStore(database);
    let writes = 0;
    const down: FileStore = {
      ...store,
      putAt: async (key, bytes, type) => {
        if (++writes === 3) throw new Error("store went away");
        await store.putAt(key, bytes, type);
      },
      delete: async () => {
        throw new Error("store went away");
      },
    };
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c0a080" } })
      .jpeg()
      .toBuffer();
    const before = await counts();
    await expect(createOwnerListingsService(depsWith(down)).photos.upload(owner, photo)).rejects.toThrow("store went away");
    // Its key was given to nobody, so no form can name it.
    expect(await counts()).toEqual({ photos: before.photos + 1, files: before.files + 2 });
    at += DAY_MS + 1000;
    await service.sweepPhotos();
    expect(await counts()).toEqual(before);
  });
});
