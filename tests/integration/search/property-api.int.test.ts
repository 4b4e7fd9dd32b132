// The search-experience API over a seeded market: bad input never gives a
// 5xx, suggestions, properties by ids, map pins, listing detail, place data
// and the OpenAPI document.
import { naughtyStrings } from "../naughty-strings.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { apiVisitor, type ApiVisitor } from "../api-client.ts";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import { buildApp } from "../../../src/server/app.ts";
import { loadConfig } from "../../../src/server/config.ts";
import { placeLabelsResponseSchema } from "../../../src/domain/contracts/place-labels-request.ts";
import { PLACE_LABEL_LIMIT } from "../../../src/domain/map/place-label-cells.ts";
import { createPlaceLabels } from "../../../src/server/services/map-pins/place-labels.ts";
import type { z } from "zod";
import {
  baseLayerResponseSchema,
  keywordSuggestionsResponseSchema,
  listingDetailResponseSchema,
  mapPinsResponseSchema,
  placeResponseSchema,
  propertiesByIdsResponseSchema,
  searchCountResponseSchema,
  searchResponseSchema,
} from "../../../src/domain/contracts/browse-responses.ts";

let db: Database;
let app: FastifyInstance;
let api: ApiVisitor;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 3000, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
  app = await buildApp({ config: loadConfig({ DATA_DIR: "/tmp/hk-api-test", LOG_LEVEL: "silent" }), database: db, logger: false });
  api = apiVisitor(app);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const post = (url: string, payload: unknown) =>
  api.inject({ method: "POST", url, payload: payload as object, headers: { "content-type": "application/json" } });
const suggest = (keyword: string, listingTypeId = 1) =>
  post("/api/data/getkeywordsuggestions", { keyword, listingTypeId, searchResultType: -1, searchResultId: 0 });
type Groups = { data: { groups: { key: string; items: { resultId: number; result: string; type: number; count: number }[] }[] } };

describe("bad input", () => {
  it.each<[string, unknown, string]>([
    ["unknown field", { colour: "red" }, "colour"],
    ["wrong type", { pageNumber: "2" }, "pageNumber"],
    ["negative min", { priceMin: -5 }, "priceMin"],
    ["reversed price", { priceMin: 500, priceMax: 100 }, "priceMin"],
    ["reversed beds", { bedroomMin: 4, bedroomMax: 2 }, "bedroomMin"],
    ["page size over the cap", { pageSize: 101 }, "pageSize"],
    ["NUL byte", { keyword: "a\u0000b" }, "keyword"],
    ["100 kB keyword", { keyword: "x".repeat(100_000) }, "keyword"],
    ["bad sort", { sortBy: "colour" }, "sortBy"],
  ])("search: %s → 400 with field errors", async (_name, payload, field) => {
    const res = await post("/api/property/search", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it("invalid UTF-8 in a raw body is a 400", async () => {
    const body = Buffer.concat([Buffer.from('{"keyword":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')]);
    for (const url of ["/api/property/search", "/api/data/getkeywordsuggestions", "/api/property/mappins"]) {
      const res = await api.inject({ method: "POST", url, payload: body, headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(400);
    }
  });

  it("every naughty string in every keyword field gives 200 or 400, never 5xx", async () => {
    const statuses = new Set<number>();
    for (const s of naughtyStrings(6)) {
      const responses = await Promise.all([
        post("/api/property/search", { keyword: s, pageSize: 2 }),
        post("/api/property/search", { districtName: s, pageSize: 2 }),
        post("/api/property/search/count", { keyword: s, listingTypeId: 2 }),
        suggest(s, 3),
      ]);
      for (const res of responses) {
        statuses.add(res.statusCode);
        expect([200, 400], `${JSON.stringify(s)} → ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        if (res.statusCode === 400) expect(res.json().error.fields).toBeTypeOf("object");
      }
    }
    expect(statuses.has(200)).toBe(true);
  }, 300_000);

  it("other routes refuse bad input with 400 or 404", async () => {
    expect((await post("/api/property/getpropertiesbyids", { CurrencyType: 3, PropertyListingIds: [0] })).statusCode).toBe(400);
    expect((await post("/api/property/mappins", { zoom: 30, bounds: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/property/abc" })).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/property/99999999" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/place/planet/1" })).statusCode).toBe(400);
    expect((await app.inject({ method: "GET", url: "/api/place/building/99999999" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/property/1?currency=xyz" })).statusCode).toBe(400);
  });
});

describe("keyword suggestions", () => {
  it("below the minimum length gives an empty list", async () => {
    expect((await suggest("ta")).json()).toEqual({ data: { groups: [] } });
    expect((await suggest("  a  ")).json()).toEqual({ data: { groups: [] } });
  });

  it("matches English by word prefix, groups capped at 10, ranked by quality then count", async () => {
    const body = (await suggest("gar")).json() as Groups;
    expect(body.data.groups.length).toBeGreaterThan(0);
    for (const g of body.data.groups) {
      expect(g.items.length).toBeLessThanOrEqual(10);
      for (const item of g.items) expect(item.result.toLowerCase()).toMatch(/(^|[^a-z0-9])gar/);
    }
    expect(body.data.groups.map((g) => g.key)).toEqual(
      ["districts", "estates", "buildings", "roads"].filter((k) => body.data.groups.some((g) => g.key === k)),
    );
  });

  it("Simplified input finds Traditional names; Chinese matches by substring", async () => {
    const hk = (await suggest("花園")).json() as Groups;
    const cn = (await suggest("花园")).json() as Groups;
    const ids = (b: Groups) => b.data.groups.flatMap((g) => g.items.map((i) => `${i.type}:${i.resultId}`));
    expect(ids(hk).length).toBeGreaterThan(0);
    expect(ids(cn)).toEqual(ids(hk));
    expect(cn.data.groups[0]!.items[0]!.result).toContain("花园");
  });

  it("without a listing type merges Buy and Rent, de-duplicated, 10 in all", async () => {
    const body = (await suggest("花", 4)).json() as Groups;
    const all = body.data.groups.flatMap((g) => g.items.map((i) => `${i.type}:${i.resultId}`));
    expect(all.length).toBeLessThanOrEqual(10);
    expect(new Set(all).size).toBe(all.length);
  });

  it("with no listing type at all answers the merged Buy and Rent list", async () => {
    const res = await post("/api/data/getkeywordsuggestions", { keyword: "花", searchResultType: -1, searchResultId: 0 });
    expect(res.statusCode).toBe(200);
    const ids = (b: Groups) => b.data.groups.flatMap((g) => g.items.map((i) => `${i.type}:${i.resultId}`));
    expect(ids(res.json() as Groups)).toEqual(ids((await suggest("花", 4)).json() as Groups));
    expect(ids(res.json() as Groups).length).toBeGreaterThan(0);
  });
});

describe("a picked place counts what it promised", () => {
  type Item = { resultId: number; result: string; type: number; count: number; districtIds?: number[] };
  const items = async (keyword: string, listingTypeId: number) =>
    ((await suggest(keyword, listingTypeId)).json() as { data: { groups: { items: Item[] }[] } }).data.groups.flatMap((g) => g.items);
  const count = async (body: object) => (await post("/api/property/search/count", body)).json().totalItems as number;

  it("a special district comes with its district set, and searching those districts finds its count", async () => {
    const special = (await items("Island South", 1)).find((i) => i.type === 99);
    expect(special?.districtIds?.length).toBeGreaterThan(0);
    expect(await count({ listingTypeId: 1, district: special!.districtIds!.join(",") })).toBe(special!.count);
    expect(await count({ listingTypeId: 1, searchResultType: 99, searchResultId: special!.resultId })).toBe(special!.count);
  });

  it("estates, buildings and streets searched by type and id find their count", async () => {
    let checked = 0;
    for (const keyword of ["garden", "court", "road", "花園"]) {
      for (const item of await items(keyword, 2)) {
        if (item.type === 99 || item.type === 4) continue;
        expect(await count({ listingTypeId: 2, keyword: item.result, searchResultType: item.type, searchResultId: item.resultId })).toBe(
          item.count,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

describe("sort names and numbers", () => {
  type Page = { properties: { id: number }[] };
  const ids = async (payload: object) => {
    const res = await post("/api/property/search", { listingTypeId: 2, pageSize: 12, ...payload });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return (res.json() as Page).properties.map((i) => i.id);
  };
  it.each<[string, object, object]>([
    ["saleablesize is netsize", { sortBy: "saleablesize", orderBy: "asc" }, { sortBy: "netsize", orderBy: "asc" }],
    ["localityname is district", { sortBy: "localityname", orderBy: "desc" }, { sortBy: "district", orderBy: "desc" }],
    ["number 1 is price ascending", { sortBy: 1 }, { sortBy: "price", orderBy: "asc" }],
    ["number 6 is net size descending", { sortBy: 6 }, { sortBy: "netsize", orderBy: "desc" }],
    ["number 11 is newest first", { sortBy: 11 }, { sortBy: "updateddate", orderBy: "desc" }],
  ])("%s", async (_name, given, same) => {
    expect(await ids(given)).toEqual(await ids(same));
  });
});

describe("properties by ids", () => {
  it("leaves unknown ids out and marks off-market ones unavailable", async () => {
    const [off] = await db.query<{ id: number }>("select id from listings where not available order by id limit 1");
    const res = await post("/api/property/getpropertiesbyids", { CurrencyType: 1, PropertyListingIds: [1, off!.id, 2_000_000] });
    const props = res.json().data.properties as {
      id: number;
      isAvaliable: boolean;
      bedrooms: number;
      streetName: string;
      banners: unknown[];
    }[];
    expect(props.map((p) => p.id)).toEqual([1, off!.id]);
    expect(props[1]!.isAvaliable).toBe(false);
    for (const key of ["bedrooms", "bathrooms", "streetNo", "streetName", "banners"]) expect(props[0]).toHaveProperty(key);
  });

  it("names the places in the language asked for (the map popup asks in the page's language)", async () => {
    const [row] = await db.query<{ en: string; hk: string; cn: string }>(
      "select s.name_en as en, s.name_zh_hk as hk, s.name_zh_cn as cn from listings l join buildings b on b.id = l.building_id join streets s on s.id = b.street_id where l.id = 1",
    );
    const street = async (LanguageId?: number) =>
      (
        (await post("/api/property/getpropertiesbyids", { CurrencyType: 1, PropertyListingIds: [1], LanguageId })).json().data
          .properties[0] as { streetName: string }
      ).streetName;
    expect(await street()).toBe(row!.en);
    expect(await street(2)).toBe(row!.hk);
    expect(await street(3)).toBe(row!.cn);
  });
});

describe("map pins", () => {
  const bounds = { ne: { lat: 22.3, lng: 114.22 }, sw: { lat: 22.26, lng: 114.15 } };
  it.each([
    [10, "AREA"],
    [12, "DISTRICT"],
    [14, "BUILDING"],
    [18, "PROPERTY"],
  ])("zoom %i gives the %s layer", async (zoom, layer) => {
    const res = await post("/api/property/mappins", { zoom, bounds, listingTypeId: 2 });
    const body = res.json() as { layer: string; pins: { count: number; lat: number; lng: number }[]; outsideSelectedDistricts: boolean };
    expect(body.layer).toBe(layer);
    expect(body.outsideSelectedDistricts).toBe(false);
    if (layer === "BUILDING" || layer === "PROPERTY") {
      const total = body.pins.reduce((s, p) => s + p.count, 0);
      const [row] = await db.query<{ n: number }>(
        "select count(*) as n from listings where available and purpose in (2, 3) and lat between $1 and $2 and lng between $3 and $4",
        [22.26 - 0.008, 22.3 + 0.008, 114.15 - 0.014, 114.22 + 0.014],
      );
      expect(total).toBe(Math.min(Number(row!.n), layer === "PROPERTY" ? 500 : Infinity));
    }
  });

  it("says so when the viewport holds none of the selected districts", async () => {
    const far = { ne: { lat: 22.52, lng: 114.0 }, sw: { lat: 22.5, lng: 113.98 } };
    const res = await post("/api/property/mappins", { zoom: 12, bounds: far, district: "4" });
    expect(res.json().outsideSelectedDistricts).toBe(true);
  });

  it("gives the spot a search by district covers, so the map can show it first, and none for a drawn rectangle", async () => {
    const far = { ne: { lat: 22.52, lng: 114.0 }, sw: { lat: 22.5, lng: 113.98 } };
    const focus = (await post("/api/property/mappins", { zoom: 12, bounds: far, district: "4", listingTypeId: 1 })).json().focus as {
      ne: { lat: number; lng: number };
      sw: { lat: number; lng: number };
    };
    const [row] = await db.query<{ n: number; s: number; e: number; w: number }>(
      `select max(b.lat) as n, min(b.lat) as s, max(b.lng) as e, min(b.lng) as w
         from listings l join buildings b on b.id = l.building_id
        where l.available and l.purpose in (1, 3) and l.district_id = 4`,
    );
    expect(focus).toEqual({ ne: { lat: row!.n, lng: row!.e }, sw: { lat: row!.s, lng: row!.w } });
    const everywhere = await post("/api/property/mappins", { zoom: 12, bounds: far, listingTypeId: 1 });
    expect(everywhere.json().focus).toBeNull();
    const drawn = await post("/api/property/mappins", { zoom: 12, bounds: far, district: "4", geoString: "rect-22.3~114.2_22.2~114.1" });
    expect(drawn.json().focus).toBeNull();
  });
});

describe("the map's offline base layer", () => {
  type Layer = {
    councils: { name: string; label: [number, number]; rings: [number, number][][] }[];
    localities: { id: number; name: string; at: [number, number] }[];
    lines: { code: string; name: string; colour: string; paths: [number, number][][] }[];
    stations: { code: string; name: string; at: [number, number]; colour: string }[];
  };
  const layer = async (languageId: number) => {
    const res = await app.inject({ method: "GET", url: `/api/map/baselayer?languageId=${String(languageId)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    return res.json() as Layer;
  };

  it("names council areas, localities, MTR lines and stations in the page's language", async () => {
    const [en, hk, cn] = [await layer(1), await layer(2), await layer(3)];
    expect(en.councils).toHaveLength(18);
    expect(en.councils.map((c) => c.name)).toContain("Wan Chai");
    expect(hk.councils.map((c) => c.name)).toContain("灣仔區");
    expect(cn.councils.map((c) => c.name)).toContain("湾仔区");
    const districts = await db.query<{ id: number; name_zh_cn: string }>("select id, name_zh_cn from districts order by id");
    expect(cn.localities.map((l) => [l.id, l.name]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual(
      districts.map((d) => [d.id, d.name_zh_cn]),
    );
    const stations = await db.query<{ code: string; name_zh_hk: string }>("select code, name_zh_hk from mtr_stations");
    expect(new Map(hk.stations.map((s) => [s.code, s.name]))).toEqual(new Map(stations.map((s) => [s.code, s.name_zh_hk])));
    expect(en.lines.find((l) => l.code === "SIL")?.name).toBe("South Island Line");
  });

  it("draws each line through its stations in order, branches apart", async () => {
    const { lines, stations } = await layer(1);
    const at = new Map(stations.map((s) => [s.code, s.at]));
    const island = lines.find((l) => l.code === "ISL")!;
    expect(island.paths).toHaveLength(1);
    expect(island.paths[0]![0]).toEqual(at.get("KET"));
    expect(island.paths[0]!.at(-1)).toEqual(at.get("CHW"));
    // Tseung Kwan O line: the Po Lam trunk and the LOHAS Park branch.
    expect(lines.find((l) => l.code === "TKL")!.paths.map((p) => p.length)).toEqual([7, 2]);
    // No leg is longer than the Airport Express crossing to the airport (18 km): a station out of order would jump across the map.
    const km = (a: [number, number], b: [number, number]) => Math.hypot((a[0] - b[0]) * 111, (a[1] - b[1]) * 103);
    for (const line of lines)
      for (const path of line.paths) for (let i = 1; i < path.length; i++) expect(km(path[i - 1]!, path[i]!), line.code).toBeLessThan(19);
  });
});

describe("the offline map's names of estates and buildings", () => {
  // Wan Chai to Causeway Bay: one grid cell of the map at zoom 16.
  const cell = { south: 22.26, west: 114.16, north: 22.28, east: 114.18 };
  const ask = (query: Record<string, string | number>) =>
    app.inject({
      method: "GET",
      url: `/api/map/placelabels?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`,
    });

  it("answers the contract: estates and stand-alone buildings inside the bounds, most homes first, in the language, cached a day", async () => {
    const res = await ask({ ...cell, languageId: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    const { places } = placeLabelsResponseSchema.parse(res.json());
    expect(places.length).toBeGreaterThan(5);
    expect(places.length).toBeLessThanOrEqual(PLACE_LABEL_LIMIT.default);
    for (const p of places) {
      expect(p.at[0]).toBeGreaterThanOrEqual(cell.south);
      expect(p.at[0]).toBeLessThanOrEqual(cell.north);
      expect(p.at[1]).toBeGreaterThanOrEqual(cell.west);
      expect(p.at[1]).toBeLessThanOrEqual(cell.east);
    }
    expect(places.map((p) => p.rank)).toEqual(places.map((p) => p.rank).sort((a, b) => a - b));
    const estates = await db.query<{ id: number; name_zh_hk: string }>(
      "select id, name_zh_hk from estates where lat between $1 and $2 and lng between $3 and $4",
      [cell.south, cell.north, cell.west, cell.east],
    );
    const named = new Map(places.filter((p) => p.kind === "estate").map((p) => [p.id, p.name]));
    for (const e of estates) if (named.has(e.id)) expect(named.get(e.id)).toBe(e.name_zh_hk);
    expect(named.size).toBeGreaterThan(0);
    // An estate's blocks go by the estate's name: no building of an estate is named on its own.
    const inEstates = await db.query<{ id: number }>("select id from buildings where estate_id is not null");
    const blockIds = new Set(inEstates.map((b) => b.id));
    expect(places.filter((p) => p.kind === "building" && blockIds.has(p.id))).toEqual([]);
    const limited = placeLabelsResponseSchema.parse((await ask({ ...cell, languageId: 1, limit: 3 })).json()).places;
    expect(limited.map((p) => [p.kind, p.id])).toEqual(places.slice(0, 3).map((p) => [p.kind, p.id]));
  });

  it.each<[string, Record<string, string | number>, string]>([
    ["no bounds", { languageId: 1 }, "south"],
    ["a coordinate that is not a number", { ...cell, north: "abc" }, "north"],
    ["an empty coordinate", { ...cell, west: "" }, "west"],
    ["a latitude off the globe", { ...cell, south: -91 }, "south"],
    ["south above north", { ...cell, south: 22.29 }, "south"],
    ["west right of east", { ...cell, west: 114.19 }, "west"],
    ["wider than street zoom asks for", { ...cell, east: 114.3 }, "north"],
    ["an unknown language", { ...cell, languageId: 7 }, "languageId"],
    ["a limit over the cap", { ...cell, limit: 5000 }, "limit"],
    ["an unknown parameter", { ...cell, zoom: 16 }, "zoom"],
  ])("refuses %s with 400 and the field", async (_name, query, field) => {
    const res = await ask(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty(field);
  });

  it("answers from memory: p95 well under 5 ms over 2,000 rectangles across Hong Kong", async () => {
    const labels = createPlaceLabels(db);
    await labels.placeLabels({ ...cell, languageId: 1, limit: PLACE_LABEL_LIMIT.default });
    const times: number[] = [];
    for (let n = 0; n < 2000; n++) {
      const south = 22.2 + (n % 40) * 0.0075;
      const west = 113.95 + Math.floor(n / 40) * 0.007;
      const started = performance.now();
      await labels.placeLabels({
        south,
        west,
        north: south + 0.05,
        east: west + 0.05,
        languageId: 1 + (n % 3),
        limit: PLACE_LABEL_LIMIT.max,
      });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.95)]).toBeLessThan(5);
  });
});

describe("listing detail and place data", () => {
  it("gives everything the detail page needs in the asked currency", async () => {
    const res = await app.inject({ method: "GET", url: "/api/property/1?currency=usd" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      "listing",
      "listedAt",
      "photos",
      "building",
      "agent",
      "priceHistory",
      "transactions",
      "otherListings",
      "nearbyStations",
    ])
      expect(body).toHaveProperty(key);
    expect(Object.keys(body.photos)).toEqual(["PP", "BP", "FP"]);
    for (const s of body.nearbyStations) expect(s.walkingMinutes).toBe(Math.max(1, Math.ceil((s.metres * 1.3) / 80)));
  });

  it.each(["building", "estate", "district", "block", "phase", "development"])("serves %s data", async (kind) => {
    const table = {
      building: "buildings",
      estate: "estates",
      district: "districts",
      block: "blocks",
      phase: "phases",
      development: "estates",
    }[kind]!;
    const [row] = await db.query<{ id: number }>(`select id from ${table} order by id limit 1`);
    const res = await app.inject({ method: "GET", url: `/api/place/${kind}/${row!.id}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const scope = {
      building: "building_id = $1",
      estate: "estate_id = $1",
      development: "estate_id = $1",
      district: "district_id = $1",
      block: "block_id = $1",
      phase: "building_id in (select id from buildings where phase_id = $1)",
    }[kind]!;
    const [counts] = await db.query<{ sale: number; rent: number }>(
      `select count(*) filter (where purpose in (1, 3)) as sale, count(*) filter (where purpose in (2, 3)) as rent from listings where available and ${scope}`,
      [row!.id],
    );
    expect(body.listings).toEqual({ sale: Number(counts!.sale), rent: Number(counts!.rent) });
    expect(body.transactions.pager).toHaveProperty("totalItems");
    expect(Array.isArray(body.pricePerSqft)).toBe(true);
  });

  it("publishes an OpenAPI 3.1 document generated from the contracts", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths["/api/property/search"].post.requestBody.content["application/json"].schema.properties).toHaveProperty("priceMin");
  });
});

describe("the answers' contracts", () => {
  it("every browse answer matches the answer contract the API document shows", async () => {
    const building = (await db.query<{ id: number }>("select building_id as id from listings where available order by id limit 1"))[0]!;
    // One at a time: the visitor keeps one anti-forgery secret, set by its first call.
    const answers: [string, () => Promise<{ statusCode: number; json(): unknown }>, z.ZodType][] = [
      ["search", () => post("/api/property/search", { pageSize: 5 }), searchResponseSchema],
      ["count", () => post("/api/property/search/count", {}), searchCountResponseSchema],
      [
        "by ids",
        () => post("/api/property/getpropertiesbyids", { CurrencyType: 1, PropertyListingIds: [1, 2] }),
        propertiesByIdsResponseSchema,
      ],
      ["suggestions", () => suggest("tai"), keywordSuggestionsResponseSchema],
      [
        "map pins",
        () => post("/api/property/mappins", { zoom: 14, bounds: { ne: { lat: 22.3, lng: 114.22 }, sw: { lat: 22.26, lng: 114.15 } } }),
        mapPinsResponseSchema,
      ],
      ["base layer", () => app.inject({ method: "GET", url: "/api/map/baselayer?languageId=1" }), baseLayerResponseSchema],
      ["listing", () => app.inject({ method: "GET", url: "/api/property/1" }), listingDetailResponseSchema],
      ["place", () => app.inject({ method: "GET", url: `/api/place/building/${String(building.id)}` }), placeResponseSchema],
    ];
    for (const [name, answer, schema] of answers) {
      const res = await answer();
      expect([name, res.statusCode]).toEqual([name, 200]);
      const parsed = schema.safeParse(res.json());
      expect([name, parsed.success ? "ok" : parsed.error.issues.slice(0, 3)]).toEqual([name, "ok"]);
    }
  });
});
