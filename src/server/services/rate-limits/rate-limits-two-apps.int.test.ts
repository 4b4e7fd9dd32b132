// The sign-in limit as two server processes on one database meet it: the
// attempts for one account count together whichever process takes them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { createSharedTestDatabase } from "../../../../tests/integration/db.ts";
import { apiVisitor, startAccountsApp, type AccountsApp } from "../../../../tests/integration/accounts-app.ts";

describe("rate limits across two app instances", () => {
  let databases: Database[];
  let apps: AccountsApp[];

  beforeAll(async () => {
    databases = await createSharedTestDatabase(2);
    apps = await Promise.all(databases.map((database) => startAccountsApp({ database })));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of [...databases].reverse()) await database.close();
  });

  it("refuses the 6th sign-in for one account within a minute with 429 and Retry-After, alternating between the apps", async () => {
    const visitors = apps.map((t) => apiVisitor(t.app));
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 6; i++) {
      last = await visitors[i % 2]!.post("/api/account/login", {
        email: "shared@example.com",
        password: `guess-${i}`,
        rememberMe: false,
        language: "en",
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(last!.headers["retry-after"])).toBeGreaterThan(0);
    expect(Number(last!.headers["retry-after"])).toBeLessThanOrEqual(60);
    // Another account is not held back by this one.
    expect(
      (await visitors[0]!.post("/api/account/login", { email: "other@example.com", password: "guess", rememberMe: false, language: "en" }))
        .statusCode,
    ).toBe(200);
  });
});
