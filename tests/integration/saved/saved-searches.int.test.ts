// The saved-search calls against the real database: save, duplicate and
// "save new", list, by ids, delete (a GET that needs the anti-forgery
// token), the follow checks, notifications; IDOR and bad input.
import { naughtyStrings } from "../naughty-strings.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SAVED_SEARCH_SET as SET } from "./saved-search-set.ts";
import {
  apiVisitor,
  memberWithPassword,
  startAccountsApp,
  unlimitedRateLimits,
  type AccountsApp,
  type ApiVisitor,
} from "../accounts-app.ts";

const PASSWORD = "harbour-lights-7";
const BUILDING_FOLLOW = {
  ...SET,
  name: "Follow: The Harbourfront",
  searchSaveSetType: 2,
  listingTypeId: 4,
  district: "",
  layout: "",
  priceMin: 0,
  priceMax: 0,
  bedroomMin: 0,
  hasParking: false,
  searchResultType: 2,
  searchResultId: 501,
  keyword: "The Harbourfront",
};
const DISTRICT_FOLLOW = {
  ...SET,
  name: "Follow: Wan Chai",
  searchSaveSetType: 3,
  listingTypeId: 1,
  districtId: 37,
  priceMin: 0,
  priceMax: 0,
  bedroomMin: 0,
  layout: "",
  hasParking: false,
};

describe("saved search calls", () => {
  let t: AccountsApp;
  let alice: ApiVisitor;
  let bob: ApiVisitor;
  const del = (who: ApiVisitor, id: unknown) => who.inject({ method: "GET", url: `/api/saved-search/deleteusersearchset/${String(id)}` });
  const delWithToken = async (who: ApiVisitor, id: unknown) =>
    who.inject({
      method: "GET",
      url: `/api/saved-search/deleteusersearchset/${String(id)}`,
      headers: { "x-xsrf-token": await who.token() },
    });
  const list = async (who: ApiVisitor) =>
    (await who.post("/api/saved-search/getsearchsets", { pageSize: 1000 })).json().searchSets as {
      userSearchSetId: number;
      name: string;
    }[];

  beforeAll(async () => {
    t = await startAccountsApp({ rateLimitStore: unlimitedRateLimits });
    alice = await memberWithPassword(t.app, t.database, "alice@example.com", PASSWORD);
    bob = await memberWithPassword(t.app, t.database, "bob@example.com", PASSWORD);
  });
  afterAll(async () => t.close());

  it("a guest is asked to sign in", async () => {
    const guest = apiVisitor(t.app);
    expect((await guest.post("/api/saved-search/savesearchset", SET)).statusCode).toBe(401);
    expect((await guest.post("/api/saved-search/getsearchsets", { pageSize: 1000 })).statusCode).toBe(401);
  });

  let savedId = 0;
  it("saves a search, finds the duplicate whatever its name, and saves a new one when forced", async () => {
    const first = (await alice.post("/api/saved-search/savesearchset", SET)).json();
    expect(first).toMatchObject({ result: true, isSaved: true, duplicateResult: null });
    savedId = first.userSearchSetId;
    expect(first.userSearchSets).toEqual([
      { userSearchSetId: savedId, name: SET.name, notificationId: savedId, notificationEnabled: true, notificationFrequency: 2 },
    ]);
    const duplicate = (await alice.post("/api/saved-search/savesearchset", { ...SET, name: "Same again", sortBy: "price" })).json();
    expect(duplicate).toMatchObject({
      result: false,
      isSaved: false,
      duplicateResult: { item2: { userSearchSetId: savedId, name: SET.name } },
    });
    const forced = (await alice.post("/api/saved-search/savesearchset", { ...SET, name: "Same again", forceSave: true })).json();
    expect(forced).toMatchObject({ result: true, isSaved: true });
    expect(forced.userSearchSets).toHaveLength(2);
    const other = (await alice.post("/api/saved-search/savesearchset", { ...SET, priceMax: 1500 })).json();
    expect(other.result).toBe(true);
    expect(await list(alice)).toHaveLength(3);
  });

  it("answers the set with its filter fields, by ids only the member's own", async () => {
    const [set] = (await alice.post("/api/saved-search/getsearchsetbyids", { searchSetIds: [savedId] })).json().searchSets;
    expect(set).toMatchObject({ ...SET, userSearchSetId: savedId, notificationEnabled: true, notificationFrequency: 2 });
    expect((await bob.post("/api/saved-search/getsearchsetbyids", { searchSetIds: [savedId] })).json().searchSets).toEqual([]);
  });

  it("follows: a building and a district are found by the checks, and deleted", async () => {
    const building = (await alice.post("/api/saved-search/savesearchset", BUILDING_FOLLOW)).json().userSearchSetId;
    const district = (await alice.post("/api/saved-search/savesearchset", DISTRICT_FOLLOW)).json().userSearchSetId;
    const byKeyword = {
      keyword: "The Harbourfront",
      searchSaveSetType: 2,
      listingPurposeType: 4,
      searchResultType: 2,
      searchResultId: 501,
    };
    expect((await alice.post("/api/saved-search/hasSavedSearchSetByKeyword", byKeyword)).json()).toEqual({ userSearchSetId: building });
    expect((await bob.post("/api/saved-search/hasSavedSearchSetByKeyword", byKeyword)).json()).toEqual({ userSearchSetId: 0 });
    const byDistrict = { districtId: 37, searchSaveSetType: 3, listingPurposeType: 1 };
    expect((await alice.post("/api/saved-search/hasSavedSearchSetByDistrictId", byDistrict)).json()).toEqual({ userSearchSetId: district });
    expect((await delWithToken(alice, building)).json()).toEqual({ status: 2 });
    expect((await alice.post("/api/saved-search/hasSavedSearchSetByKeyword", byKeyword)).json()).toEqual({ userSearchSetId: 0 });
  });

  it("notifications: one set's, then all at once", async () => {
    const one = await alice.post("/api/saved-search/updatenotification", {
      userSearchSetId: savedId,
      notificationEnabled: true,
      notificationFrequency: 1,
    });
    expect(one.json()).toEqual({ status: 2, updated: 1 });
    const [set] = (await alice.post("/api/saved-search/getsearchsetbyids", { searchSetIds: [savedId] })).json().searchSets;
    expect(set).toMatchObject({ notificationEnabled: true, notificationFrequency: 1 });
    await alice.post("/api/saved-search/updatenotification", { notificationEnabled: false });
    expect((await list(alice)).every((s) => !(s as unknown as { notificationEnabled: boolean }).notificationEnabled)).toBe(true);
  });

  it("delete is a GET that still needs the anti-forgery token, and only deletes the member's own set", async () => {
    expect((await del(alice, savedId)).statusCode).toBe(403);
    const bobSet = (await bob.post("/api/saved-search/savesearchset", SET)).json().userSearchSetId;
    expect((await delWithToken(alice, bobSet)).statusCode).toBe(404);
    expect(
      (await bob.post("/api/saved-search/updatenotification", { userSearchSetId: savedId, notificationEnabled: true })).statusCode,
    ).toBe(404);
    expect(await list(bob)).toHaveLength(1);
    expect((await delWithToken(alice, savedId)).json()).toEqual({ status: 2 });
    expect((await delWithToken(alice, savedId)).statusCode).toBe(404);
  });

  it.each([
    ["savesearchset", { ...SET, name: "" }],
    ["savesearchset", { ...SET, name: "x".repeat(201) }],
    ["savesearchset", { ...SET, userId: "someone" }],
    ["savesearchset", { ...SET, userSearchSetId: 1 }],
    ["savesearchset", { ...SET, priceMin: 2000, priceMax: 1000 }],
    ["savesearchset", { ...SET, notificationFrequency: 9 }],
    ["savesearchsets", []],
    ["savesearchsets", Array.from({ length: 1001 }, () => SET)],
    ["getsearchsets", { pageSize: 1001 }],
    ["getsearchsetbyids", { searchSetIds: Array.from({ length: 1001 }, (_, i) => i + 1) }],
    ["getsearchsetbyids", { searchSetIds: ["1"] }],
    ["hasSavedSearchSetByDistrictId", { districtId: -3, searchSaveSetType: 3, listingPurposeType: 1 }],
    ["updatenotification", { userSearchSetId: 0, notificationEnabled: true }],
  ])("%s refuses %j… with 400", async (call, body) => {
    expect((await alice.post(`/api/saved-search/${call}`, body)).statusCode).toBe(400);
  });

  it("naughty strings give 400 or 404, never 5xx, and change nothing", async () => {
    const before = (await list(alice)).length;
    for (const naughty of naughtyStrings(4)) {
      const responses = await Promise.all([
        alice.post("/api/saved-search/savesearchset", { ...SET, keyword: naughty, listingTypeId: naughty }),
        alice.post("/api/saved-search/getsearchsetbyids", { searchSetIds: [naughty] }),
        delWithToken(alice, encodeURIComponent(naughty)),
      ]);
      for (const r of responses) expect([400, 404]).toContain(r.statusCode);
    }
    expect((await list(alice)).length).toBe(before);
  });

  it("the member's data download holds their saved searches", async () => {
    const data = (await bob.inject({ url: "/api/profile/mydata" })).json();
    expect(data.savedSearches.map((s: { name: string }) => s.name)).toContain(SET.name);
  });

  it("savesearchsets uploads several (the guest's pending search) without duplicates", async () => {
    const answer = (await bob.post("/api/saved-search/savesearchsets", [SET, { ...SET, name: "dup" }, DISTRICT_FOLLOW])).json();
    expect(answer.userSearchSets).toHaveLength(2);
  });

  it("every saved-item and alert route is in the OpenAPI document", async () => {
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = t.app.routeTable.filter(
      (r) =>
        /^\/api\/(saved-search\/|property\/(getuserpropert|saveuserpropert|deleteuserpropert|savedpropertyalerts))|^\/alerts\//.test(
          r.url,
        ) && r.method !== "HEAD",
    );
    expect(routes.length).toBeGreaterThanOrEqual(15);
    for (const route of routes) {
      const path = route.url.replace(/:([A-Za-z]+)/g, "{$1}");
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
  });
});
