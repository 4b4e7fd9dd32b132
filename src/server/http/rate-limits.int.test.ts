import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createTestDatabase } from "../../../tests/integration/db.ts";
import { createRateLimits, databaseRateLimitStore } from "./rate-limits.ts";

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
