// Search that forgives: the keyword search (Enter) and the suggestions read
// "Tai Koo Shing", "ＴＡＩＫＯＯ", "Mid Levels", "TKO" and "HKU" as the places
// they mean, and offer no place that has no listings.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { apiVisitor, type ApiVisitor } from "../api-client.ts";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import { buildApp } from "../../../src/server/app.ts";
import { loadConfig } from "../../../src/server/config.ts";

let db: Database;
let app: FastifyInstance;
let api: ApiVisitor;

beforeAll(async () => {
  db = await createTestDatabase();
  await seedMarket(db, { listings: 3000, seed: 7, now: new Date("2026-01-15T00:00:00Z") });
  app = await buildApp({
    config: loadConfig({ DATA_DIR: "/tmp/hk-api-test-forgiving", LOG_LEVEL: "silent" }),
    database: db,
    logger: false,
  });
  api = apiVisitor(app);
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const post = (url: string, payload: unknown) =>
  api.inject({ method: "POST", url, payload: payload as object, headers: { "content-type": "application/json" } });
const count = async (keyword: string) =>
  (await post("/api/property/search/count", { keyword, listingTypeId: 1 })).json().totalItems as number;
type Groups = { data: { groups: { items: { names: { en: string }; count: number }[] }[] } };
const suggested = async (keyword: string) =>
  (
    (await post("/api/data/getkeywordsuggestions", { keyword, listingTypeId: 1, searchResultType: -1, searchResultId: 0 })).json() as Groups
  ).data.groups.flatMap((g) => g.items);

describe("keyword search forgives spacing, case, full-width and aliases", () => {
  it.each([
    ["Tai Koo Shing", "Taikoo Shing"],
    ["ＴＡＩＫＯＯ", "Taikoo Shing"],
    ["taikoo-shing", "Taikoo Shing"],
    ["Mid Levels", "Mid-Levels Central"],
    ["TKO", "Tseung Kwan O"],
    ["tseung-kwan-o", "Tseung Kwan O"],
  ])("%s finds what %s finds", async (typed, name) => {
    const expected = await count(name);
    expect(expected).toBeGreaterThan(0);
    expect(await count(typed)).toBeGreaterThanOrEqual(expected);
  });

  it("HKU and 港大 find the listings of Sai Ying Pun and Pok Fu Lam", async () => {
    expect(await count("HKU")).toBeGreaterThan(0);
    expect(await count("港大")).toBe(await count("HKU"));
  });

  it.each([
    ["Tai Koo", "Taikoo Shing"],
    ["Tai Koo Shing", "Taikoo Shing"],
    ["ＴＡＩＫＯＯ", "Taikoo Shing"],
    ["Mid Levels", "Mid-Levels"],
    ["TKO", "Tseung Kwan O"],
    ["HKU", "Sai Ying Pun"],
  ])("%s suggests %s", async (typed, name) => {
    expect((await suggested(typed)).map((s) => s.names.en)).toContain(name);
  });

  it("every suggested place has listings", async () => {
    for (const typed of ["road", "garden", "phase", "花園"])
      for (const s of await suggested(typed)) expect(s.count, s.names.en).toBeGreaterThan(0);
  });
});
