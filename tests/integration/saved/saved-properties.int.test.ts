// The saved and recently viewed property calls against the real database:
// the member's own list only (IDOR), the merge rule at upload, the order,
// the pager, and bad input refused with 400, never 5xx.
import { naughtyStrings } from "../naughty-strings.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import {
  apiVisitor,
  memberWithPassword,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
  type ApiVisitor,
} from "../accounts-app.ts";

const PASSWORD = "harbour-lights-7";

describe("saved properties calls", () => {
  let t: AccountsApp;
  let alice: ApiVisitor;
  let bob: ApiVisitor;
  let ids: number[];
  let offMarket: number;

  const list = (who: ApiVisitor, body: Record<string, unknown> = {}) =>
    who.post("/api/property/getuserproperties", { CurrencyType: 3, SavedPropertyType: 1, ...body });
  const save = (who: ApiVisitor, properties: unknown[], savedPropertyType = 1) =>
    who.post("/api/property/saveuserproperties", { savedPropertyType, properties });
  const remove = (who: ApiVisitor, propertyIds: unknown[], savedPropertyType = 1) =>
    who.inject({
      method: "DELETE",
      url: "/api/property/deleteuserpropertybypropertyids",
      payload: { savedPropertyType, propertyIds },
      headers: { "content-type": "application/json" },
    });

  beforeAll(async () => {
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits });
    await seedMarket(t.database, { listings: 60, seed: 16, now: new Date("2026-01-15T00:00:00Z") });
    const rows = await t.database.query<{ id: number; available: boolean }>("select id, available from listings order by id");
    ids = rows.filter((r) => r.available).map((r) => r.id);
    offMarket = ids.pop()!;
    await t.database.query("update listings set available = false where id = $1", [offMarket]);
    alice = await memberWithPassword(t.app, t.database, "alice@example.com", PASSWORD);
    bob = await memberWithPassword(t.app, t.database, "bob@example.com", PASSWORD);
  });
  afterAll(async () => t.close());

  it("a guest is asked to sign in", async () => {
    const guest = apiVisitor(t.app);
    expect((await list(guest)).statusCode).toBe(401);
    expect((await save(guest, [{ propertyListingId: ids[0] }])).statusCode).toBe(401);
    expect((await remove(guest, [ids[0]])).statusCode).toBe(401);
  });

  it("saves, lists with cards and the pager (available first, then newest), reads the ids and deletes", async () => {
    const saved = await save(alice, [
      { propertyListingId: ids[0], createdDate: "2026-01-01T00:00:00.000Z" },
      { propertyListingId: offMarket, createdDate: "2026-01-10T00:00:00.000Z" },
      { propertyListingId: ids[1], createdDate: "2026-01-05T00:00:00.000Z" },
    ]);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ data: { isSaved: true, savedCount: 3 } });
    const page = (await list(alice, { PageSize: 2 })).json();
    expect(page.pager).toEqual({ currentPage: 1, totalPages: 2, totalItems: 3 });
    expect(page.properties.map((p: { propertyListingId: number }) => p.propertyListingId)).toEqual([ids[1], ids[0]]);
    expect(page.properties[0]).toMatchObject({ available: true, isSaved: true, currencyId: 3, createdDate: "2026-01-05T00:00:00.000Z" });
    expect(page.properties[0].referenceId).toEqual(expect.any(String));
    const second = (await list(alice, { PageSize: 2, PageNumber: 2 })).json();
    expect(second.properties).toMatchObject([{ propertyListingId: offMarket, available: false }]);
    const oldestFirst = (await list(alice, { order: 1 })).json();
    expect(oldestFirst.properties.map((p: { propertyListingId: number }) => p.propertyListingId)).toEqual([ids[0], ids[1], offMarket]);
    const savedIds = (await alice.post("/api/property/getuserpropertyids", { SavedPropertyType: 1 })).json();
    expect(savedIds.data.propertyIds.sort()).toEqual([ids[0], ids[1], offMarket].sort());
    const deleted = await remove(alice, [ids[0]]);
    expect(deleted.json()).toEqual({ data: { isDeleted: true } });
    expect((await remove(alice, [ids[0]])).json()).toEqual({ data: { isDeleted: false } });
    expect((await list(alice)).json().pager.totalItems).toBe(2);
  });

  it("an upload merges without duplicates and the earlier created date wins; unknown listings are skipped", async () => {
    await save(alice, [{ propertyListingId: ids[2], createdDate: "2026-01-03T00:00:00.000Z" }]);
    const again = await save(alice, [
      { propertyListingId: ids[2], createdDate: "2026-01-09T00:00:00.000Z" },
      { propertyListingId: ids[2], createdDate: "2025-12-30T00:00:00.000Z" },
      { propertyListingId: 2 ** 31 - 1 },
    ]);
    expect(again.json().data.savedCount).toBe(1);
    const item = (await list(alice, { PageSize: 120 }))
      .json()
      .properties.find((p: { propertyListingId: number }) => p.propertyListingId === ids[2]);
    expect(item.createdDate).toBe("2025-12-30T00:00:00.000Z");
    expect((await list(alice, { PageSize: 120 })).json().pager.totalItems).toBe(3);
  });

  it("recently viewed is its own list, newest view first, and keeps the newest 120", async () => {
    await save(alice, [{ propertyListingId: ids[3] }], 2);
    t.clock.advance(1000);
    await save(alice, [{ propertyListingId: ids[4] }], 2);
    const viewed = (await list(alice, { SavedPropertyType: 2, SortByType: 2 })).json();
    expect(viewed.properties.map((p: { propertyListingId: number }) => p.propertyListingId)).toEqual([ids[4], ids[3]]);
    expect((await list(alice)).json().pager.totalItems).toBe(3);
  });

  it("keeps the purpose a listing was saved or viewed under; a save that names none leaves it", async () => {
    await save(bob, [{ propertyListingId: ids[5], listingTypeId: 2 }]);
    await save(bob, [{ propertyListingId: ids[6], listingTypeId: 1 }, { propertyListingId: ids[7] }]);
    await save(bob, [{ propertyListingId: ids[5] }]);
    await save(bob, [{ propertyListingId: ids[8], listingTypeId: 2 }], 2);
    const purposeOf = async (savedPropertyType: number) =>
      Object.fromEntries(
        (await list(bob, { SavedPropertyType: savedPropertyType, PageSize: 120 }))
          .json()
          .properties.map((p: { propertyListingId: number; listingTypeId: number | null }) => [p.propertyListingId, p.listingTypeId]),
      );
    expect(await purposeOf(1)).toEqual({ [ids[5]!]: 2, [ids[6]!]: 1, [ids[7]!]: null });
    expect(await purposeOf(2)).toEqual({ [ids[8]!]: 2 });
    expect((await save(bob, [{ propertyListingId: ids[5], listingTypeId: 3 }])).statusCode).toBe(400);
    await remove(bob, [ids[5], ids[6], ids[7]]);
    await remove(bob, [ids[8]], 2);
  });

  it("IDOR: a member only ever reads and deletes their own items", async () => {
    await save(bob, [{ propertyListingId: ids[5] }]);
    const aliceIds = (await alice.post("/api/property/getuserpropertyids", { SavedPropertyType: 1 })).json().data.propertyIds;
    expect(aliceIds).not.toContain(ids[5]);
    expect((await remove(alice, [ids[5]])).json()).toEqual({ data: { isDeleted: false } });
    expect((await list(bob)).json().pager.totalItems).toBe(1);
    const [bobRow] = await t.database.query<{ id: string }>(
      "select s.id from saved_properties s join users u on u.id = s.user_id where u.email = 'bob@example.com'",
    );
    // Naming someone else's row or user in the body is refused, not obeyed.
    expect((await list(alice, { userId: "x", UserPropertyId: Number(bobRow!.id) })).statusCode).toBe(400);
    expect((await save(alice, [{ propertyListingId: ids[6], userId: "x" }])).statusCode).toBe(400);
    expect((await list(bob)).json().pager.totalItems).toBe(1);
  });

  it.each([
    ["getuserproperties", { CurrencyType: 9, SavedPropertyType: 1 }],
    ["getuserproperties", { CurrencyType: 3, SavedPropertyType: 3 }],
    ["getuserproperties", { CurrencyType: 3, SavedPropertyType: 1, PageSize: 121 }],
    ["getuserpropertyids", { SavedPropertyType: 1, PageSize: 1001 }],
    ["saveuserproperties", { savedPropertyType: 1, properties: [] }],
    ["saveuserproperties", { savedPropertyType: 1, properties: Array.from({ length: 1001 }, (_, i) => ({ propertyListingId: i + 1 })) }],
    ["saveuserproperties", { savedPropertyType: 1, properties: [{ propertyListingId: -1 }] }],
    ["saveuserproperties", { savedPropertyType: 1, properties: [{ propertyListingId: 1, createdDate: "yesterday" }] }],
  ])("%s refuses %j with 400", async (call, body) => {
    expect((await alice.post(`/api/property/${call}`, body)).statusCode).toBe(400);
  });

  it("naughty strings and oversized lists give 400, never 5xx, and change nothing", async () => {
    const before = (await list(alice, { PageSize: 120 })).json().pager.totalItems;
    for (const naughty of naughtyStrings(4)) {
      const responses = await Promise.all([
        save(alice, [{ propertyListingId: naughty }]),
        remove(alice, [naughty]),
        list(alice, { SortByType: naughty }),
      ]);
      for (const r of responses) expect(r.statusCode).toBe(400);
    }
    expect(
      (
        await remove(
          alice,
          Array.from({ length: 1001 }, (_, i) => i + 1),
        )
      ).statusCode,
    ).toBe(400);
    expect((await list(alice, { PageSize: 120 })).json().pager.totalItems).toBe(before);
  });
});
