// Caching for guests (issue 13 item 18): a guest's GET answers carry a weak
// ETag and a Cache-Control a shared cache may keep briefly, and a repeat
// with the tag answers 304; a signed-in member's answers are never stored.
import { brotliDecompressSync, zstdDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedMarket } from "../../../src/server/db/seed/seed-market.ts";
import { apiVisitor, memberWithPassword, startAccountsApp, unlimitedRateLimits, type AccountsApp } from "../accounts-app.ts";
import { createTestDatabase } from "../db.ts";
import type { Database } from "../../../src/server/db/client.ts";

let database: Database;
let t: AccountsApp;
let listingId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedMarket(database, { listings: 200, seed: 3, now: new Date("2026-01-15T00:00:00Z") });
  t = await startAccountsApp({ database, rateLimitStore: unlimitedRateLimits });
  const [row] = await database.query<{ id: number }>("select id from listings order by id limit 1");
  listingId = row!.id;
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

describe("guest caching", () => {
  it("a guest's API answer has an ETag and a shared-cache Cache-Control; the repeat is a 304 without a body", async () => {
    const first = await t.app.inject({ url: `/api/property/${listingId}` });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60, must-revalidate");
    expect(first.headers.vary).toContain("Cookie");
    const again = await t.app.inject({ url: `/api/property/${listingId}`, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers["content-security-policy"]).toBeUndefined();
    // Another currency is another answer.
    const usd = await t.app.inject({ url: `/api/property/${listingId}?currency=USD`, headers: { "if-none-match": etag } });
    expect(usd.statusCode).toBe(200);
    expect(usd.headers.etag).not.toBe(etag);
  });

  it("a compressed answer carries the same tag", async () => {
    const plain = await t.app.inject({ url: `/api/property/${listingId}` });
    const br = await t.app.inject({ url: `/api/property/${listingId}`, headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it("a browser that accepts zstd gets zstd, with the same body and tag; one that does not gets brotli", async () => {
    const url = `/api/property/${listingId}`;
    const plain = await t.app.inject({ url });
    const chromium = await t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(chromium.headers["content-encoding"]).toBe("zstd");
    expect(chromium.headers.vary).toContain("accept-encoding");
    expect(chromium.headers.etag).toBe(plain.headers.etag);
    expect(zstdDecompressSync(chromium.rawPayload).toString()).toBe(plain.body);
    const older = await t.app.inject({ url, headers: { "accept-encoding": "br, gzip" } });
    expect(older.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(older.rawPayload).toString()).toBe(plain.body);
  });

  it("a signed-in member's answers are never stored and carry no ETag", async () => {
    const member = await memberWithPassword(t.app, t.database, "cache@example.com", "harbour-lights-7");
    const response = await member.inject({ url: `/api/property/${listingId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(response.headers.etag).toBeUndefined();
  });

  it("errors, state-changing calls and health answers are not made cacheable", async () => {
    const missing = await t.app.inject({ url: "/api/property/999999999" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const search = await apiVisitor(t.app).post("/api/property/search", { pageSize: 2 });
    expect(search.statusCode).toBe(200);
    expect(search.headers.etag).toBeUndefined();
    expect((await t.app.inject({ url: "/readyz" })).headers["cache-control"]).toBe("no-store");
    expect((await t.app.inject({ url: "/api/communication/getcsrftoken" })).headers["cache-control"]).toBe("no-store");
  });
});
