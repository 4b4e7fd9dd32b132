import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSharedTestDatabase, createTestDatabase } from "../../../../tests/integration/db.ts";
import { createRateLimits, databaseRateLimitStore, type RateLimits } from "./rate-limits.ts";
import { redisRateLimitStore } from "./redis-rate-limit-store.ts";

/** n concurrent attempts of loginAccount for one account, spread over the given limiters. */
async function attempts(limiters: RateLimits[], key: string, n: number) {
  return Promise.all(Array.from({ length: n }, (_, i) => limiters[i % limiters.length]!.consume("loginAccount", key)));
}

describe("rate limits in the database", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it("allows five sign-ins per account and minute and refuses the sixth with a retry time", async () => {
    const limits = createRateLimits(databaseRateLimitStore(database));
    const decisions = [];
    for (let i = 0; i < 6; i++) decisions.push(await limits.consume("loginAccount", "Ann@Example.com"));
    expect(decisions.slice(0, 5).every((d) => d.allowed && d.retryAfterSeconds === 0)).toBe(true);
    expect(decisions[5]!.allowed).toBe(false);
    expect(decisions[5]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(decisions[5]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // The same address in other letters is the same account; another account and another rule are not.
    expect((await limits.consume("loginAccount", "ann@example.COM")).allowed).toBe(false);
    expect((await limits.consume("loginAccount", "bob@example.com")).allowed).toBe(true);
    expect((await limits.consume("forgotEmail", "ann@example.com")).allowed).toBe(true);
  });

  it("opens a new window once the old one has ended", async () => {
    const limits = createRateLimits(databaseRateLimitStore(database));
    for (let i = 0; i < 6; i++) await limits.consume("loginAccount", "carol@example.com");
    expect((await limits.consume("loginAccount", "carol@example.com")).allowed).toBe(false);
    await database.query("update rate_limit_hits set window_ends_at = now() - interval '1 second'");
    expect(await limits.consume("loginAccount", "carol@example.com")).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it("keeps no e-mail address in the table", async () => {
    await createRateLimits(databaseRateLimitStore(database)).consume("signupEmail", "dave@example.com");
    const rows = await database.query<{ key_hash: string }>("select key_hash from rate_limit_hits");
    expect(rows.some((r) => r.key_hash.includes("dave"))).toBe(false);
  });
});

describe("rate limits shared by two server processes on one database", () => {
  let databases: Database[];
  beforeAll(async () => {
    databases = await createSharedTestDatabase(2);
  });
  afterAll(async () => {
    for (const database of databases.reverse()) await database.close();
  });

  it("lets five of twenty concurrent sign-ins for one account through, whichever process takes them", async () => {
    const limiters = databases.map((database) => createRateLimits(databaseRateLimitStore(database)));
    const decisions = await attempts(limiters, "erin@example.com", 20);
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect(decisions.filter((d) => !d.allowed).every((d) => d.retryAfterSeconds >= 1 && d.retryAfterSeconds <= 60)).toBe(true);
  });
});

// Redis is optional (REDIS_URL); CI without it leaves this out, set TEST_REDIS_URL to run it.
describe.skipIf(!process.env.TEST_REDIS_URL)("rate limits in Redis", () => {
  it("counts like the database store, across two connections, and answers the window's rest", async () => {
    const stores = [redisRateLimitStore(process.env.TEST_REDIS_URL!), redisRateLimitStore(process.env.TEST_REDIS_URL!)];
    try {
      const limiters = stores.map((store) => createRateLimits(store));
      const key = `frank-${Date.now()}@example.com`;
      const decisions = await attempts(limiters, key, 12);
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
      const refused = decisions.find((d) => !d.allowed)!;
      expect(refused.retryAfterSeconds).toBeGreaterThan(55);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    } finally {
      for (const store of stores) await store.close();
    }
  });
});
